import type { SchoolType } from '@snowday/shared-i18n/contract';
import type { Language, PlaceParts } from '@snowday/shared-i18n/core';
import type { Units } from '@snowday/shared-i18n/format';
import type { Database, Queryable } from '../../database/database';
import type { Threshold } from '../model/decide';
import type { Slot } from '../model/slots';

/** What a device asked for (docs/product/alerts.md#what-is-stored). Never a name. */
export interface SubscriptionSettings {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** As typed, or coordinates rounded to two decimals. */
  location: string;
  schoolType: SchoolType;
  snowDays: number;
  language: Language;
  units: Units;
  threshold: Threshold;
  hours: Slot[];
}

export interface Place {
  key: string;
  query: string;
  /** The English label, for a place whose parts are not known yet. */
  name: string;
  timeZone: string;
  /** The forecast's parts of the name, which notifications label in their own language. */
  location?: PlaceParts;
}

interface PlaceRow {
  [column: string]: unknown;
  key: string;
  query: string;
  name: string;
  time_zone: string;
  city: string;
  region: string;
  country: string;
}

const PLACE_COLUMNS = 'key, query, name, time_zone, city, region, country';

/** A place stored before its parts were kept has none: empty columns. */
export function partsOf(row: {
  city: string;
  region: string;
  country: string;
}): PlaceParts | undefined {
  const { city, region, country } = row;
  return city || region || country ? { name: city, region, country } : undefined;
}

function placeFromRow(r: PlaceRow): Place {
  const location = partsOf(r);
  return {
    key: r.key,
    query: r.query,
    name: r.name,
    timeZone: r.time_zone,
    ...(location ? { location } : {}),
  };
}

const partsColumns = (place: Place) => [
  place.location?.name ?? '',
  place.location?.region ?? '',
  place.location?.country ?? '',
];

/** Devices may follow this many places and school types each. */
export const MAX_PER_ENDPOINT = 10;

export type CreateResult =
  | { kind: 'created' | 'replaced'; id: string }
  /** The device follows MAX_PER_ENDPOINT already. */
  | { kind: 'full' }
  /** The site keeps `maxTotal` already. */
  | { kind: 'capped' }
  /** The address is other subscriptions', and nothing shows this is the same device. */
  | { kind: 'taken' };

export interface CreateOptions {
  /** The hash of the secret the request carried: the subscription it replaces may be its own. */
  proof?: string;
  /** Subscriptions the site keeps at most (`ALERTS_MAX_SUBSCRIPTIONS`). */
  maxTotal?: number;
}

/**
 * The push address's own row (docs/product/alerts.md#one-address-one-spelling), made if it is
 * new, locked until the transaction ends: requests about one device are decided one after
 * another, so "already taken" and MAX_PER_ENDPOINT hold however many arrive at once. (An update
 * that changes nothing takes the lock whether the row was there or was made meanwhile.)
 */
async function lockDevice(tx: Queryable, endpoint: string): Promise<void> {
  await tx.query(
    `INSERT INTO alert_device (endpoint) VALUES ($1)
     ON CONFLICT (endpoint) DO UPDATE SET endpoint = excluded.endpoint`,
    [endpoint],
  );
}

/**
 * Held while a new subscription is counted against the site's cap and stored: two sign-ups never
 * both see the last free place (a count alone, in each transaction, let 40 at once past it).
 */
const CAP_LOCK = 0x616c657274; // "alert"

/** The subscriptions on one push address, and whether each has the keys a request came with. */
async function heldBy(
  tx: Queryable,
  endpoint: string,
  keys: { p256dh: string; auth: string },
  except?: string,
) {
  return tx.query<{
    id: string;
    place_key: string;
    school_type: string;
    secret_hash: string;
    same_keys: boolean;
  }>(
    `SELECT id, place_key, school_type, secret_hash, (p256dh = $2 AND auth = $3) AS same_keys
     FROM alert_subscription WHERE endpoint = $1 AND id IS DISTINCT FROM $4::uuid FOR UPDATE`,
    [endpoint, keys.p256dh, keys.auth, except ?? null],
  );
}

interface SubscriptionRow {
  [column: string]: unknown;
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  location: string;
  school_type: SchoolType;
  snow_days: number;
  language: Language;
  units: 'metric' | 'us';
  threshold: Threshold;
  evening: boolean;
  morning: boolean;
  place_name: string;
  time_zone: string;
}

export interface StoredSubscription extends SubscriptionSettings {
  id: string;
  place: { name: string; timeZone: string };
}

