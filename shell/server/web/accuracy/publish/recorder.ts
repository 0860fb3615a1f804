import { LRUCache } from 'lru-cache';
import type { Database } from '../../../core/database/database';
import type { PlaceOutlook } from '../../../section-runner';
import { publishedBefore, type ResultAsked } from '../../../core/accuracy/model/days';
import { recordPublished, type PublishedChance } from '../../../core/accuracy/store/forecasts';
import { forecastDays, publishedPlaceOf } from '../../../core/accuracy/model/published-place';

export interface RecorderOptions {
  db: Database;
  /** The calculator's own reading of a forecast: the chance each day, as the page showed it. */
  outlook: PlaceOutlook;
  now?: () => number;
  log?: (line: string) => void;
}

/** One query's chances are recorded at most this often, whatever the traffic. */
const RECORD_EVERY_MS = 10 * 60_000;

/**
 * Keeps the chances the server published (docs/product/accuracy.md#what-is-compared): for a
 * result it rendered, or an outlook it computed, each day's chance for that place, school type
 * and snow days, asked of the calculator's own server entry, never taken from a browser. Work
 * done after the page is sent; a failure costs only that record.
 */
export function createPublishedRecorder({
  db,
  outlook,
  now = Date.now,
  log = () => undefined,
}: RecorderOptions) {
  const recent = new LRUCache<string, true>({ max: 5_000, ttl: RECORD_EVERY_MS });

  const record = async (asked: ResultAsked, forecastBody: string) => {
    const key = JSON.stringify([asked.location.toLowerCase(), asked.schoolType, asked.snowDays]);
    if (recent.has(key)) return;
    recent.set(key, true);
    const days = forecastDays(JSON.parse(forecastBody) as unknown);
    const forecast = { status: 200, body: forecastBody };
    const askers = [asked];
    const chances: PublishedChance[] = [];
    for (const day of days) {
      const answer = await outlook({ forecast, day, askers });
      const place = publishedPlaceOf(answer);
      const chance = answer.kind === 'place' ? answer.day?.chances[0]?.chance : undefined;
      if (!place || chance === undefined) continue;
      if (now() >= publishedBefore(day, place.timeZone)) continue;
      chances.push({ place, schoolType: asked.schoolType, snowDays: asked.snowDays, day, chance });
    }
    await recordPublished(db, chances);
  };

  return {
    /** Records in the background; never throws. */
    record(asked: ResultAsked, forecastBody: string): void {
      record(asked, forecastBody).catch((error: unknown) =>
        log(
          `accuracy: a published chance was not recorded: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    },
    /** The same, awaited: for tests and the alert jobs. */
    recordNow: record,
  };
}

export type PublishedRecorder = ReturnType<typeof createPublishedRecorder>;
