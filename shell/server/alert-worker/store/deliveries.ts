import type { SchoolType } from '@snowday/shared-i18n/contract';
import type { Language, PlaceParts } from '@snowday/shared-i18n/core';
import type { Database, Queryable } from '../../core/database/database';
import { partsOf } from '../../core/alerts/store/places';
import type { AlertBand, Threshold } from '../../core/alerts/model/decide';
import type { Slot } from '../../core/alerts/model/slots';

/** A subscriber of a place whose slot came due, with the highest band it was sent that day. */
export interface DueSubscriber {
  id: string;
  location: string;
  schoolType: SchoolType;
  snowDays: number;
  threshold: Threshold;
  /** -1 when nothing was sent for that day yet. */
  sentRank: number;
}

/**
 * Who hears about `place` at this slot: those who chose the slot, subscribed before it came,
 * with the highest band already recorded for `day` (a failed send does not count).
 */
export async function dueSubscribers(
  db: Queryable,
  place: string,
  slot: Slot,
  day: string,
  slotAt: number,
): Promise<DueSubscriber[]> {
  const rows = await db.query<{
    id: string;
    location: string;
    school_type: SchoolType;
    snow_days: number;
    threshold: Threshold;
    sent_rank: number;
  }>(
    `SELECT s.id, s.location, s.school_type, s.snow_days, s.threshold,
       COALESCE((SELECT max(d.band_rank) FROM alert_delivery d
                 WHERE d.subscription_id = s.id AND d.day = $3 AND d.status <> 'failed'), -1)::int
         AS sent_rank
     FROM alert_subscription s
     WHERE s.place_key = $1 AND ($2 = 'evening' AND s.evening OR $2 = 'morning' AND s.morning)
       AND s.created_at < $4`,
    [place, slot, day, new Date(slotAt)],
  );
  return rows.map((r) => ({
    id: r.id,
    location: r.location,
    schoolType: r.school_type,
    snowDays: r.snow_days,
    threshold: r.threshold,
    sentRank: r.sent_rank,
  }));
}

export interface NewDelivery {
  id: string;
  subscriptionId: string;
  day: string;
  slot: Slot;
  band: AlertBand;
  rank: number;
  chance: number;
  snowfallCm?: number;
}

/**
 * Records decided notifications (the outbox). Ids come from what they say, so recording the same
 * decision again, on any instance, changes nothing.
 */
export async function recordDeliveries(db: Queryable, deliveries: NewDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  const column = <K extends keyof NewDelivery>(key: K) => deliveries.map((d) => d[key] ?? null);
  await db.query(
    `INSERT INTO alert_delivery (id, subscription_id, day, slot, band, band_rank, chance, snowfall_cm)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[],
       $6::smallint[], $7::smallint[], $8::real[])
     ON CONFLICT DO NOTHING`,
    [
      column('id'),
      column('subscriptionId'),
      column('day'),
      column('slot'),
      column('band'),
      column('rank'),
      column('chance'),
      column('snowfallCm'),
    ],
  );
}

/** Notifications of a place and day still to send: a run that stopped half-way finds them. */
export async function pendingDeliveries(db: Queryable, place: string, day: string) {
  const rows = await db.query<{ id: string }>(
    `SELECT d.id FROM alert_delivery d JOIN alert_subscription s ON s.id = d.subscription_id
     WHERE s.place_key = $1 AND d.day = $2 AND d.status = 'pending'`,
    [place, day],
  );
  return rows.map((r) => r.id);
}

/** Everything one push message needs. */
export interface Outgoing {
  id: string;
  subscriptionId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  location: string;
  schoolType: SchoolType;
  snowDays: number;
  language: Language;
  units: 'metric' | 'us';
  /** The place's English label, for a place whose parts are not known yet. */
  placeName: string;
  /** The forecast's parts of the place's name, labelled in the subscriber's language. */
  place?: PlaceParts;
  day: string;
  slot: Slot;
  band: AlertBand;
  chance: number;
  snowfallCm?: number;
}

/** The deliveries among `ids` still to send; sent ones and those of removed subscribers drop out. */
export async function outgoing(db: Queryable, ids: readonly string[]): Promise<Outgoing[]> {
  const rows = await db.query<{
    id: string;
    subscription_id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    location: string;
    school_type: SchoolType;
    snow_days: number;
    language: Language;
    units: 'metric' | 'us';
    place_name: string;
    city: string;
    region: string;
    country: string;
    day: string;
    slot: Slot;
    band: AlertBand;
    chance: number;
    snowfall_cm: number | null;
  }>(
    `SELECT d.id, d.subscription_id, s.endpoint, s.p256dh, s.auth, s.location, s.school_type,
       s.snow_days, s.language, s.units, p.name AS place_name, p.city,
       p.region, p.country, d.day, d.slot, d.band, d.chance,
       d.snowfall_cm
     FROM alert_delivery d
       JOIN alert_subscription s ON s.id = d.subscription_id
       JOIN alert_place p ON p.key = s.place_key
     WHERE d.id = ANY($1::uuid[]) AND d.status = 'pending'`,
    [ids],
  );
  return rows.map((r) => {
    const place = partsOf(r);
    return {
      id: r.id,
      subscriptionId: r.subscription_id,
      endpoint: r.endpoint,
      keys: { p256dh: r.p256dh, auth: r.auth },
      location: r.location,
      schoolType: r.school_type,
      snowDays: r.snow_days,
      language: r.language,
      units: r.units,
      placeName: r.place_name,
      ...(place ? { place } : {}),
      day: r.day,
      slot: r.slot,
      band: r.band,
      chance: r.chance,
      ...(r.snowfall_cm === null ? {} : { snowfallCm: r.snowfall_cm }),
    };
  });
}

