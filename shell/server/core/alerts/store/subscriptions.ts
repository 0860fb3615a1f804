import type { SchoolType } from '@snowday/shared-i18n/contract';
import type { Language } from '@snowday/shared-i18n/core';
import type { Units } from '@snowday/shared-i18n/format';
import {
  sql,
  type ColumnType,
  type Generated,
  type Insertable,
  type Selectable,
  type Updateable,
} from 'kysely';
import type { Database, Queryable } from '../../database/database';
import { queryBuilder, run } from '../../database/query-builder';
import type { Threshold } from '../model/decide';
import type { Slot } from '../model/slots';
import { lockDevice } from './devices';
import { placeFromRow, savePlace, type AlertPlaceTable, type Place } from './places';

/**
 * `alert_subscription` (migrations 0001, 0003, 0011): who asked to hear about which place
 * (docs/product/alerts.md#what-is-stored). Its one row type: every statement of this module is
 * built from it (docs/decisions/009-postgres-and-pg-boss.md#typed-sql).
 */
export interface AlertSubscriptionTable {
  id: string;
  /** SHA-256 of the secret handed to the device; the secret itself is never stored. */
  secret_hash: string;
  /** In its one spelling (docs/product/alerts.md#one-address-one-spelling). */
  endpoint: string;
  p256dh: string;
  auth: string;
  place_key: string;
  location: string;
  school_type: SchoolType;
  snow_days: number;
  language: Language;
  units: Units;
  threshold: Threshold;
  evening: boolean;
  morning: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Set by the alert worker; a change of address clears it. */
  failing_since: ColumnType<Date | null, never, Date | null>;
  first_sent_at: ColumnType<Date | null, never, never>;
}
export type SubscriptionRow = Selectable<AlertSubscriptionTable>;

const subscriptions = queryBuilder<{
  alert_subscription: AlertSubscriptionTable;
  alert_place: AlertPlaceTable;
}>();

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

/**
 * The columns a subscription's settings are kept in: every column a row is written with, but its
 * id, secret and place, and those Postgres fills itself.
 */
type SettingColumns = Required<
  Omit<
    Insertable<AlertSubscriptionTable>,
    'id' | 'secret_hash' | 'place_key' | 'created_at' | 'updated_at'
  >
>;

/** Where each setting goes: a column added to the table and not written here is a type error. */
function settingColumns(settings: SubscriptionSettings): SettingColumns {
  return {
    endpoint: settings.endpoint,
    p256dh: settings.keys.p256dh,
    auth: settings.keys.auth,
    location: settings.location,
    school_type: settings.schoolType,
    snow_days: settings.snowDays,
    language: settings.language,
    units: settings.units,
    threshold: settings.threshold,
    evening: settings.hours.includes('evening'),
    morning: settings.hours.includes('morning'),
  };
}

export interface StoredSubscription extends SubscriptionSettings {
  id: string;
  place: { name: string; timeZone: string };
}

/**
 * A row read back as the settings it keeps: a setting added to `SubscriptionSettings` must be
 * read from a column here, so it must be a column, so it must be written (`settingColumns`).
 */
