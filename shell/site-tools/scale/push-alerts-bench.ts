/**
 * `npm run bench:alerts`: a storm morning for the alerts. 100,000 subscriptions over 500
 * places in Debian's Postgres, one alert worker process (`shell/server/alert-worker/main.ts`), a
 * WeatherAPI stand-in and the local push service (which checks every token and decrypts every
 * message). One run at the places' 05:30; prints the time from the tick to the last notification
 * accepted, the upstream calls (one per place: 500), the alert worker's memory and the sends per
 * second. A benchmark, not a test: numbers depend on the machine (`BENCH_PORT_BASE` moves its
 * port; `--subscriptions=N`, `--places=N` shrink it). The chances come from the calculator's built server entry, so
 * `npm run build` first.
 */
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { PgBoss } from 'pg-boss';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { idFor } from '../../server/alert-worker/jobs/job-ids';
import { QUEUES } from '../../server/alert-worker/jobs/queues';
import { wallClock, zonedInstant } from '../../server/core/alerts/model/wall-clock';
import { loadVapidKeys } from '../../server/core/alerts/push/vapid-keys';
import { migrate } from '../../server/core/database/migrate';
import { openServerDatabase } from '../../server/core/database/server-database';
import { startPushServiceStub } from '../testing/push-service-stub';
import { serveBuiltCalculator } from '../testing/serve-calculator';
import { startPostgresCluster } from './postgres-cluster';
import { run } from './processes';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SUBSCRIPTIONS = arg('subscriptions', 100_000);
/** `--profile=DIR`: the worker writes a CPU profile there (open it in Chrome's DevTools). */
const PROFILE = process.argv.find((a) => a.startsWith('--profile='))?.split('=')[1];
const PLACES = arg('places', 500);
const PORT = Number(process.env.BENCH_PORT_BASE ?? 4380) + 30;
const ZONE = 'America/Toronto';

function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return Number.NaN;
  }
}

const TICKS_PER_SECOND = 100;

/** utime, stime and the reaped children's, in seconds: the CPU `pid` has used so far. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
      .split(') ')[1]
      ?.split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields?.[i] ?? 0), 0);
    return ticks / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** A process and every process under it, read from /proc. */
