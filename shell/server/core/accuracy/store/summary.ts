import type { AccuracySummary } from '@snowday/shared-i18n/contract';
import type { Database } from '../../database/database';
import { summarize, type PlaceDayTally } from '../model/scoring';

interface TallyRow {
  [column: string]: unknown;
  place_day: string;
  region: string;
  country: string;
  chance: number;
  closed: number;
  delayed: number;
  open: number;
  unknown: number;
}

/**
 * Every accepted report matched with the forecast published for its place, school type, snow
 * days and day, counted per place-day on the database (docs/product/accuracy.md#one-place-day-once):
 * the job reads a few thousand tallies, never the million reports.
 */
const TALLIES = `
  SELECT r.place_key || '|' || r.school_type || '|' || r.day::text AS place_day,
         min(f.region) AS region, min(f.country) AS country,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY f.chance)::float8 AS chance,
         count(*) FILTER (WHERE r.answer = 'closed')::int AS closed,
         count(*) FILTER (WHERE r.answer = 'delayed')::int AS delayed,
         count(*) FILTER (WHERE r.answer = 'open')::int AS open,
         count(*) FILTER (WHERE r.answer = 'unknown')::int AS unknown
    FROM accuracy_report r
    JOIN accuracy_forecast f
      ON f.place_key = r.place_key AND f.school_type = r.school_type
     AND f.snow_days = r.snow_days AND f.day = r.day
   WHERE r.status = 'accepted'
   GROUP BY r.place_key, r.school_type, r.day`;

const APART = `
  SELECT
    (SELECT count(*)::int FROM accuracy_report r WHERE r.status = 'held') AS held,
    (SELECT count(*)::int FROM accuracy_report r
      WHERE r.status = 'accepted' AND NOT EXISTS (
        SELECT 1 FROM accuracy_forecast f
         WHERE f.place_key = r.place_key AND f.school_type = r.school_type
           AND f.snow_days = r.snow_days AND f.day = r.day)) AS unmatched,
    EXISTS (SELECT 1 FROM accuracy_report WHERE simulated) AS simulated`;

/** Computes the summary from the stored reports and keeps it for the page. */
export async function aggregate(db: Database, now: Date): Promise<AccuracySummary> {
  const [tallies, [apart]] = await Promise.all([
    db.query<TallyRow>(TALLIES),
    db.query<{ held: number; unmatched: number; simulated: boolean }>(APART),
  ]);
  const summary = summarize(
    tallies.map((row): PlaceDayTally => ({
      placeDay: row.place_day,
      region: row.region,
      country: row.country,
      chance: Number(row.chance),
      closed: row.closed,
      delayed: row.delayed,
      open: row.open,
      unknown: row.unknown,
    })),
    {
      computedAt: now,
      simulated: apart?.simulated === true,
      unmatched: apart?.unmatched ?? 0,
      held: apart?.held ?? 0,
    },
  );
  await db.query(
    `INSERT INTO accuracy_summary (id, summary, computed_at) VALUES (1, $1::jsonb, $2)
     ON CONFLICT (id) DO UPDATE SET summary = excluded.summary, computed_at = excluded.computed_at`,
    [JSON.stringify(summary), now.toISOString()],
  );
  return summary;
}

/** `latestSummary`, read again at most once a minute: what the page and the API serve. */
export function keptSummary(db: Database, keepMs = 60_000) {
  let kept: { at: number; read: Promise<AccuracySummary | null> } | undefined;
  return (): Promise<AccuracySummary | null> => {
    if (!kept || Date.now() - kept.at > keepMs) {
      const read = latestSummary(db).then((summary) => summary ?? null);
      kept = { at: Date.now(), read };
      // A failed read is tried again at the next visit, not kept.
      read.catch(() => (kept = undefined));
    }
    return kept.read;
  };
}

/** The last summary the job kept; none before its first run. */
export async function latestSummary(db: Database): Promise<AccuracySummary | undefined> {
  const [row] = await db.query<{ summary: AccuracySummary | string }>(
    'SELECT summary FROM accuracy_summary WHERE id = 1',
  );
  if (!row) return undefined;
  return typeof row.summary === 'string'
    ? (JSON.parse(row.summary) as AccuracySummary)
    : row.summary;
}
