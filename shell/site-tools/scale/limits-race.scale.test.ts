import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_RULES, saveReport } from '../../server/core/accuracy/store/reports';
import type { Place } from '../../server/core/alerts/store/places';
import {
  createSubscription,
  MAX_PER_ENDPOINT,
  type SubscriptionSettings,
} from '../../server/core/alerts/store/subscriptions';
import type { Database } from '../../server/core/database/database';
import { migrate } from '../../server/core/database/migrate';
import { openServerDatabase } from '../../server/core/database/server-database';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

/**
 * The limits on subscriptions and reports hold when the requests come at the very same moment,
 * on Debian's Postgres with a pool of connections (the embedded one runs one statement at a time,
 * so it cannot show a race): docs/product/alerts.md#abuse, docs/product/accuracy.md#abuse.
 */

/** Ports of this run: 90 from the base (CI's default, or E2E_PORT_BASE + 90 beside others). */
const PG_PORT = Number(process.env.E2E_PORT_BASE ?? 4280) + 90;

let cluster: PostgresCluster;
let db: Database;

const place = (n: number): Place => ({
  key: `place ${String(n)}`,
  query: `Place ${String(n)}`,
  name: `Place ${String(n)}`,
  timeZone: 'America/New_York',
});
const settings = (endpoint: string, keys = { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) }) =>
  ({
    endpoint,
    keys,
    location: 'Place',
    schoolType: 'Public',
    snowDays: 0,
    language: 'en',
    units: 'us',
    threshold: 'delay',
    hours: ['evening'],
  }) satisfies SubscriptionSettings;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

beforeAll(async () => {
  cluster = await startPostgresCluster(PG_PORT);
  db = openServerDatabase(cluster.url, { max: 45 });
  await migrate(db);
}, 120_000);

afterAll(async () => {
  await db.close();
  await cluster.close();
});

describe('the site’s cap, under forty sign-ups at once', () => {
  it('keeps exactly the cap when ten places are left and forty devices ask together', async () => {
    for (let n = 0; n < 20; n += 1) {
      await createSubscription(
        db,
        randomUUID(),
        'h',
        settings(`https://x.test/old/${String(n)}`),
        place(n),
      );
    }
    const cap = 30;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        createSubscription(
          db,
          randomUUID(),
          'h',
          settings(`https://x.test/new/${String(n)}`),
          place(100 + n),
          { maxTotal: cap },
        ),
      ),
    );
    expect(await count('SELECT count(*)::int AS n FROM alert_subscription')).toBe(cap);
    expect(answers.filter((a) => a.kind === 'created')).toHaveLength(10);
    expect(answers.filter((a) => a.kind === 'capped')).toHaveLength(30);
  }, 60_000);
});

describe('one device’s limits, under its requests at once', () => {
  it('lets one device follow ten places however many it asks for together', async () => {
    const endpoint = 'https://x.test/one-device';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        createSubscription(db, randomUUID(), 'h', settings(endpoint), place(200 + n)),
      ),
    );
    expect(
      await count('SELECT count(*)::int AS n FROM alert_subscription WHERE endpoint = $1', [
        endpoint,
      ]),
    ).toBe(MAX_PER_ENDPOINT);
    expect(answers.filter((a) => a.kind === 'full')).toHaveLength(25 - MAX_PER_ENDPOINT);
  }, 60_000);

  it('gives a new address to one device only, when two with other keys ask at once', async () => {
    const endpoint = 'https://x.test/contested';
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        createSubscription(
          db,
          randomUUID(),
          'h',
          settings(endpoint, { p256dh: `${String(n)}${'p'.repeat(86)}`, auth: 'a'.repeat(22) }),
          place(300 + n),
        ),
      ),
    );
    expect(answers.filter((a) => a.kind === 'created')).toHaveLength(1);
    expect(answers.filter((a) => a.kind === 'taken')).toHaveLength(9);
  }, 60_000);

  const report = (device: string, n: number, answer: 'open' | 'closed') =>
    saveReport(db, {
      deviceHash: device,
      place: {
        key: `canada|quebec|town ${String(n)}`,
        name: 'Town',
        region: 'Quebec',
        country: 'Canada',
      },
      schoolType: 'Public',
      snowDays: 0,
      day: '2026-12-02',
      answer,
    });

  it('holds a device to its reports a day, and to five places closed, when they come at once', async () => {
    const many = await Promise.all(
      Array.from({ length: 30 }, (_, n) => report('device-many', n, 'open')),
    );
    expect(many.filter((r) => r.kind === 'too-many')).toHaveLength(
      30 - REVIEW_RULES.devicePlaceDays,
    );
    const closed = await Promise.all(
      Array.from({ length: 8 }, (_, n) => report('device-closed', n, 'closed')),
    );
    expect(closed.filter((r) => r.kind === 'saved' && r.status === 'held')).toHaveLength(
      8 - REVIEW_RULES.closedPlaces,
    );
  }, 60_000);

  it('holds a place-day’s burst when its reports come at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => report(`burst-${String(n)}`, 999, 'closed')),
    );
    expect(answers.filter((r) => r.kind === 'saved' && r.status === 'accepted')).toHaveLength(
      REVIEW_RULES.burstDevices,
    );
  }, 60_000);
});
