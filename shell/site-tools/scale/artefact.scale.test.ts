import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packArtefact } from '../../server/build/pack-artefact';
import { trustedSigningKeys } from '../../server/section-runner/signing-keys';
import { startUpstreamStub, TEST_KEY, type UpstreamStub } from '../testing/upstream-stub';
import { renderNginxConfig } from './nginx-config';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { findBinary, run, waitForOk, waitForPort, type Running } from './processes';

/**
 * What the images run (docs/deploy/docker/), without Docker: the artefact packed, unpacked in a
 * clean folder, installed with `npm ci --omit=dev` from the npm cache alone, and each process
 * started from it with plain `node`: two web processes and the alert worker on Postgres and
 * Redis behind nginx running docs/deploy/nginx.conf, then the one-machine composition on its
 * embedded database. Needs the build (`npm run build`).
 */

/** Ports of this run: 100 from the base (CI's default, or E2E_PORT_BASE + 100 beside others). */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4280) + 100;
const PORTS = {
  site: BASE,
  sections: [BASE + 1, BASE + 2, BASE + 3],
  redis: BASE + 4,
  postgres: BASE + 5,
  web: [BASE + 10, BASE + 11],
  workerHealth: BASE + 12,
  compose: [BASE + 15, BASE + 16, BASE + 17, BASE + 18],
};
const SECTIONS = ['calculator', 'blog', 'pages'] as const;
const SITE = `http://127.0.0.1:${String(PORTS.site)}`;

let folder: string;
let app: string;
let postgres: PostgresCluster;
let upstream: UpstreamStub;
const started: Running[] = [];
let web: Running[] = [];
let worker: Running;

/** A process of the artefact, started as its image starts it: `node <entry>` in its folder. */
function node(entry: string, env: Record<string, string>): Running {
  const running = run(
    process.execPath,
    [path.join('shell/server/dist', entry)],
    {
      NODE_ENV: 'production',
      // Nothing of this test's own Node (a loader, a flag) reaches the artefact's.
      NODE_OPTIONS: '',
      WEATHER_API_KEY: TEST_KEY,
      WEATHER_API_BASE: upstream.base,
      SITE_URL: SITE,
      SHELL_ORIGINS: SITE,
      LOG_LEVEL: 'info',
      // The artefact holds no key: it trusts the one the build signed with, as it is given.
      CALCULATOR_SIGNING_PUBLIC_KEY: trustedSigningKeys({})
        .map((key) => key.export({ type: 'spki', format: 'pem' }).toString())
        .join(''),
      ...env,
    },
    { cwd: app },
  );
  started.push(running);
  return running;
}

const sectionUrl = (i: number) => `http://127.0.0.1:${String(PORTS.sections[i])}/remoteEntry.js`;
const shared = () => ({
  DATABASE_URL: postgres.url,
  REDIS_URL: `redis://127.0.0.1:${String(PORTS.redis)}`,
  CALCULATOR_REMOTE_URL: sectionUrl(0),
  BLOG_REMOTE_URL: sectionUrl(1),
  PAGES_REMOTE_URL: sectionUrl(2),
});

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'snowday-artefact-'));
  const tarball = packArtefact(path.join(folder, 'stage'));
  app = path.join(folder, 'app');
  mkdirSync(app);
  execFileSync('tar', ['-xzf', tarball, '-C', app, '--strip-components=1']);
  // --offline: every package from the npm cache the repository's own install filled.
  // As in a clean shell: none of what `npm test` handed its scripts (`npm_*`) but its cache.
  const outside = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => (!/^npm_/i.test(name) || /^npm_config_cache$/i.test(name)) && name !== 'INIT_CWD',
    ),
  );
  execFileSync('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund'], {
    cwd: app,
    env: { ...outside, NODE_ENV: 'production' },
    stdio: 'pipe',
  });

  [postgres, upstream] = await Promise.all([
    startPostgresCluster(PORTS.postgres),
    startUpstreamStub(),
  ]);
  if (closed) return closeAll();
  const redis = run(findBinary('redis-server'), [
    ...['--port', String(PORTS.redis), '--bind', '127.0.0.1'],
    ...['--save', '', '--appendonly', 'no'],
  ]);
  started.push(redis);
  await waitForPort(PORTS.redis, redis);

  const runtime = path.join(folder, 'nginx');
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache']) {
    mkdirSync(path.join(runtime, dir), { recursive: true });
  }
  writeFileSync(
    path.join(runtime, 'nginx.conf'),
    renderNginxConfig({
      runtime,
      listen: PORTS.site,
      instances: PORTS.web.map((port) => `127.0.0.1:${String(port)}`),
      siteOrigin: SITE,
      workers: 1,
      // The sections as the artefact carries them.
      sections: SECTIONS.map((name, i) => ({
        listen: PORTS.sections[i] ?? 0,
        root: path.join(app, `mfe-${name}`, 'dist'),
      })),
    }),
  );
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  const nginx = run(findBinary('nginx'), [
    ...['-p', runtime, '-c', path.join(runtime, 'nginx.conf')],
    ...['-g', `daemon off;${user}`],
  ]);
  started.push(nginx);
  await waitForPort(PORTS.site, nginx);
  if (closed) return closeAll();

  web = PORTS.web.map((port) =>
    node('web.js', { ...shared(), PORT: String(port), HOST: '127.0.0.1' }),
  );
  worker = node('alert-worker.js', { ...shared(), HEALTH_PORT: String(PORTS.workerHealth) });
  await Promise.all(
    web.map((running, i) =>
      waitForOk(`http://127.0.0.1:${String(PORTS.web[i])}/readyz`, running, 60_000),
    ),
  );
}, 300_000);