function processTree(root: number | undefined): number[] {
  if (root === undefined) return [];
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.split(') ')[1]?.split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The CPU of `root` and every process under it (a Postgres server and its backends). */
function treeCpuSeconds(root: number | undefined): number {
  if (root === undefined) return Number.NaN;
  return processTree(root).reduce((total, pid) => total + cpuSeconds(pid), 0);
}

/** The memory of the worker and the process under it that runs the calculator's server entry. */
const treeRssMb = (root: number | undefined): number =>
  processTree(root).reduce((total, pid) => total + (rssMb(pid) || 0), 0);

/** Any place is Quebec's sample forecast under its own name: every place is due and snowy. */
async function startUpstream() {
  const calls = new Map<string, number>();
  const server = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    calls.set(q, (calls.get(q) ?? 0) + 1);
    const body = sampleForecast('Quebec', 3, new Date(), { alerts: true });
    if (body) body.location.name = q;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function main() {
  console.info(
    `alerts bench: ${String(SUBSCRIPTIONS)} subscriptions over ${String(PLACES)} places`,
  );
  const [cluster, upstream, push, calculator] = await Promise.all([
    startPostgresCluster(PORT),
    startUpstream(),
    startPushServiceStub(),
    serveBuiltCalculator(),
  ]);
  const db = openServerDatabase(cluster.url);
  try {
    await migrate(db);
    const { publicKey } = await loadVapidKeys(db, {});
    const places = Array.from({ length: PLACES }, (_, i) => `Snowtown ${String(i + 1)}`);
    await db.query(
      `INSERT INTO alert_place (key, query, name, time_zone)
       SELECT '3:' || lower(q), q, q, $2 FROM unnest($1::text[]) AS q`,
      [places, ZONE],
    );
    const made = Date.now();
    for (let start = 0; start < SUBSCRIPTIONS; start += 5_000) {
      const batch = Array.from({ length: Math.min(5_000, SUBSCRIPTIONS - start) }, (_, i) => {
        const n = start + i;
        const device = push.device(publicKey);
        return { n, place: places[n % PLACES] ?? '', ...device.subscription };
      });
      await db.query(
        `INSERT INTO alert_subscription (id, secret_hash, endpoint, p256dh, auth, place_key,
           location, school_type, snow_days, language, units, threshold, evening, morning, created_at)
         SELECT id, 'bench', endpoint, p256dh, auth, '3:' || lower(place), place, 'Public', 0,
           (ARRAY['en','es','fr','zh'])[1 + n % 4], 'metric', 'delay', false, true, '2000-01-01'
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
           AS t(id, endpoint, p256dh, auth, place, n)`,
        [
          batch.map((b) => idFor('bench', b.n)),
          batch.map((b) => b.endpoint),
          batch.map((b) => b.keys.p256dh),
          batch.map((b) => b.keys.auth),
          batch.map((b) => b.place),
          batch.map((b) => b.n),
        ],
      );
    }
    console.info(`  stored in ${String(Date.now() - made)} ms`);

    const worker = run(
      process.execPath,
      [
        ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []),
        ...['--import', 'tsx', 'shell/server/alert-worker/main.ts'],
      ],
      {
        DATABASE_URL: cluster.url,
        WEATHER_API_KEY: 'bench',
        WEATHER_API_BASE: upstream.base,
        SITE_URL: 'https://snow.example.org',
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        // The local push service is http on 127.0.0.1: allowed here by this setting alone.
        PUSH_SERVICE_ALLOWLIST: push.origin,
        CALCULATOR_REMOTE_URL: calculator.entryUrl,
      },
    );
    const boss = new PgBoss({
      connectionString: cluster.url,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    try {
      while (
        !(await db
          .query("SELECT 1 FROM pg_tables WHERE schemaname = 'pgboss' AND tablename = 'queue'")
          .then((r) => r.length))
      ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await boss.start();
      const before = rssMb(worker.child.pid);
      const cpuBefore = {
        worker: cpuSeconds(worker.child.pid ?? 0),
        postgres: treeCpuSeconds(cluster.process.child.pid),
        bench: process.cpuUsage(),
      };
      let peak = before;
      let treePeak = treeRssMb(worker.child.pid);
      const at = zonedInstant(wallClock(Date.now(), ZONE).date, '05:30', ZONE);
      const started = Date.now();
      await boss.send(QUEUES.tick, { at });
      let last = 0;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        peak = Math.max(peak, rssMb(worker.child.pid));
        treePeak = Math.max(treePeak, treeRssMb(worker.child.pid));
        const accepted = push.receipts.filter((r) => r.status === 201).length;
        if (accepted !== last) last = accepted;
        if (accepted >= SUBSCRIPTIONS) break;
        if (Date.now() - started > 30 * 60_000) throw new Error(`only ${String(accepted)} sent`);
      }
      const seconds = (Date.now() - started) / 1000;
      const benchCpu = process.cpuUsage(cpuBefore.bench);
      const cpu = {
        worker: cpuSeconds(worker.child.pid ?? 0) - cpuBefore.worker,
        postgres: treeCpuSeconds(cluster.process.child.pid) - cpuBefore.postgres,
        bench: (benchCpu.user + benchCpu.system) / 1e6,
      };
      const calls = [...upstream.calls.values()].reduce((a, b) => a + b, 0);
      console.info(`  time from the tick to the last notification: ${seconds.toFixed(1)} s`);
      console.info(`  upstream calls: ${String(calls)} for ${String(PLACES)} places`);
      console.info(
        `  notifications accepted: ${String(last)}, refused: ${String(push.receipts.filter((r) => r.refused).length)}`,
      );
      console.info(`  sends per second: ${(SUBSCRIPTIONS / seconds).toFixed(0)}`);
      console.info(
        `  worker memory (RSS): ${String(before)} MB before, ${String(peak)} MB at most; with the calculator's process beside it, ${String(treePeak)} MB at most`,
      );
      console.info(
        `  CPU used in that time: worker ${cpu.worker.toFixed(0)} s, Postgres ${cpu.postgres.toFixed(0)} s, push service and weather stand-in ${cpu.bench.toFixed(0)} s (${((cpu.worker * 1000) / SUBSCRIPTIONS).toFixed(2)} ms of worker per notification)`,
      );
      console.info(
        `  machine load (1 min average) at the end: ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(availableParallelism())} cores`,
      );
    } finally {
      await boss.stop({ graceful: false }).catch(() => undefined);
      await worker.stop('SIGTERM');
    }
  } finally {
    await db.close();
    await Promise.all([cluster.close(), upstream.close(), push.close(), calculator.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