const COLUMNS = `s.id, s.endpoint, s.p256dh, s.auth, s.location, s.school_type, s.snow_days,
  s.language, s.units, s.threshold, s.evening, s.morning, p.name AS place_name, p.time_zone`;

function fromRow(row: SubscriptionRow): StoredSubscription {
  return {
    id: row.id,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
    location: row.location,
    schoolType: row.school_type,
    snowDays: row.snow_days,
    language: row.language,
    units: row.units,
    threshold: row.threshold,
    hours: [
      ...(row.evening ? ['evening' as const] : []),
      ...(row.morning ? ['morning' as const] : []),
    ],
    place: { name: row.place_name, timeZone: row.time_zone },
  };
}

async function savePlace(tx: Queryable, place: Place): Promise<void> {
  await tx.query(
    `INSERT INTO alert_place (key, query, name, time_zone, city, region, country)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (key) DO UPDATE SET name = $3, time_zone = $4, city = $5, region = $6,
       country = $7, updated_at = now()`,
    [place.key, place.query, place.name, place.timeZone, ...partsColumns(place)],
  );
}

/**
 * Stores a subscription (docs/product/alerts.md#one-device-one-owner). A push address already
 * followed is taken only by the same device: a request with the keys its subscriptions have (the
 * browser gives one address and one pair of keys together, and the auth key never leaves the
 * device and this server), or with the secret of the subscription it replaces. The same device,
 * place and school type again replaces the old one (a new secret; the old one stops working); a
 * device already following MAX_PER_ENDPOINT others is refused, and so is anyone once the site
 * keeps `maxTotal`. `settings.endpoint` is in its one spelling (`canonicalEndpoint`).
 */
export function createSubscription(
  db: Database,
  id: string,
  secretHash: string,
  settings: SubscriptionSettings,
  place: Place,
  { proof, maxTotal }: CreateOptions = {},
): Promise<CreateResult> {
  return db.transaction(async (tx) => {
    await lockDevice(tx, settings.endpoint);
    const held = await heldBy(tx, settings.endpoint, settings.keys);
    const existing = held.find(
      (row) => row.place_key === place.key && row.school_type === settings.schoolType,
    );
    const owned =
      held.length === 0 ||
      held.some((row) => row.same_keys) ||
      (existing !== undefined && proof === existing.secret_hash);
    if (!owned) return { kind: 'taken' };
    if (!existing) {
      if (held.length >= MAX_PER_ENDPOINT) return { kind: 'full' };
      if (maxTotal !== undefined) {
        await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [CAP_LOCK]);
        const [count] = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM alert_subscription',
        );
        if ((count?.n ?? 0) >= maxTotal) return { kind: 'capped' };
      }
    }
    await savePlace(tx, place);
    const values = [
      existing?.id ?? id,
      secretHash,
      settings.endpoint,
      settings.keys.p256dh,
      settings.keys.auth,
      place.key,
      settings.location,
      settings.schoolType,
      settings.snowDays,
      settings.language,
      settings.units,
      settings.threshold,
      settings.hours.includes('evening'),
      settings.hours.includes('morning'),
    ];
    // Another request may have stored the same device, place and school type since the look
    // above: it is replaced only if it is this one's, or has these keys.
    const stored = await tx.query<{ id: string }>(
      `INSERT INTO alert_subscription (id, secret_hash, endpoint, p256dh, auth, place_key, location,
         school_type, snow_days, language, units, threshold, evening, morning)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (endpoint, place_key, school_type) DO UPDATE SET secret_hash = $2, p256dh = $4,
         auth = $5, location = $7, snow_days = $9, language = $10, units = $11, threshold = $12,
         evening = $13, morning = $14, updated_at = now(), failing_since = NULL
       WHERE alert_subscription.id = $1
         OR (alert_subscription.p256dh = $4 AND alert_subscription.auth = $5)
       RETURNING id`,
      values,
    );
    const [row] = stored;
    if (!row) return { kind: 'taken' };
    return { kind: existing || row.id !== id ? 'replaced' : 'created', id: row.id };
  });
}