/**
 * Stops everything this file started. A set-up that outlives its time goes on after the tests
 * are given up on: it looks at `closed` between its steps and stops what it started since.
 */
let closed = false;
async function closeAll() {
  await Promise.all(started.splice(0).map((p) => p.stop('SIGTERM')));
  await Promise.all([postgres?.close(), upstream?.close()]);
  if (folder) rmSync(folder, { recursive: true, force: true });
}
afterAll(async () => {
  closed = true;
  await closeAll();
}, 30_000);

describe('the artefact, installed with npm ci --omit=dev in a clean folder', () => {
  it('holds production dependencies only', () => {
    const installed = (name: string) => existsSync(path.join(app, 'node_modules', name));
    expect(
      ['express', 'pg-boss', 'workerd', 'piscina', '@electric-sql/pglite'].filter(installed),
    ).toHaveLength(5);
    expect(['tsx', 'vite', 'vitest', 'typescript', 'rolldown'].filter(installed)).toEqual([]);
  });

  it('serves the site through nginx, each page answered by a web process started with node', async () => {
    const home = await fetch(`${SITE}/fr/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="fr');
    // The calculator's server entry ran in its sandbox: the answer is in the HTML.
    const result = await fetch(`${SITE}/result?location=14201&schoolType=public&snowDays=2`);
    expect(result.status).toBe(200);
    expect(await result.text()).toMatch(/data-testid="headline-chance"[^>]*>\d+\s?%/);
  });

  it('keeps the subscriptions in Postgres, on every web process', async () => {
    for (const port of PORTS.web) {
      const ready = (await (await fetch(`http://127.0.0.1:${String(port)}/readyz`)).json()) as {
        parts?: Record<string, string>;
      };
      expect(ready.parts).toEqual({ database: 'up' });
    }
  });

  it('shares one forecast cache between the web processes through Redis', async () => {
    const ask = (port: number | undefined) =>
      fetch(`http://127.0.0.1:${String(port)}/api/weather/v1/forecast.json?q=Quebec&days=3`);
    expect((await ask(PORTS.web[0])).status).toBe(200);
    expect((await ask(PORTS.web[1])).status).toBe(200);
    expect(upstream.callsFor('Quebec')).toBe(1);
  });

  it('draws a link preview on its drawing threads', async () => {
    const html = await (await fetch(`${SITE}/`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1/);
    const answer = await fetch(image ?? '');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });

  it('runs the alert worker on Postgres', async () => {
    const deadline = Date.now() + 30_000;
    while (!worker.output().includes('alert worker is running') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(worker.output()).toContain('alert worker is running');
    const health = await fetch(`http://127.0.0.1:${String(PORTS.workerHealth)}/healthz`);
    expect(health.status).toBe(200);
  });

  it('runs the whole site on one machine, on its embedded database', async () => {
    const [shell, calculator, blog, pages] = PORTS.compose.map(String);
    const composed = node('compose.js', {
      ...{ PORT: shell ?? '', CALCULATOR_PORT: calculator ?? '', BLOG_PORT: blog ?? '' },
      ...{ PAGES_PORT: pages ?? '', HOST: '127.0.0.1', SITE_URL: '', SHELL_ORIGINS: '' },
      DATA_DIR: path.join(folder, 'data'),
    });
    await waitForOk(`http://127.0.0.1:${String(shell)}/readyz`, composed, 60_000);
    const ready = (await (await fetch(`http://127.0.0.1:${String(shell)}/readyz`)).json()) as {
      parts?: Record<string, string>;
    };
    expect(ready.parts).toEqual({ database: 'up' });
    expect((await fetch(`http://127.0.0.1:${String(blog)}/remoteEntry.js`)).status).toBe(200);
    expect(await composed.stop('SIGTERM')).toBe(0);
  }, 120_000);

  it('says in one JSON line why it cannot start', async () => {
    const failed = node('web.js', { PORT: 'eighty' });
    expect(await failed.exited).toBe(1);
    const lines = failed.output().split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 60, msg: /PORT/ });
  });

  it('stops on SIGTERM with exit code 0', async () => {
    expect(await web[1]?.stop('SIGTERM')).toBe(0);
    expect(await worker.stop('SIGTERM')).toBe(0);
  }, 30_000);

  it('writes every log line as JSON', () => {
    for (const running of [...web, worker]) {
      const lines = running.output().split('\n').filter(Boolean);
      expect(lines.length).toBeGreaterThan(0);
      const notJson = lines.filter((line) => {
        try {
          return typeof JSON.parse(line) !== 'object';
        } catch {
          return true;
        }
      });
      expect(notJson).toEqual([]);
    }
  });
});
