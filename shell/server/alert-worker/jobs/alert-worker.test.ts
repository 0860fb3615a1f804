import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { Database } from '../../core/database/database';
import { openEmbeddedDatabase } from '../../core/database/embedded-database';
import { migrate } from '../../core/database/migrate';
import { createForecastSource } from '../../core/forecast/forecast-source';
import {
  startPushServiceStub,
  type PushServiceStub,
} from '../../../site-tools/testing/push-service-stub';
import { calculatorOutlook } from '../../../site-tools/testing/calculator-outlook';
import {
  startUpstreamStub,
  TEST_KEY,
  type UpstreamStub,
} from '../../../site-tools/testing/upstream-stub';
import { wallClock, zonedInstant } from '../../core/alerts/model/wall-clock';
import { loadAlertTexts } from '../push/notification';
import { pushEndpointPolicy } from '../../core/alerts/push/push-endpoints';
import { createPushSender } from '../push/web-push-sender';
import { loadVapidKeys } from '../../core/alerts/push/vapid-keys';
import type { Place } from '../../core/alerts/store/places';
import { subscribe } from '../testing';
import { runSend, runSweep, type AlertWork } from './handlers';
import { QUEUES } from './queues';
import { startAlertWorker, type AlertWorker } from './start-alert-worker';

let db: Database;
let upstream: UpstreamStub;
let push: PushServiceStub;
let alertWorker: AlertWorker;
let work: Omit<AlertWork, 'boss'>;
let publicKey: string;

const QUEBEC: Place = {
  key: 'quebec',
  query: 'Quebec',
  name: 'Québec',
  timeZone: 'America/Toronto',
};
const PARIS: Place = { key: 'paris', query: 'Paris', name: 'Paris', timeZone: 'Europe/Paris' };
const SITE = 'https://snow.example.org';

/** Today's 05:30 in Quebec: its morning slot, about today (95 % in the sample forecast). */
const quebecMorning = () =>
  zonedInstant(wallClock(Date.now(), QUEBEC.timeZone).date, '05:30', QUEBEC.timeZone);

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const pending = async () =>
  (await db.query("SELECT 1 FROM alert_delivery WHERE status = 'pending'")).length;

beforeAll(async () => {
  [db, upstream, push] = await Promise.all([
    openEmbeddedDatabase('memory'),
    startUpstreamStub(),
    startPushServiceStub(),
  ]);
  await migrate(db);
  const vapid = await loadVapidKeys(db, { VAPID_SUBJECT: 'mailto:test@example.org' });
  publicKey = vapid.publicKey;
  work = {
    db,
    forecasts: createForecastSource({ upstreamBase: upstream.base, apiKey: TEST_KEY }),
    outlook: calculatorOutlook,
    push: createPushSender(vapid, { allowEndpoint: pushEndpointPolicy([push.origin]) }),
    texts: loadAlertTexts(),
    siteUrl: SITE,
    logger: pino({ level: 'silent' }),
  };
  alertWorker = await startAlertWorker(work, { pollingIntervalSeconds: 0.5 } as never);
}, 60_000);

afterAll(async () => {
  await alertWorker.stop();
  await Promise.all([db.close(), upstream.close(), push.close()]);
});

