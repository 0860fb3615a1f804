/**
 * `npm start` / `npm run serve`: serves the built shell and each remote from its own port (its
 * own origin), as independent deployments would be, with the runtime settings read from the
 * environment now rather than baked into any bundle.
 *
 * `--shell-only` serves the shell alone: several of them behind a proxy that serves the remotes
 * itself (docs/deploy/README.md).
 */
import { parseServerEnv } from '@snowday/shared-i18n/server';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopGracefully } from './observability/graceful-stop';
import { createReadiness, healthRoutes } from './observability/health';
import { createLogger } from './observability/logger';
import { requestLog } from './observability/request-log';
import { connectRedis } from './redis/redis-link';
import { remoteSecurity, shellOrigins } from './security';
import { createShellApp } from './shell-app';
import { createStaticApp } from './static-app';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (pkg: string) => path.join(repo, pkg, 'dist');
/** How long requests in flight may take to finish once the server is told to stop. */
const STOP_GRACE_MS = 10_000;

function listen(app: ReturnType<typeof createStaticApp>, port: number, host: string) {
  return new Promise<Server>((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}

async function main(): Promise<void> {
  const env = parseServerEnv(process.env);
  const shellOnly = process.argv.includes('--shell-only');
  const logger = createLogger(env.LOG_LEVEL);
  const readiness = createReadiness();
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger) : undefined;

  const shell = createShellApp({ env, root: dist('shell'), logger, readiness, redis });
  const remotes = shellOnly
    ? []
    : ([
        ['calculator', env.CALCULATOR_PORT],
        ['blog', env.BLOG_PORT],
        ['pages', env.PAGES_PORT],
      ] as const);

  const servers = await Promise.all([
    listen(shell.app, env.PORT, env.HOST),
    ...remotes.map(([name, port]) =>
      listen(
        createStaticApp({
          root: dist(`mfe-${name}`),
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
      await redis?.close();
      logger.info('stopped');
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // The remotes are up: read their section lists before the first visitor arrives.
  await shell.hints.warm();
  readiness.markReady();

  const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
  logger.info(`Snow Day Calculator is ready at http://${host}:${String(env.PORT)}/`);
  for (const [name, port] of remotes) {
    logger.info(`  remote ${name}: http://${host}:${String(port)}/`);
  }
  if (env.WEATHER_API_KEY === undefined) {
    logger.info('  weather: sample forecasts (set WEATHER_API_KEY for live data)');
  }
  if (redis) logger.info('  forecast cache and rate limit: shared in Redis (REDIS_URL)');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
