/**
 * The alert worker alone: the push alerts' schedules, runs and sending on pg-boss
 * (docs/product/alerts.md, docs/decisions/009-postgres-and-pg-boss.md), with no web server. It
 * shares the subscriptions the web instances take through DATABASE_URL, which it needs.
 */
import { createSampleWeatherHandler } from '@snowday/sample-weather';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { linkAlertsDatabase, logAlertsOn } from '../core/alerts/alerts-database';
import { createServerForecastSource } from '../core/forecast/server-forecast-source';
import { forecastUpstream } from '../core/forecast/upstream-from-env';
import { createLogger, logStartFailure } from '../core/observability/logger';
import { connectRedis } from '../core/redis/redis-link';
import { dataDirOf } from '../core/repository';
import {
  parseServerEnv,
  remoteEntryUrls,
  SAMPLE_WEATHER_PATH,
  type ServerEnv,
} from '../core/server-env';
import { createReleaseMap } from '../core/releases/release-map';
import { createCalculatorServer } from '../section-runner';
import { keepAlertJobs } from './alert-jobs';
import { serveHealthPort } from './health-port';

/**
 * The alert worker has no web server to mount the sample forecasts on: without a weather key, it
 * serves them to itself on a loopback port of its own.
 */
async function alertWorkerUpstream(
  env: ServerEnv,
): Promise<ReturnType<typeof forecastUpstream> & { server?: Server }> {
  const upstream = forecastUpstream(env);
  if (upstream.provider !== 'samples') return upstream;
  const sample = createSampleWeatherHandler();
  const server = createServer((req, res) => sample(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...upstream,
    upstreamBase: `http://127.0.0.1:${String(port)}${SAMPLE_WEATHER_PATH}`,
    server,
  };
}

async function main(): Promise<void> {
  const env = parseServerEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL);
  if (!env.DATABASE_URL) {
    throw new Error(
      'The alert worker needs DATABASE_URL: alone, it must share its database with the web instances that take subscriptions.',
    );
  }
  // Its one HTTP answer, for a health check, when asked for (docs/deploy/README.md#images).
  const health =
    env.HEALTH_PORT === undefined ? undefined : await serveHealthPort(env.HEALTH_PORT, env.HOST);
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger) : undefined;
  // The calculator (CALCULATOR_REMOTE_URL, or the live release the release map names) computes
  // the chances: its entry is read now (docs/decisions/016-section-releases.md).
  const releases = createReleaseMap({
    source: env.RELEASE_MAP,
    addresses: remoteEntryUrls(env),
    log: (level, message, fields) => logger[level](fields, message),
  });
  await releases.refresh();
  releases.watch();
  const calculator = createCalculatorServer({
    calculatorEntryUrl: () => releases.current().calculator,
    log: (line) => logger.warn(line),
    sandboxes: env.RENDER_SANDBOXES,
    signing: env,
  });
  void calculator.warm();
  const upstream = await alertWorkerUpstream(env);
  const forecasts = createServerForecastSource(env, logger, redis, upstream);

  const log = logger.child({ component: 'alerts' });
  // A database that is away is waited for, and one that goes away is waited out: the worker
  // never exits for it (docs/product/alerts.md#database-down).
  const link = linkAlertsDatabase(env, dataDirOf(env), log);
  const jobs = keepAlertJobs(link, { env, forecasts, outlook: calculator.outlook, log });
  void jobs.started.then(() => {
    const alerts = link.current();
    if (alerts) logAlertsOn(log, alerts.db, { api: false, jobs: true });
    logger.info('Snow Day Calculator alert worker is running');
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping: finishing the alert jobs in hand');
    void (async () => {
      await jobs.stop();
      await link.close();
      calculator.close();
      upstream.server?.close();
      health?.close();
      await redis?.close();
      logger.info('stopped');
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  logStartFailure(error);
  process.exit(1);
});