/**
 * Notifications the push service accepted, recorded as they come in small groups (see
 * `runSend`): an instance that dies leaves at most those in flight and one group to send again,
 * each with its Topic, so a device that has not shown it yet shows it once.
 */
export async function markSent(db: Queryable, deliveries: readonly string[]): Promise<void> {
  if (deliveries.length === 0) return;
  await db.query(
    `WITH sent AS (
       UPDATE alert_delivery SET status = 'sent', sent_at = now() WHERE id = ANY($1::uuid[])
       RETURNING subscription_id)
     UPDATE alert_subscription SET failing_since = NULL, first_sent_at = COALESCE(first_sent_at, now())
     WHERE id IN (SELECT subscription_id FROM sent)
       AND (failing_since IS NOT NULL OR first_sent_at IS NULL)`,
    [deliveries],
  );
}

/** After a batch: gone (404/410: the subscription goes), failing (tried again), or failed. */
export async function settleDeliveries(
  db: Database,
  outcome: { gone: string[]; failing: string[]; failed: string[] },
  subscriptionOf: (delivery: string) => string | undefined,
): Promise<void> {
  const subscriptions = (ids: string[]) =>
    [...new Set(ids.map(subscriptionOf))].filter((id): id is string => id !== undefined);
  if (!outcome.gone.length && !outcome.failing.length && !outcome.failed.length) return;
  await db.transaction(async (tx) => {
    if (outcome.gone.length) {
      await tx.query('DELETE FROM alert_subscription WHERE id = ANY($1::uuid[])', [
        subscriptions(outcome.gone),
      ]);
    }
    const failing = [...outcome.failing, ...outcome.failed];
    if (failing.length) {
      await tx.query(
        `UPDATE alert_subscription SET failing_since = COALESCE(failing_since, now())
         WHERE id = ANY($1::uuid[])`,
        [subscriptions(failing)],
      );
    }
    if (outcome.failed.length) {
      await tx.query(`UPDATE alert_delivery SET status = 'failed' WHERE id = ANY($1::uuid[])`, [
        outcome.failed,
      ]);
    }
  });
}

/** docs/product/alerts.md#how-long: what is kept, and for how long. */
export const RETENTION = { failingDays: 30, deliveryDays: 8, undeliveredDays: 180 } as const;

export interface Swept {
  /** Subscriptions whose every send failed for `failingDays`. */
  failing: number;
  /** Subscriptions no push service accepted a notification for in their first `undeliveredDays`. */
  undelivered: number;
}

/**
 * The daily sweep: failing subscriptions past 30 days, those never delivered to within
 * `undeliveredDays` of being made, old deliveries, places nobody follows, push addresses no
 * subscription has.
 */
export async function sweep(
  db: Database,
  now: number,
  { undeliveredDays = RETENTION.undeliveredDays }: { undeliveredDays?: number } = {},
): Promise<Swept> {
  return db.transaction(async (tx) => {
    const day = 24 * 60 * 60_000;
    const failing = await tx.query(
      'DELETE FROM alert_subscription WHERE failing_since < $1 RETURNING id',
      [new Date(now - RETENTION.failingDays * day)],
    );
    const undelivered = await tx.query(
      `DELETE FROM alert_subscription WHERE first_sent_at IS NULL AND created_at < $1
       RETURNING id`,
      [new Date(now - undeliveredDays * day)],
    );
    await tx.query('DELETE FROM alert_delivery WHERE created_at < $1', [
      new Date(now - RETENTION.deliveryDays * day),
    ]);
    await tx.query(
      `DELETE FROM alert_place p
       WHERE NOT EXISTS (SELECT 1 FROM alert_subscription s WHERE s.place_key = p.key)`,
    );
    // What each request locks first: one taken away under a sign-up is made again by the next.
    await tx.query(
      `DELETE FROM alert_device d
       WHERE NOT EXISTS (SELECT 1 FROM alert_subscription s WHERE s.endpoint = d.endpoint)`,
    );
    return { failing: failing.length, undelivered: undelivered.length };
  });
}
