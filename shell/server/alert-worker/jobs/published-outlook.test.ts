import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { Database } from '../../core/database/database';
import { openEmbeddedDatabase } from '../../core/database/embedded-database';
import { migrate } from '../../core/database/migrate';
import { createForecastSource } from '../../core/forecast/forecast-source';
import { wallClock, zonedInstant } from '../../core/alerts/model/wall-clock';
import type { Place } from '../../core/alerts/store/places';
import { placeKeyOf } from '../../core/accuracy/store/forecasts';
import { saveReport } from '../../core/accuracy/store/reports';
import { aggregate } from '../../core/accuracy/store/summary';
import { calculatorOutlook } from '../../../site-tools/testing/calculator-outlook';
import {
  startUpstreamStub,
  TEST_KEY,
  type UpstreamStub,
} from '../../../site-tools/testing/upstream-stub';
import { subscribe } from '../testing';
import { runPlace, type AlertWork } from './handlers';

let db: Database;
let upstream: UpstreamStub;
let work: AlertWork;

const QUEBEC: Place = {
  key: 'quebec',
  query: 'Quebec',
  name: 'Québec',
  timeZone: 'America/Toronto',
};
const PARIS: Place = { key: 'paris', query: 'Paris', name: 'Paris', timeZone: 'Europe/Paris' };
const quebecKey = placeKeyOf({ name: 'Quebec', region: 'Quebec', country: 'Canada' });

const today = (zone: string) => wallClock(Date.now(), zone).date;
const morningJob = (
  place: Place,
  at = zonedInstant(today(place.timeZone), '05:30', place.timeZone),
) => ({
  place: place.key,
  slot: 'morning' as const,
  day: today(place.timeZone),
  at,
});
const device = (n: number) => ({
  subscription: {
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${String(n)}`,
    keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
  },
});

const published = () =>
  db.query<{
    place_key: string;
    school_type: string;
    snow_days: number;
    day: string;
    chance: number;
  }>(
    `SELECT place_key, school_type, snow_days, to_char(day, 'YYYY-MM-DD') AS day, chance
       FROM accuracy_forecast ORDER BY place_key`,
  );

beforeAll(async () => {
  [db, upstream] = await Promise.all([openEmbeddedDatabase('memory'), startUpstreamStub()]);
  await migrate(db);
}, 60_000);

beforeEach(async () => {
  await db.query('DELETE FROM alert_delivery');
  await db.query('DELETE FROM alert_subscription');
  await db.query('DELETE FROM accuracy_forecast');
  await db.query('DELETE FROM accuracy_report');
  work = {
    db,
    boss: { insert: async () => null },
    forecasts: createForecastSource({ upstreamBase: upstream.base, apiKey: TEST_KEY }),
    outlook: calculatorOutlook,
    push: { send: async () => ({ kind: 'sent' }) } as never,
    texts: (() => '') as never,
    siteUrl: 'https://snow.example.org',
    logger: pino({ level: 'silent' }),
  };
});

afterAll(async () => {
  await Promise.all([db.close(), upstream.close()]);
});

describe('a morning alert’s chances, kept as published', () => {
  it('records the chance it sends, once per place as the weather service names it, and a report matches it', async () => {
    const job = morningJob(QUEBEC);
    work.now = () => job.at;
    // Two spellings of the same place, the same settings: one record.
    await subscribe(db, device(1), QUEBEC);
    await subscribe(db, device(2), QUEBEC, { location: 'Québec' });
    expect(await runPlace(work, job)).toBe(2);

    expect(await published()).toEqual([
      { place_key: quebecKey, school_type: 'Public', snow_days: 0, day: job.day, chance: 95 },
    ]);

    // A family's report on that day is scored against the alert's chance.
    await saveReport(db, {
      deviceHash: 'd'.repeat(64),
      place: {
        key: quebecKey,
        name: 'Quebec',
        region: 'Quebec',
        country: 'Canada',
      },
      schoolType: 'Public',
      snowDays: 0,
      day: job.day,
      answer: 'closed',
    });
    const summary = await aggregate(db, new Date(job.at + 24 * 3600_000));
    expect(summary.reports).toEqual({ scored: 1, unmatched: 0, held: 0 });
  });

  it('records nothing for a chance it does not send, or sends after the day’s 06:00', async () => {
    // Paris (5 %) stays below a closure threshold: nothing is sent, nothing is published.
    await subscribe(db, device(3), PARIS, { threshold: 'closure' });
    const paris = morningJob(PARIS);
    work.now = () => paris.at;
    expect(await runPlace(work, paris)).toBe(0);
    // A morning run caught up late, past 06:00 there: sent, but no longer a forecast.
    await subscribe(db, device(4), QUEBEC);
    const late = morningJob(QUEBEC);
    work.now = () => zonedInstant(late.day, '06:20', QUEBEC.timeZone);
    expect(await runPlace(work, late)).toBe(1);
    expect(await published()).toEqual([]);
  });
});
