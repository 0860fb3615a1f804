/**
 * `npm start` / `npm run serve`: every process of the site in this one, on one machine. The web
 * process's servers (`web/`) serve the built shell and each remote from its own port (its own
 * origin), as independent deployments would be, and the alert worker's jobs (`alert-worker/`)
 * run beside them, both on the alerts' database: Postgres at DATABASE_URL, else embedded in
 * DATA_DIR, which may be away without taking the pages with it. The runtime settings are read
 * from the environment now rather than baked into any bundle. Deployed apart, each runs from its own entry: `web/main.ts` and `alert-worker/main.ts`
 * (docs/deploy/README.md).
 */
import { keepAlertJobs } from './alert-worker/alert-jobs';
import { linkAlertsDatabase, logAlertsOn } from './core/alerts/alerts-database';
import { logStartFailure } from './core/observability/logger';
import { dataDirOf } from './core/repository';
import { databaseApis } from './web/database-apis';
import { serveWeb } from './web/serve-web';
import { startWebParts } from './web/web-parts';

async function main(): Promise<void> {
  // Result pages and the alerts both ask the calculator's server entry.
  const { env, logger, releases, redis, calculator, forecasts } = await startWebParts();

  const log = logger.child({ component: 'alerts' });
  // The database opens beside the pages: while it does not answer, pages are served and the
  // alerts say "try again later" (docs/product/alerts.md#database-down).
  const link = linkAlertsDatabase(env, dataDirOf(env), log);
  const { alertsApi, accuracy } = databaseApis(link, {
    env,
    logger,
    forecasts,
    outlook: calculator.outlook,
    redis,
  });
  const jobs = keepAlertJobs(link, { env, forecasts, outlook: calculator.outlook, log });
  void jobs.started.then(() => {
    const alerts = link.current();
    if (alerts) logAlertsOn(log, alerts.db, { api: true, jobs: true });
  });
  // A database that answers at once takes subscriptions from the first request.
  await link.firstAttempt;

  await serveWeb({
    env,
    logger,
    releases,
    redis,
    forecasts,
    calculator,
    alertsApi,
    accuracy,
    withRemotes: true,
    stopAlso: async () => {
      await jobs.stop();
      await link.close();
    },
    parts: { database: link.state },
  });
}

main().catch((error: unknown) => {
  logStartFailure(error);
  process.exit(1);
});
