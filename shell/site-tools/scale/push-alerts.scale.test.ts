import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/core/database/database';
import { migrate } from '../../server/core/database/migrate';
import { openServerDatabase } from '../../server/core/database/server-database';
import { QUEUES } from '../../server/alert-worker/jobs/queues';
import { wallClock, zonedInstant } from '../../server/core/alerts/model/wall-clock';
import { loadVapidKeys } from '../../server/core/alerts/push/vapid-keys';
import type { Place } from '../../server/core/alerts/store/places';
import { subscribe } from '../../server/alert-worker/testing';
import { startPushServiceStub, type PushServiceStub } from '../testing/push-service-stub';
import { serveBuiltCalculator, type ServedCalculator } from '../testing/serve-calculator';
import { startUpstreamStub, TEST_KEY, type UpstreamStub } from '../testing/upstream-stub';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { run, type Running } from './processes';

/** Ports of this run: one, 60 from the base (CI's default, or E2E_PORT_BASE + 60 beside others). */
const PG_PORT = Number(process.env.E2E_PORT_BASE ?? 4280) + 60;
const PER_PLACE = 40;
const TIME_ZONE = 'America/Toronto';
const PLACES: Place[] = ['Quebec', 'Montreal', 'Ottawa'].map((name) => ({
  key: `3:${name.toLowerCase()}`,
  query: name,
  name,
  timeZone: TIME_ZONE,
}));

let cluster: PostgresCluster;
let upstream: UpstreamStub;
let push: PushServiceStub;
let calculator: ServedCalculator;
let db: Database;
let boss: PgBoss;
const workers: Running[] = [];

function startWorker(): Running {
  const worker = run(process.execPath, ['--import', 'tsx', 'shell/server/alert-worker/main.ts'], {
    DATABASE_URL: cluster.url,
    WEATHER_API_KEY: TEST_KEY,
    WEATHER_API_BASE: upstream.base,
    SITE_URL: 'https://snow.example.org',
    LOG_LEVEL: 'info',
    REDIS_URL: '',
    // The local push service is http on 127.0.0.1: allowed here by this setting alone.
    PUSH_SERVICE_ALLOWLIST: push.origin,
    // The chances come from the calculator's built server entry, as deployed.
    CALCULATOR_REMOTE_URL: calculator.entryUrl,
  });
  workers.push(worker);
  return worker;
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `timed out waiting for ${what}:\n${workers.map((w) => w.output().slice(-1500)).join('\n---\n')}`,
  );
}

beforeAll(async () => {
  [cluster, upstream, push, calculator] = await Promise.all([
    startPostgresCluster(PG_PORT),
    startUpstreamStub(),
    // Each message takes a moment, so the run lasts long enough to be cut in the middle.
    startPushServiceStub({ latencyMs: 40 }),
    serveBuiltCalculator(),
  ]);
  db = openServerDatabase(cluster.url);
  await migrate(db);
  boss = new PgBoss({
    connectionString: cluster.url,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
}, 60_000);

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop('SIGKILL')));
  await boss?.stop({ graceful: false }).catch(() => undefined);
  await db?.close();
  await Promise.all([cluster?.close(), upstream?.close(), push?.close(), calculator?.close()]);
}, 30_000);

describe('alerts on two worker processes sharing one Postgres', () => {
  it('sends each alert once, even when one worker is killed in the middle of the run', async () => {
    // The workers make the key pair and keep it in the database; a subscription is made with it.
    const [a, b] = [startWorker(), startWorker()];
    await until(
      () => [a, b].every((w) => w.output().includes('alert worker is running')),
      'both workers',
      60_000,
    );
    await boss.start();
    const { publicKey } = await loadVapidKeys(db, {});
    const devices = [];
    for (const place of PLACES) {
      for (let i = 0; i < PER_PLACE; i += 1) {
        const device = push.device(publicKey);
        devices.push(device);
        await subscribe(db, device, place, { hours: ['morning'] });
      }
    }
    const total = devices.length;

    let killed = false;
    push.onMessage = () => {
      const accepted = push.receipts.filter((r) => r.status === 201 || r.status === 404).length;
      if (!killed && accepted >= total / 3) {
        killed = true;
        a.child.kill('SIGKILL');
      }
    };
    // Today's 05:30 in the places' zone; both "instances" ask for the tick, as two schedulers might.
    const at = zonedInstant(wallClock(Date.now(), TIME_ZONE).date, '05:30', TIME_ZONE);
    await boss.send(QUEUES.tick, { at });
    await boss.send(QUEUES.tick, { at: at + 60_000 });

    await until(
      async () =>
        (await db.query("SELECT 1 FROM alert_delivery WHERE status = 'sent'")).length === total,
      'every alert sent',
      120_000,
    );
    expect(killed).toBe(true);
    expect(await a.exited).toBe('SIGKILL');

    // Every subscriber sees exactly one notification: a message re-sent after the kill carries
    // the same Topic and replaced the first at the push service.
    const shown = push.shown();
    expect(shown.size).toBe(total);
    const perDevice = new Map<string, number>();
    for (const key of shown.keys()) {
      const device = key.split(' ')[0] ?? '';
      perDevice.set(device, (perDevice.get(device) ?? 0) + 1);
    }
    expect([...perDevice.values()].every((n) => n === 1)).toBe(true);
    expect(perDevice.size).toBe(total);
    const accepted = push.receipts.filter((r) => r.status === 201);
    console.info(
      `alerts scale: ${String(total)} alerts, ${String(accepted.length)} accepted by the push service ` +
        `(${String(accepted.length - total)} re-sent after the kill, each replacing its first by Topic)`,
    );
    // One forecast request per place, whatever the number of subscribers and of workers.
    for (const place of PLACES) expect(upstream.callsFor(place.query)).toBe(1);
    expect(push.receipts.filter((r) => r.refused)).toEqual([]);
  }, 180_000);
});