function fromRow(
  row: Pick<SubscriptionRow, keyof SettingColumns | 'id'> & {
    place_name: string;
    time_zone: string;
  },
): StoredSubscription {
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
 * Held while a new subscription is counted against the site's cap and stored: two sign-ups never
 * both see the last free place (a count alone, in each transaction, let 40 at once past it).
 */
const CAP_LOCK = 0x616c657274; // "alert"

/** The subscriptions on one push address, and whether each has the keys a request came with. */
function heldBy(
  tx: Queryable,
  endpoint: string,
  keys: { p256dh: string; auth: string },
  except?: string,
) {
  return run(
    tx,
    subscriptions
      .selectFrom('alert_subscription')
      .select(['id', 'place_key', 'school_type', 'secret_hash'])
      .select((row) =>
        row.and([row('p256dh', '=', keys.p256dh), row('auth', '=', keys.auth)]).as('same_keys'),
      )
      .where('endpoint', '=', endpoint)
      .$if(except !== undefined, (query) => query.where('id', '<>', except ?? ''))
      .forUpdate(),
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
        const [count] = await run(
          tx,
          subscriptions.selectFrom('alert_subscription').select(sql<number>`count(*)::int`.as('n')),
        );
        if ((count?.n ?? 0) >= maxTotal) return { kind: 'capped' };
      }
    }
    await savePlace(tx, place);
    const columns = settingColumns(settings);
    const chosen = existing?.id ?? id;
    // Another request may have stored the same device, place and school type since the look
    // above: it is replaced only if it is this one's, or has these keys.
    const [row] = await run(
      tx,
      subscriptions
        .insertInto('alert_subscription')
        .values({ id: chosen, secret_hash: secretHash, place_key: place.key, ...columns })
        .onConflict((conflict) =>
          conflict
            .columns(['endpoint', 'place_key', 'school_type'])
            .doUpdateSet({
              secret_hash: secretHash,
              p256dh: columns.p256dh,
              auth: columns.auth,
              location: columns.location,
              snow_days: columns.snow_days,
              language: columns.language,
              units: columns.units,
              threshold: columns.threshold,
              evening: columns.evening,
              morning: columns.morning,
              updated_at: sql<Date>`now()`,
              failing_since: null,
            })
            .where((kept) =>
              kept.or([
                kept('alert_subscription.id', '=', chosen),
                kept.and([
                  kept('alert_subscription.p256dh', '=', columns.p256dh),
                  kept('alert_subscription.auth', '=', columns.auth),
                ]),
              ]),
            ),
        )
        .returning('id'),
    );
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
  const [row] = await run(
    db,
    subscriptions
      .selectFrom('alert_subscription as s')
      .innerJoin('alert_place as p', 'p.key', 's.place_key')
      .selectAll('s')
      .select(['p.name as place_name', 'p.time_zone'])
      .where('s.id', '=', id)
      .where('s.secret_hash', '=', secretHash),
  );
  return row && fromRow(row);
}

/** The settings a subscription's owner may change, and a renewed push subscription. */
export type SubscriptionChange = Partial<
  Pick<SubscriptionSettings, 'snowDays' | 'language' | 'units' | 'threshold' | 'hours'> & {
    push: Pick<SubscriptionSettings, 'endpoint' | 'keys'>;
  }
>;

/**
 * The columns each change writes: a change added to `SubscriptionChange` and not written here is
 * a type error, never a 200 for something stored nowhere.
 */
const CHANGE_COLUMNS: {
  [K in keyof SubscriptionChange]-?: (
    value: NonNullable<SubscriptionChange[K]>,
  ) => Updateable<AlertSubscriptionTable>;
} = {
  snowDays: (snow_days) => ({ snow_days }),
  language: (language) => ({ language }),
  units: (units) => ({ units }),
  threshold: (threshold) => ({ threshold }),
  hours: (hours) => ({ evening: hours.includes('evening'), morning: hours.includes('morning') }),
  // A new address has not failed yet.
  push: ({ endpoint, keys }) => ({ endpoint, ...keys, failing_since: null }),
};

function changeColumns(change: SubscriptionChange): Updateable<AlertSubscriptionTable> {
  const columns: Updateable<AlertSubscriptionTable> = {};
  for (const key of Object.keys(CHANGE_COLUMNS) as (keyof SubscriptionChange)[]) {
    const value = change[key];
    // Each key's value goes to that key's own writer.
    if (value !== undefined)
      Object.assign(columns, (CHANGE_COLUMNS[key] as (v: unknown) => object)(value));
  }
  return columns;
}

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
      const [own] = await run(
        tx,
        subscriptions
          .selectFrom('alert_subscription')
          .select(['endpoint', 'place_key', 'school_type'])
          .where('id', '=', id)
          .where('secret_hash', '=', secretHash)
          .forUpdate(),
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
      await run(
        tx,
        subscriptions
          .updateTable('alert_subscription')
          .set({ ...changeColumns(change), updated_at: sql<Date>`now()` })
          .where('id', '=', id)
          .where('secret_hash', '=', secretHash),
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
  const rows = await run(
    db,
    subscriptions
      .deleteFrom('alert_subscription')
      .where('id', '=', id)
      .where('secret_hash', '=', secretHash)
      .returning('id'),
  );
  return rows.length > 0;
}

/** Every followed place with its zone: what a run looks through for slots that came due. */
export async function followedPlaces(db: Queryable): Promise<Place[]> {
  const rows = await run(
    db,
    subscriptions
      .selectFrom('alert_place as p')
      .selectAll('p')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('alert_subscription as s')
            .select('s.id')
            .whereRef('s.place_key', '=', 'p.key'),
        ),
      ),
  );
  return rows.map(placeFromRow);
}
