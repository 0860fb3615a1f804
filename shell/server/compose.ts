/**
 * `npm start` / `npm run serve`: every process of the site in this one, on one machine. The web
 * process's servers (`web/`) serve the built shell and each remote from its own port (its own
 * origin), as independent deployments would be, and the alert worker's jobs (`alert-worker/`)
 * run beside them, both on the alerts' database: Postgres at DATABASE_URL, else embedded in
 * DATA_DIR. The runtime settings are read from the environment now rather than baked into any
 * bundle. Deployed apart, each runs from its own entry: `web/main.ts` and `alert-worker/main.ts`
 * (docs/deploy/README.md).
 */
import { startAlertJobs } from './alert-worker/alert-jobs';
import { logAlertsOn, openAlertsDatabase } from './core/alerts/alerts-database';
import { createServerForecastSource } from './core/forecast/server-forecast-source';
import { createLogger } from './core/observability/logger';
import { connectRedis } from './core/redis/redis-link';
import { dataDirOf } from './core/repository';
import { parseServerEnv, remoteEntryUrls } from './core/server-env';
import { createCalculatorServer } from './section-runner';
import { createAccuracyApi } from './web/accuracy/accuracy-api';
import { createAlertsApi } from './web/alerts-api/alerts-api';
import { serveWeb } from './web/serve-web';

async function main(): Promise<void> {
  const env = parseServerEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL);
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger) : undefined;
  // The calculator's server entry: result pages and alerts ask it, in one process of its own.
  const calculator = createCalculatorServer({
    calculatorEntryUrl: remoteEntryUrls(env).calculator,
    log: (line) => logger.warn(line),
  });
  const forecasts = createServerForecastSource(env, logger, redis);

  const log = logger.child({ component: 'alerts' });
  const alerts = await openAlertsDatabase(env, dataDirOf(env), log);
  const { alertsApi, accuracy, jobs } = await (async () => {
    const api = createAlertsApi(alerts, { forecasts, outlook: calculator.outlook, redis, log });
    const accuracyApi = await createAccuracyApi(alerts.db, {
      ...(env.ACCURACY_SECRET ? { secret: env.ACCURACY_SECRET } : {}),
      log: logger.child({ component: 'accuracy' }),
      forecasts,
      outlook: calculator.outlook,
      ...(redis ? { redis } : {}),
    });
    const running = await startAlertJobs(alerts, {
      env,
      forecasts,
      outlook: calculator.outlook,
      log,
    });
    return { alertsApi: api, accuracy: accuracyApi, jobs: running };
  })().catch(async (error: unknown) => {
    await alerts.db.close();
    throw error;
  });
  logAlertsOn(log, alerts.db, { api: true, jobs: true });

  await serveWeb({
    env,
    logger,
    redis,
    forecasts,
    calculator,
    alertsApi,
    accuracy,
    withRemotes: true,
    stopAlso: async () => {
      await jobs.stop();
      await alerts.db.close();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
