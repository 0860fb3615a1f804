import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startUpstreamStub, TEST_KEY, type UpstreamStub } from '../testing/upstream-stub';
import { REPO, renderNginxConfig } from './nginx-config';
import { findBinary, run, waitForOk, waitForPort, type Running } from './processes';

export interface RigOptions {
  /** First of 20 ports this rig may use, all on 127.0.0.1. */
  portBase: number;
  instances: number;
  nginx: boolean;
  redis: boolean;
  /** Added to the stub's every answer, so simultaneous requests overlap. */
  upstreamLatencyMs?: number;
  logLevel?: string;
  /** More settings for every instance. */
  env?: Record<string, string>;
  /** How long an instance may take to be ready (it starts the calculator's sandbox). */
  readyTimeoutMs?: number;
  /**
   * The weather service's stand-in, started by the caller (a storm's places); by default the
   * sample places' (`upstream-stub.ts`). The rig closes it.
   */
  upstream?: UpstreamStub;
}

export interface Instance {
  url: string;
  process: Running;
}

export interface StormRig {
  /** nginx's site address, or the first instance's without nginx. */
  siteUrl: string;
  /** Where nginx keeps its pid, logs (`access.log`) and caches (`cache/`, `pages/`). */
  runtime: string;
  instances: Instance[];
  upstream: UpstreamStub;
  redis?: Running;
  nginx?: Running;
  close: () => Promise<void>;
}

const SECTIONS = ['calculator', 'blog', 'pages'] as const;

/**
 * A storm night on one machine: a WeatherAPI stand-in, optionally Redis, N instances of the
 * shell's web process (`shell/server/web/main.ts`) and optionally nginx running
 * docs/deploy/nginx.conf in front of them, serving the sections itself and keeping what the
 * instances let a shared cache keep (its `proxy_cache`, standing for a CDN). Needs the build
 * (`npm run build`).
 */
export async function startStormRig(options: RigOptions): Promise<StormRig> {
  const { portBase: base } = options;
  const ports = {
    site: base,
    sections: [base + 1, base + 2, base + 3],
    redis: base + 4,
    instances: Array.from({ length: options.instances }, (_, i) => base + 10 + i),
  };
  const runtime = mkdtempSync(path.join(tmpdir(), 'snowday-storm-'));
  const started: Running[] = [];
  let nginxProcess: Running | undefined;
  const upstream =
    options.upstream ?? (await startUpstreamStub({ latencyMs: options.upstreamLatencyMs ?? 0 }));
  const close = async () => {
    // nginx's master stops its workers on SIGTERM; killed outright, it would leave them behind.
    await Promise.all(
      started.reverse().map((p) => p.stop(p === nginxProcess ? 'SIGTERM' : 'SIGKILL')),
    );
    await upstream.close();
    rmSync(runtime, { recursive: true, force: true });
  };

  try {
    let redis: Running | undefined;
    if (options.redis) {
      redis = run(findBinary('redis-server'), [
        ...['--port', String(ports.redis), '--bind', '127.0.0.1'],
        ...['--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
      ]);
      started.push(redis);
      await waitForPort(ports.redis, redis);
    }

    const siteOrigin = `http://127.0.0.1:${String(options.nginx ? ports.site : ports.instances[0])}`;
    const sectionUrl = (i: number) =>
      `http://127.0.0.1:${String(ports.sections[i])}/remoteEntry.js`;
    let nginx: Running | undefined;
    if (options.nginx) {
      for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache', 'pages']) {
        mkdirSync(path.join(runtime, dir));
      }
      const config = renderNginxConfig({
        runtime,
        listen: ports.site,
        instances: ports.instances.map((port) => `127.0.0.1:${String(port)}`),
        siteOrigin,
        // Two cores here, shared with the instances and the load.
        workers: 2,
        sections: SECTIONS.map((name, i) => ({
          listen: ports.sections[i] ?? 0,
          root: path.join(REPO, `mfe-${name}`, 'dist'),
        })),
      });
      writeFileSync(path.join(runtime, 'nginx.conf'), config);
      // As root, nginx's workers would otherwise switch to `nobody`, who cannot read the build.
      const user = process.getuid?.() === 0 ? ' user root;' : '';
      nginx = run(findBinary('nginx'), [
        ...['-p', runtime, '-c', path.join(runtime, 'nginx.conf')],
        ...['-g', `daemon off;${user}`],
      ]);
      started.push(nginx);
      nginxProcess = nginx;
      await waitForOk(`http://127.0.0.1:${String(ports.sections[0])}/remoteEntry.js`, nginx);
    }

    // Without nginx, a single instance serves the sections itself, as `npm start` does.
    const ownSections = !options.nginx && options.instances === 1;
    const remoteUrl = (i: number) =>
      options.nginx ? sectionUrl(i) : ownSections ? '' : 'http://127.0.0.1:9/remoteEntry.js';
    const instances = ports.instances.map((port) => {
      // A lone instance is `npm start`'s composition; behind nginx, web processes alone.
      const entry = ownSections ? 'shell/server/compose.ts' : 'shell/server/web/main.ts';
      const running = run(process.execPath, ['--import', 'tsx', entry], {
        PORT: String(port),
        CALCULATOR_PORT: String(ports.sections[0]),
        BLOG_PORT: String(ports.sections[1]),
        PAGES_PORT: String(ports.sections[2]),
        HOST: '127.0.0.1',
        SITE_URL: siteOrigin,
        WEATHER_API_KEY: TEST_KEY,
        WEATHER_API_BASE: upstream.base,
        LOG_LEVEL: options.logLevel ?? 'warn',
        // Only a lone instance keeps the alerts' embedded database; its own, here.
        DATA_DIR: path.join(runtime, `data-${String(port)}`),
        REDIS_URL: options.redis ? `redis://127.0.0.1:${String(ports.redis)}` : '',
        CONTACT_FORM_URL: '',
        SHELL_ORIGINS: siteOrigin,
        CALCULATOR_REMOTE_URL: remoteUrl(0),
        BLOG_REMOTE_URL: remoteUrl(1),
        PAGES_REMOTE_URL: remoteUrl(2),
        ...options.env,
      });
      started.push(running);
      return { url: `http://127.0.0.1:${String(port)}`, process: running };
    });
    await Promise.all(
      instances.map((i) =>
        waitForOk(`${i.url}/readyz`, i.process, options.readyTimeoutMs ?? 30_000),
      ),
    );
    if (nginx) await waitForOk(`http://127.0.0.1:${String(ports.site)}/readyz`, nginx);

    return { siteUrl: siteOrigin, runtime, instances, upstream, redis, nginx, close };
  } catch (error) {
    await close();
    throw error;
  }
}
