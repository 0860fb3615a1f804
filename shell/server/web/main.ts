/**
 * The web process alone: the shell's pages, files, forecast endpoint, link previews and the
 * alerts' API. Several of them run behind a proxy that serves the remotes itself
 * (docs/deploy/README.md); they run no alert jobs (`alert-worker/main.ts` does). With
 * DATABASE_URL they take subscriptions into the Postgres the alert worker reads; without it the
 * alerts' API answers `503 alerts-off` (an embedded database belongs to one process).
 */
import type { Router } from 'express';
import {
  logAlertsOn,
  openAlertsDatabase,
  type AlertsDatabase,
} from '../core/alerts/alerts-database';
import { createServerForecastSource } from '../core/forecast/server-forecast-source';
import { createLogger } from '../core/observability/logger';
import { connectRedis } from '../core/redis/redis-link';
import { dataDirOf } from '../core/repository';
import { parseServerEnv, remoteEntryUrls } from '../core/server-env';
import { createCalculatorServer } from '../section-runner';
import { createAlertsApi } from './alerts-api/alerts-api';
import { alertsOffRouter } from './alerts-api/alerts-router';
import { accuracyOff, createAccuracyApi, type Accuracy } from './accuracy/accuracy-api';
import { serveWeb } from './serve-web';

async function main(): Promise<void> {
  const env = parseServerEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL);
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger) : undefined;
  // The calculator's server entry: result pages ask it, in one process of its own.
  const calculator = createCalculatorServer({
    calculatorEntryUrl: remoteEntryUrls(env).calculator,
    log: (line) => logger.warn(line),
  });
  const forecasts = createServerForecastSource(env, logger, redis);

  const log = logger.child({ component: 'alerts' });
  let alerts: AlertsDatabase | undefined;
  let alertsApi: Router;
  let accuracy: Accuracy;
  if (env.DATABASE_URL) {
    alerts = await openAlertsDatabase(env, dataDirOf(env), log);
    alertsApi = createAlertsApi(alerts, { forecasts, outlook: calculator.outlook, redis, log });
    accuracy = await createAccuracyApi(alerts.db, {
      ...(env.ACCURACY_SECRET ? { secret: env.ACCURACY_SECRET } : {}),
      log: logger.child({ component: 'accuracy' }),
      forecasts,
      outlook: calculator.outlook,
      ...(redis ? { redis } : {}),
    });
    logAlertsOn(log, alerts.db, { api: true, jobs: false });
  } else {
    log.info('alerts: off on this web instance (set DATABASE_URL to share subscriptions)');
    alertsApi = alertsOffRouter();
    accuracy = accuracyOff();
  }

  await serveWeb({
    env,
    logger,
    redis,
    forecasts,
    calculator,
    alertsApi,
    accuracy,
    withRemotes: false,
    stopAlso: async () => {
      await alerts?.db.close();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
