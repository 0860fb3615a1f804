/**
 * `npm start` / `npm run serve`: serves the built shell and each remote from its own port (its
 * own origin), as independent deployments would be, with the runtime settings read from the
 * environment now rather than baked into any bundle.
 *
 * `--shell-only` serves the shell alone: several of them behind a proxy that serves the remotes
 * itself (docs/deploy/README.md). It runs no alert jobs; `--worker-only` runs only those (the
 * schedules and the sending, docs/product/alerts.md), with no web server. Both share the
 * alerts' Postgres through DATABASE_URL; without it, `npm start` keeps it embedded in DATA_DIR.
 */
import { createSampleWeatherHandler } from '@snowday/sample-weather';
import { parseServerEnv, remoteEntryUrls, SAMPLE_WEATHER_PATH, type ServerEnv } from './server-env';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopGracefully } from './observability/graceful-stop';
import { createReadiness, healthRoutes } from './observability/health';
import { createLogger, readyBanner } from './observability/logger';
import { requestLog } from './observability/request-log';
import { connectRedis } from './redis/redis-link';
import { remoteSecurity, shellOrigins } from './security';
import { startAlerts } from './alerts/start-alerts';
import { forecastUpstream } from './forecast/upstream-from-env';
import { createCalculatorServer } from './section-render/calculator-server';
import { createShellApp, createShellForecastSource } from './shell-app';
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

/**
 * A worker alone has no web server to mount the sample forecasts on: without a weather key, it
 * serves them to itself on a loopback port of its own.
 */
async function workerUpstream(
  env: ServerEnv,
): Promise<{ upstreamBase: string; apiKey?: string; server?: Server }> {
  if (env.WEATHER_API_KEY !== undefined) return forecastUpstream(env);
  const sample = createSampleWeatherHandler();
  const server = createServer((req, res) => sample(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { upstreamBase: `http://127.0.0.1:${String(port)}${SAMPLE_WEATHER_PATH}`, server };
}

async function main(): Promise<void> {
  const env = parseServerEnv(process.env);
  const workerOnly = process.argv.includes('--worker-only');
  const shellOnly = process.argv.includes('--shell-only');
  if (workerOnly && shellOnly) throw new Error('Choose --shell-only or --worker-only, not both.');
  const logger = createLogger(env.LOG_LEVEL);
  const readiness = createReadiness();
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger) : undefined;
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repo, '.data');

  // The calculator's server entry: result pages and alerts ask it, in one process of its own.
  const calculator = createCalculatorServer({
    calculatorEntryUrl: remoteEntryUrls(env).calculator,
    log: (line) => logger.warn(line),
  });

  if (workerOnly) {
    // The calculator (CALCULATOR_REMOTE_URL) computes the chances: its entry is read now.
    void calculator.warm();
    const upstream = await workerUpstream(env);
    const alerts = await startAlerts({
      env,
      logger,
      forecasts: createShellForecastSource(env, logger, redis, upstream),
      outlook: calculator.outlook,
      ...(redis ? { redis } : {}),
      dataDir,
      api: false,
      worker: true,
    });
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'stopping: finishing the alert jobs in hand');
      void (async () => {
        await alerts.stop();
        calculator.close();
        upstream.server?.close();
        await redis?.close();
        logger.info('stopped');
        process.exit(0);
      })();
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    logger.info('Snow Day Calculator alert worker is running (--worker-only)');
    return;
  }

  const forecasts = createShellForecastSource(env, logger, redis);
  const alerts = await startAlerts({
    env,
    logger,
    forecasts,
    outlook: calculator.outlook,
    ...(redis ? { redis } : {}),
    dataDir,
    api: true,
    worker: !shellOnly,
  });
  const shell = createShellApp({
    env,
    root: dist('shell'),
    logger,
    readiness,
    redis,
    forecasts,
    calculator,
    ...(alerts.router ? { alerts: alerts.router } : {}),
    accuracy: alerts.accuracy,
  });
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
      calculator.close();
      await alerts.stop();
      await redis?.close();
      logger.info('stopped');
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  // The remotes are up: read their section lists before the first visitor arrives.
  await Promise.all([shell.hints.warm(), calculator.warm()]);
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
