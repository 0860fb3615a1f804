import { ALERTS_URLS } from '@snowday/shared-i18n/contract/alerts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../server/alert-worker/jobs/queues';
import { startUpstreamStub, TEST_KEY, type UpstreamStub } from '../testing/upstream-stub';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { run, type Running } from './processes';
import { sampleSubscription } from './sample-subscription';

/**
 * docs/product/alerts.md#database-down, with Debian's Postgres and the built site: `npm start`'s
 * composition, a web process alone and an alert worker alone, all three started while the
 * database is down, then the database started, stopped mid-run and started again.
 */

/** Ports of this run: 70 from the base (CI's default, or E2E_PORT_BASE + 70 beside others). */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4280) + 70;
const PORTS = {
  postgres: BASE,
  web: BASE + 1,
  shell: BASE + 2,
  remotes: [BASE + 3, BASE + 4, BASE + 5],
};
const COMPOSED = `http://127.0.0.1:${String(PORTS.shell)}`;
const ALONE = `http://127.0.0.1:${String(PORTS.web)}`;
const PAGES = ['/', '/result?location=Buffalo', '/about', '/fr/blog'];

let cluster: PostgresCluster;
let upstream: UpstreamStub;
let dataDir: string;
const processes: { name: string; running: Running }[] = [];

function start(name: string, entry: string, env: Record<string, string>): Running {
  const running = run(process.execPath, ['--import', 'tsx', entry], {
    DATABASE_URL: cluster.url,
    WEATHER_API_KEY: TEST_KEY,
    WEATHER_API_BASE: upstream.base,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    REDIS_URL: '',
    SITE_URL: COMPOSED,
    CONTACT_FORM_URL: '',
    DATA_DIR: dataDir,
    CALCULATOR_PORT: String(PORTS.remotes[0]),
    BLOG_PORT: String(PORTS.remotes[1]),
    PAGES_PORT: String(PORTS.remotes[2]),
    ...env,
  });
  processes.push({ name, running });
  return running;
}

const outputs = () =>
  processes.map(({ name, running }) => `--- ${name}\n${running.output().slice(-3000)}`).join('\n');

async function until(check: () => Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}:\n${outputs()}`);
}

const statusOf = (url: string) =>
  fetch(url, { redirect: 'manual' }).then(
    (r) => r.status,
    () => 0,
  );
async function json(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as unknown };
}
/** `/readyz` as far as the database goes: its status and parts (the sections' copies aside). */
async function readyz(site: string) {
  const { status, body } = await json(`${site}/readyz`);
  const { sections: _sections, ...rest } = body as Record<string, unknown>;
  return { status, body: rest };
}

/** Every log line a process wrote, as JSON; the one unparsable line would be a failure too. */
function logLines(running: Running): Record<string, unknown>[] {
  return running
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Lines about the database or the job engine: each says what happened, in words and a code. */
function failureLines(running: Running, since = 0) {
  return logLines(running)
    .slice(since)
    .filter((line) => /database|job engine|jobs could not start/.test(String(line.msg)));
}

const subscription = sampleSubscription('database-down', 'Buffalo');

let composed: Running;
let alone: Running;
let worker: Running;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'snowday-db-down-'));
  [cluster, upstream] = await Promise.all([
    startPostgresCluster(PORTS.postgres, { running: false }),
    startUpstreamStub(),
  ]);
  composed = start('npm start', 'shell/server/compose.ts', { PORT: String(PORTS.shell) });
  alone = start('web process', 'shell/server/web/main.ts', {
    PORT: String(PORTS.web),
    CALCULATOR_REMOTE_URL: `http://127.0.0.1:${String(PORTS.remotes[0])}/remoteEntry.js`,
    BLOG_REMOTE_URL: `http://127.0.0.1:${String(PORTS.remotes[1])}/remoteEntry.js`,
    PAGES_REMOTE_URL: `http://127.0.0.1:${String(PORTS.remotes[2])}/remoteEntry.js`,
  });
  worker = start('alert worker', 'shell/server/alert-worker/main.ts', {
    CALCULATOR_REMOTE_URL: `http://127.0.0.1:${String(PORTS.remotes[0])}/remoteEntry.js`,
  });
}, 60_000);