/** The subscription `id`, when `secretHash` is its secret's; otherwise nothing. */
export async function findSubscription(
  db: Queryable,
  id: string,
  secretHash: string,
): Promise<StoredSubscription | undefined> {
  const [row] = await db.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM alert_subscription s JOIN alert_place p ON p.key = s.place_key
     WHERE s.id = $1 AND s.secret_hash = $2`,
    [id, secretHash],
  );
  return row && fromRow(row);
}

export type SubscriptionChange = Partial<
  Pick<SubscriptionSettings, 'snowDays' | 'language' | 'units' | 'threshold' | 'hours'> & {
    push: Pick<SubscriptionSettings, 'endpoint' | 'keys'>;
  }
>;

export type ChangeResult = 'changed' | 'not-found' | 'taken' | 'full';

/** Postgres' `unique_violation`: another subscription holds this address, place and school type. */
const UNIQUE_VIOLATION = '23505';

/**
 * Applies `change` to the subscription whose secret it is. A new push address is held to the
 * rule new subscriptions are (docs/product/alerts.md#one-device-one-owner): one other
 * subscriptions follow is joined only with their keys, never over one that has the same place
 * and school type, and not past MAX_PER_ENDPOINT.
 */
export async function changeSubscription(
  db: Database,
  id: string,
  secretHash: string,
  change: SubscriptionChange,
): Promise<ChangeResult> {
  const { push } = change;
  try {
    return await db.transaction(async (tx) => {
      // The address first, as a sign-up locks it, then the subscription: never the other way.
      if (push) await lockDevice(tx, push.endpoint);
      const [own] = await tx.query<{ endpoint: string; place_key: string; school_type: string }>(
        `SELECT endpoint, place_key, school_type FROM alert_subscription
         WHERE id = $1 AND secret_hash = $2 FOR UPDATE`,
        [id, secretHash],
      );
      if (!own) return 'not-found';
      if (push) {
        const held = await heldBy(tx, push.endpoint, push.keys, id);
        const moving = push.endpoint !== own.endpoint;
        if (moving && held.length > 0 && !held.some((row) => row.same_keys)) return 'taken';
        if (
          held.some((row) => row.place_key === own.place_key && row.school_type === own.school_type)
        )
          return 'taken';
        if (moving && held.length >= MAX_PER_ENDPOINT) return 'full';
      }
      await tx.query(
        `UPDATE alert_subscription SET
           snow_days = COALESCE($3, snow_days), language = COALESCE($4, language),
           units = COALESCE($5, units), threshold = COALESCE($6, threshold),
           evening = COALESCE($7, evening), morning = COALESCE($8, morning),
           endpoint = COALESCE($9, endpoint), p256dh = COALESCE($10, p256dh),
           auth = COALESCE($11, auth),
           failing_since = CASE WHEN $9::text IS NULL THEN failing_since END,
           updated_at = now()
         WHERE id = $1 AND secret_hash = $2`,
        [
          id,
          secretHash,
          change.snowDays ?? null,
          change.language ?? null,
          change.units ?? null,
          change.threshold ?? null,
          change.hours ? change.hours.includes('evening') : null,
          change.hours ? change.hours.includes('morning') : null,
          push?.endpoint ?? null,
          push?.keys.p256dh ?? null,
          push?.keys.auth ?? null,
        ],
      );
      return 'changed';
    });
  } catch (error) {
    // Two changes onto the same address at once: the second finds the first's row only here.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return 'taken';
    throw error;
  }
}

/** Deletes the subscription whose secret it is, with what it was sent; false when none. */
export async function removeSubscription(
  db: Queryable,
  id: string,
  secretHash: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM alert_subscription WHERE id = $1 AND secret_hash = $2 RETURNING id',
    [id, secretHash],
  );
  return rows.length > 0;
}

/** Every followed place with its zone: what a run looks through for slots that came due. */
export async function followedPlaces(db: Queryable): Promise<Place[]> {
  const rows = await db.query<PlaceRow>(
    `SELECT ${PLACE_COLUMNS} FROM alert_place p
     WHERE EXISTS (SELECT 1 FROM alert_subscription s WHERE s.place_key = p.key)`,
  );
  return rows.map(placeFromRow);
}

export async function placeByKey(db: Queryable, key: string): Promise<Place | undefined> {
  const [row] = await db.query<PlaceRow>(
    `SELECT ${PLACE_COLUMNS} FROM alert_place WHERE key = $1`,
    [key],
  );
  return row && placeFromRow(row);
}

/** The forecast names the place and its zone again each run; they can change. */
export async function refreshPlace(db: Queryable, place: Place): Promise<void> {
  await db.query(
    `UPDATE alert_place SET name = $2, time_zone = $3, city = $4, region = $5, country = $6,
       updated_at = now()
     WHERE key = $1
       AND (name <> $2 OR time_zone <> $3 OR city <> $4 OR region <> $5 OR country <> $6)`,
    [place.key, place.name, place.timeZone, ...partsColumns(place)],
  );
}