describe('an alert run on the job engine', () => {
  it('asks the forecast once for a place, sends each subscriber one notification and forgets gone devices', async () => {
    const ok = [push.device(publicKey), push.device(publicKey), push.device(publicKey)];
    const gone = push.device(publicKey, 'gone');
    const missing = push.device(publicKey, 'missing');
    const quiet = push.device(publicKey);
    // The third typed the accent the weather service leaves out.
    const ids = await Promise.all(
      [...ok, gone, missing].map((d, i) =>
        subscribe(
          db,
          d,
          QUEBEC,
          i === 2 ? { language: 'zh', location: 'Québec' } : { language: i === 1 ? 'fr' : 'en' },
        ),
      ),
    );
    await subscribe(db, quiet, PARIS, { threshold: 'closure' });

    await alertWorker.boss.send(QUEUES.tick, { at: quebecMorning() });
    await until(async () => push.receipts.length >= 5 && (await pending()) === 0, 'the sends');

    expect(upstream.callsFor('Quebec')).toBe(1);
    const shown = [...push.shown().values()] as {
      title: string;
      body: string;
      url: string;
      lang: string;
    }[];
    expect(shown).toHaveLength(3);
    const english = shown.find((n) => n.lang === 'en');
    expect(english?.title).toBe('Snow day alert: Quebec, Canada');
    expect(english?.body).toMatch(
      /^Today, .*: 95% snow day chance\. No School or Possible Early Dismissal\./,
    );
    expect(english?.url).toBe(
      `${SITE}/result?location=Quebec&schoolType=Public&snowDays=0&units=metric`,
    );
    expect(shown.find((n) => n.lang === 'fr')?.body).toContain('probabilité de 95\u202f%');
    // The place in the subscriber's language, with the accents they typed.
    expect(shown.find((n) => n.lang === 'zh')?.title).toContain('Québec, 加拿大');
    expect(await db.query('SELECT city, region, country FROM alert_place')).toContainEqual({
      city: 'Quebec',
      region: 'Quebec',
      country: 'Canada',
    });
    // 404 and 410 removed those subscriptions; Paris (5 %) was below its threshold.
    const left = await db.query<{ id: string }>('SELECT id FROM alert_subscription');
    // (Compared as a set: the ids are random, and a matcher cannot be sorted among them.)
    const leftIds = left.map((r) => r.id);
    expect(leftIds).toHaveLength(4);
    expect(leftIds).toEqual(expect.arrayContaining(ids.slice(0, 3)));
    expect(leftIds).not.toContain(ids[3]);
    expect(leftIds).not.toContain(ids[4]);
    expect(push.receipts.filter((r) => r.refused)).toEqual([]);
  });

  it('sends nothing more for the same slot, or for the same band later that day', async () => {
    const before = push.receipts.length;
    await alertWorker.boss.send(QUEUES.tick, { at: quebecMorning() });
    await alertWorker.boss.send(QUEUES.tick, { at: quebecMorning() + 15 * 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(push.receipts.length).toBe(before);
    expect(upstream.callsFor('Quebec')).toBe(1);
  });
});

describe('a failing push service', () => {
  it('marks the subscriber failing, retries, and fails the notification after the last try', async () => {
    const flaky = push.device(publicKey, 'throttled');
    const id = await subscribe(db, flaky, QUEBEC);
    await db.query(
      `INSERT INTO alert_delivery (id, subscription_id, day, slot, band, band_rank, chance)
       VALUES ('00000000-0000-8000-8000-000000000001', $1, '2026-12-16', 'morning', 'noSchool', 4, 95)`,
      [id],
    );
    const job = (retryCount: number) =>
      ({
        id: 'j',
        data: { delivery: '00000000-0000-8000-8000-000000000001' },
        retryCount,
        retryLimit: 6,
      }) as never;
    const boss = { insert: async () => null };
    expect(await runSend({ ...work, boss }, [job(0)])).toEqual([
      { id: 'j', status: 'failed', output: { reason: 'HTTP 429' } },
    ]);
    const [failing] = await db.query<{ failing_since: Date | null }>(
      'SELECT failing_since FROM alert_subscription WHERE id = $1',
      [id],
    );
    expect(failing?.failing_since).toBeInstanceOf(Date);
    await runSend({ ...work, boss }, [job(6)]);
    const [delivery] = await db.query<{ status: string }>(
      "SELECT status FROM alert_delivery WHERE id = '00000000-0000-8000-8000-000000000001'",
    );
    expect(delivery?.status).toBe('failed');
    // Thirty days of failures later, the daily sweep removes the subscription.
    await runSweep({ ...work, boss }, Date.now() + 31 * 24 * 3600_000);
    expect(await db.query('SELECT 1 FROM alert_subscription WHERE id = $1', [id])).toEqual([]);
  });
});

describe('the daily sweep', () => {
  it('removes subscriptions never delivered to within their first days, and keeps the rest', async () => {
    const boss = { insert: async () => null };
    const delivered = await db.query<{ id: string }>(
      'SELECT id FROM alert_subscription WHERE first_sent_at IS NOT NULL',
    );
    // The three Quebec subscribers heard from the first run.
    expect(delivered).toHaveLength(3);
    // Made long ago, and never sent anything (Paris stays below its threshold).
    const old = await subscribe(db, push.device(publicKey), PARIS, { threshold: 'closure' });
    const fresh = await subscribe(db, push.device(publicKey), PARIS);
    await db.query('UPDATE alert_subscription SET created_at = now() WHERE id = $1', [fresh]);
    const day = 24 * 3600_000;
    // Ten days on, with a ten-day setting: the old one goes; the new one is a minute short.
    await runSweep({ ...work, boss, undeliveredDays: 10 }, Date.now() + 10 * day - 60_000);
    const left = (await db.query<{ id: string }>('SELECT id FROM alert_subscription')).map(
      (r) => r.id,
    );
    expect(left).toHaveLength(4);
    expect(left).toEqual(expect.arrayContaining([...delivered.map((r) => r.id), fresh]));
    expect(left).not.toContain(old);
    // A minute past its ten days, the new one goes too; those once delivered to stay.
    await runSweep({ ...work, boss, undeliveredDays: 10 }, Date.now() + 10 * day + 60_000);
    const after = (await db.query<{ id: string }>('SELECT id FROM alert_subscription')).map(
      (r) => r.id,
    );
    expect(after).toHaveLength(3);
    expect(after).not.toContain(fresh);
  });
});
