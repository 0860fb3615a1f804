import type { Router } from 'express';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { ForecastSource } from '../core/forecast/forecast-source';
import { readyBanner } from '../core/observability/logger';
import type { RedisLink } from '../core/redis/redis-link';
import type { ReleaseMap } from '../core/releases/release-map';
import { distOf } from '../core/repository';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerEnv } from '../core/server-env';
import type { CalculatorServer } from '../section-runner';
import { remoteSecurity, shellOrigins } from './http/security';
import { createStaticApp } from './http/static-app';
import { stopGracefully } from './observability/graceful-stop';
import { createReadiness, healthRoutes, type PartState } from './observability/health';
import { requestLog } from './observability/request-log';
import type { Accuracy } from './accuracy/accuracy-api';
import { READY_WAIT_MS } from './pages/section-hints';
import { createShellApp } from './shell-app';

/** How long requests in flight may take to finish once the server is told to stop. */
const STOP_GRACE_MS = 10_000;

export interface ServeWebOptions {
  env: ServerEnv;
  logger: Logger;
  /** Which release of each section is live (docs/decisions/016-section-releases.md). */
  releases?: ReleaseMap;
  redis?: RedisLink;
  forecasts: ForecastSource;
  calculator: CalculatorServer;
  /** Mounted at the contract's `ALERTS_API.base`. */
  alertsApi: Router;
  /** The accuracy's reports API, recorder and summary (docs/product/accuracy.md). */
  accuracy: Accuracy;
  /** Also serve each remote's build from its own port (its own origin), as `npm start` does. */
  withRemotes: boolean;
  /** Stops what else runs in this process (the alerts), once no request is left in flight. */
  stopAlso: () => Promise<void>;
  /** Parts pages do without, which `/readyz` reports (the alerts' database). */
  parts?: Record<string, () => PartState>;
}

/** A section's published releases (`RELEASES_DIR`), when there are any. */
function releasesOf(env: ServerEnv, name: string): string | undefined {
  if (!env.RELEASES_DIR) return undefined;
  const folder = path.resolve(env.RELEASES_DIR, name);
  return existsSync(folder) ? folder : undefined;
}

function listen(app: ReturnType<typeof createStaticApp>, port: number, host: string) {
  return new Promise<Server>((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}

/**
 * The web process's servers: the shell's (pages, files, forecast endpoint, link previews, the
 * alerts' API) and, with `withRemotes`, each remote's static build. Stops gracefully on SIGINT
 * or SIGTERM (docs/deploy/README.md).
 */
export async function serveWeb({
  env,
  logger,
  redis,
  forecasts,
  calculator,
  alertsApi,
  accuracy,
  withRemotes,
  stopAlso,
  parts = {},
  releases,
}: ServeWebOptions): Promise<void> {
  const readiness = createReadiness();
  for (const [name, state] of Object.entries(parts)) readiness.addPart(name, state);
  const shell = createShellApp({
    env,
    root: distOf('shell'),
    logger,
    ...(releases ? { releases } : {}),
    readiness,
    redis,
    forecasts,
    calculator,
    alerts: alertsApi,
    accuracy,
  });
  const remotes = withRemotes
    ? ([
        ['calculator', env.CALCULATOR_PORT],
        ['blog', env.BLOG_PORT],
        ['pages', env.PAGES_PORT],
      ] as const)
    : [];

  const servers = await Promise.all([
    listen(shell.app, env.PORT, env.HOST),
    ...remotes.map(([name, port]) =>
      listen(
        createStaticApp({
          // Its releases, each in a folder of its own that never changes, when `npm start`
          // publishes them (docs/decisions/016-section-releases.md); else its build.
          root: releasesOf(env, name) ?? distOf(`mfe-${name}`),
          before: [requestLog(logger.child({ remote: name })), healthRoutes()],
          headers: remoteSecurity(shellOrigins(env)),
        }),
        port,
        env.HOST,
      ),
    ),
  ]);

  let stopping: Promise<void> | undefined;
  const stop = (signal: string) => {
    // A second signal while stopping changes nothing: in-flight requests still get their time.
    stopping ??= (async () => {
      readiness.markStopping();
      logger.info({ signal }, 'stopping: no new connections, finishing requests in flight');
      await stopGracefully(servers, STOP_GRACE_MS);
      calculator.close();
      await shell.drawing.close();
      await stopAlso();
      await redis?.close();
      logger.info('stopped');
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // Ready once every section's copy is held (docs/deploy/README.md#readiness): the calculator's
  // lists and server entry, the blog's and the pages'. A section still missing past the wait is
  // named by `/readyz`, and its pages go without it; the others are served.
  readiness.watchSections(() => {
    const sections = shell.hints.states();
    return calculator.entryState() === 'unreachable'
      ? { ...sections, calculator: 'missing' }
      : sections;
  });
  await Promise.all([shell.hints.warm(READY_WAIT_MS), calculator.warm(READY_WAIT_MS)]);
  readiness.markReady();

  const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
  const address = `http://${host}:${String(env.PORT)}/`;
  logger.info({ address }, `Snow Day Calculator is ready at ${address}`);
  for (const [name, port] of remotes) {
    logger.info(`  remote ${name}: http://${host}:${String(port)}/`);
  }
  if (env.WEATHER_API_KEY === undefined) {
    logger.info('  weather: sample forecasts (set WEATHER_API_KEY for live data)');
  }
  if (redis) logger.info('  forecast cache and rate limit: shared in Redis (REDIS_URL)');
  // On a terminal, the address to open stands on its own line, after the log.
  if (process.stdout.isTTY) process.stdout.write(readyBanner(address));
}