afterAll(async () => {
  await Promise.all(processes.map(({ running }) => running.stop('SIGKILL')));
  await Promise.all([cluster?.close(), upstream?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('the database as a part that can fail', () => {
  it('is down at start: the site serves every page, the alerts answer 503, /readyz says which part', async () => {
    for (const site of [COMPOSED, ALONE]) {
      await until(async () => (await statusOf(`${site}/readyz`)) === 200, `${site} ready`, 120_000);
    }
    for (const site of [COMPOSED, ALONE]) {
      for (const page of PAGES)
        expect(await statusOf(`${site}${page}`), `${site}${page}`).toBe(200);
      expect(await readyz(site)).toEqual({
        status: 200,
        body: { status: 'degraded', parts: { database: 'down' } },
      });
      expect(await statusOf(`${site}/healthz`)).toBe(200);
      const answer = await fetch(`${site}${ALERTS_URLS.vapidPublicKey}`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(await answer.json()).toEqual({ error: { code: 'alerts-unavailable' } });
      const posted = await json(`${site}${ALERTS_URLS.subscriptions}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(subscription),
      });
      expect(posted).toEqual({ status: 503, body: { error: { code: 'alerts-unavailable' } } });
    }
    // Past the 4.5 s it used to take to give up: every process is still there, saying why.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    for (const { name, running } of processes) {
      expect(running.child.exitCode, name).toBeNull();
      const lines = failureLines(running);
      expect(lines.length, name).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line.reason, name).toMatch(/ECONNREFUSED/);
        expect(line.code, name).toBe('ECONNREFUSED');
      }
      // One line when it went, at most a few retries' worth since: not two a second.
      expect(lines.length, name).toBeLessThanOrEqual(4);
      expect(running.output(), name).not.toContain('[object Object]');
    }
  }, 240_000);

  it('comes back when the database does: migrations, keys, the API and the jobs', async () => {
    await cluster.start();
    for (const site of [COMPOSED, ALONE]) {
      await until(
        async () =>
          JSON.stringify((await readyz(site)).body) === '{"status":"ok","parts":{"database":"up"}}',
        `${site} back`,
        60_000,
      );
      expect((await json(`${site}${ALERTS_URLS.vapidPublicKey}`)).status).toBe(200);
    }
    await until(
      async () => worker.output().includes('alert worker is running'),
      'the alert worker',
      60_000,
    );
    await until(
      async () => composed.output().includes('alerts: jobs running'),
      'npm start’s jobs',
      60_000,
    );
    for (const running of [composed, alone, worker]) {
      expect(running.output()).toContain('database: reachable again');
    }
  }, 180_000);

  it('goes down mid-run: 503 and degraded at once, quiet logs, then back on its own', async () => {
    const created = await json(`${ALONE}${ALERTS_URLS.subscriptions}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(subscription),
    });
    // Which 503, should it be one: the database's, the weather's or the cap's, and what the
    // process said about it.
    expect(created.status, `${JSON.stringify(created.body)}\n${alone.output().slice(-3000)}`).toBe(
      201,
    );
    const { id, secret } = created.body as { id: string; secret: string };
    const mark = processes.map(({ running }) => logLines(running).length);

    await cluster.stop();
    for (const site of [COMPOSED, ALONE]) {
      await until(
        async () => JSON.stringify((await readyz(site)).body).includes('"down"'),
        `${site} degraded`,
        30_000,
      );
      expect(await readyz(site)).toEqual({
        status: 200,
        body: { status: 'degraded', parts: { database: 'down' } },
      });
      expect(
        await json(`${site}${ALERTS_URLS.subscription(id)}`, {
          headers: { Authorization: `Bearer ${secret}` },
        }),
      ).toEqual({ status: 503, body: { error: { code: 'alerts-unavailable' } } });
      for (const page of PAGES)
        expect(await statusOf(`${site}${page}`), `${site}${page}`).toBe(200);
    }
    // Ten seconds of a database that is down: the job engine's workers poll it twice a second.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    processes.forEach(({ name, running }, i) => {
      expect(running.child.exitCode, name).toBeNull();
      const lines = failureLines(running, mark[i] ?? 0);
      for (const line of lines) {
        expect(typeof line.reason, name).toBe('string');
        expect(String(line.reason), name).not.toBe('');
      }
      const said = lines.map((l) => `${String(l.msg)} ${String(l.code)} ${String(l.reason)}`);
      expect(lines.length, `${name}: ${said.join(' | ')}`).toBeLessThanOrEqual(8);
      console.info(
        `database down 10 s, ${name}: ${String(lines.length)} lines\n  ${said.join('\n  ')}`,
      );
      expect(running.output(), name).not.toContain('[object Object]');
    });

    await cluster.start();
    for (const site of [COMPOSED, ALONE]) {
      await until(
        async () =>
          JSON.stringify((await readyz(site)).body) === '{"status":"ok","parts":{"database":"up"}}',
        `${site} back`,
        60_000,
      );
      // What was stored before is there after.
      expect(
        (
          await json(`${site}${ALERTS_URLS.subscription(id)}`, {
            headers: { Authorization: `Bearer ${secret}` },
          })
        ).status,
      ).toBe(200);
    }
    // The job engine takes work again: a tick sent now is done by a worker.
    const boss = new PgBoss({
      connectionString: cluster.url,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      const job = await boss.send(QUEUES.tick, { at: Date.now() });
      if (!job) throw new Error('the tick was not sent');
      await until(
        async () => (await boss.getJobById(QUEUES.tick, job))?.state === 'completed',
        'a tick done after the outage',
        60_000,
      );
    } finally {
      await boss.stop({ graceful: false });
    }
  }, 240_000);
});
