import type { ReportAnswer } from '@snowday/shared-i18n/contract';
import type { Database } from '../../database/database';
import type { PublishedPlace } from './forecasts';

/** What a report keeps (docs/product/accuracy.md#what-is-kept-and-how-long). */
export interface ReportInput {
  deviceHash: string;
  place: Omit<PublishedPlace, 'timeZone'>;
  schoolType: string;
  snowDays: number;
  day: string;
  answer: ReportAnswer;
  simulated?: boolean;
}

/** docs/product/accuracy.md#abuse: when reports are held rather than scored. */
export const REVIEW_RULES = {
  /** Devices reporting one place-day within an hour, past which its new reports are held. */
  burstDevices: 20,
  burstWindowMinutes: 60,
  /** Different places one device says were closed on one day, past which its reports are held. */
  closedPlaces: 5,
  /** Place-days one device may report on in a day. */
  devicePlaceDays: 20,
} as const;

export type ReportOutcome =
  { kind: 'saved'; changed: boolean; status: 'accepted' | 'held' } | { kind: 'too-many' };

/**
 * Saves a device's answer for a place-day, or changes it: one row per device, place, school type
 * and day. Every answer, new or changed, goes through the same review
 * (docs/product/accuracy.md#abuse): held when its place-day is in a burst, or when its device
 * says "closed" of too many places that day; accepted otherwise. The device's reports are
 * decided one at a time, and so are a place-day's (two locks, always in that order), so the
 * limits hold however many answers arrive at once.
 */
export async function saveReport(db: Database, report: ReportInput): Promise<ReportOutcome> {
  return db.transaction(async (tx) => {
    const key = [report.deviceHash, report.place.key, report.schoolType, report.day];
    await tx.query(
      `SELECT pg_advisory_xact_lock(hashtextextended('accuracy-device|' || $1, 0)),
              pg_advisory_xact_lock(hashtextextended('accuracy-place-day|' || $2 || '|' || $3
                || '|' || $4, 0))`,
      key,
    );
    const [existing] = await tx.query<{ status: 'accepted' | 'held' }>(
      `SELECT status FROM accuracy_report
        WHERE device_hash = $1 AND place_key = $2 AND school_type = $3 AND day = $4 FOR UPDATE`,
      key,
    );
    // What the others did: this device's own row is never counted against itself.
    const [counts] = await tx.query<{ today: number; burst: number; closed: number }>(
      `SELECT
         (SELECT count(*)::int FROM accuracy_report
           WHERE device_hash = $1 AND created_at > now() - interval '1 day') AS today,
         (SELECT count(*)::int FROM accuracy_report
           WHERE place_key = $2 AND school_type = $3 AND day = $4 AND device_hash <> $1
             AND updated_at > now() - make_interval(mins => $5)) AS burst,
         (SELECT count(DISTINCT place_key)::int FROM accuracy_report
           WHERE device_hash = $1 AND day = $4 AND answer = 'closed'
             AND NOT (place_key = $2 AND school_type = $3)) AS closed`,
      [...key, REVIEW_RULES.burstWindowMinutes],
    );
    if (!existing && (counts?.today ?? 0) >= REVIEW_RULES.devicePlaceDays) {
      return { kind: 'too-many' };
    }
    const held =
      (counts?.burst ?? 0) >= REVIEW_RULES.burstDevices ||
      (report.answer === 'closed' && (counts?.closed ?? 0) >= REVIEW_RULES.closedPlaces);
    const status = held ? 'held' : 'accepted';
    if (existing) {
      await tx.query(
        `UPDATE accuracy_report SET answer = $5, status = $6, updated_at = now()
          WHERE device_hash = $1 AND place_key = $2 AND school_type = $3 AND day = $4`,
        [...key, report.answer, status],
      );
      return { kind: 'saved', changed: true, status };
    }
    await tx.query(
      `INSERT INTO accuracy_report (device_hash, place_key, place_name, region, country,
         school_type, snow_days, day, answer, status, simulated)
       VALUES ($1, $2, $5, $6, $7, $3, $8, $4, $9, $10, $11)`,
      [
        ...key,
        report.place.name,
        report.place.region,
        report.place.country,
        report.snowDays,
        report.answer,
        status,
        report.simulated === true,
      ],
    );
    return { kind: 'saved', changed: false, status };
  });
}

/** The device's answer for a place-day, if it gave one. */
export async function reportOf(
  db: Database,
  deviceHash: string,
  placeKey: string,
  schoolType: string,
  day: string,
): Promise<ReportAnswer | undefined> {
  const [row] = await db.query<{ answer: ReportAnswer }>(
    `SELECT answer FROM accuracy_report
      WHERE device_hash = $1 AND place_key = $2 AND school_type = $3 AND day = $4`,
    [deviceHash, placeKey, schoolType, day],
  );
  return row?.answer;
}

/** docs/product/accuracy.md#what-is-kept-and-how-long: reports and forecasts older than this go. */
export const KEPT_DAYS = 400;

/** Deletes what is kept no longer; the number of rows removed. */
export async function sweepAccuracy(db: Database, today: string): Promise<number> {
  const reports = await db.query(
    `DELETE FROM accuracy_report WHERE day < $1::date - $2::int RETURNING 1`,
    [today, KEPT_DAYS],
  );
  const forecasts = await db.query(
    `DELETE FROM accuracy_forecast WHERE day < $1::date - $2::int RETURNING 1`,
    [today, KEPT_DAYS],
  );
  return reports.length + forecasts.length;
}
