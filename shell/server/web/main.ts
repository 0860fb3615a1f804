/**
 * The web process alone: the shell's pages, files, forecast endpoint, link previews and the
 * alerts' API. Several of them run behind a proxy that serves the remotes itself
 * (docs/deploy/README.md); they run no alert jobs (`alert-worker/main.ts` does). With
 * DATABASE_URL they take subscriptions into the Postgres the alert worker reads, and serve their
 * pages whether it answers or not (docs/product/alerts.md#database-down); without it the alerts'
 * API answers `503 alerts-off` (an embedded database belongs to one process).
 */
import type { Router } from 'express';
import {
  linkAlertsDatabase,
  logAlertsOn,
  type AlertsDatabase,
} from '../core/alerts/alerts-database';
import type { DatabaseLink } from '../core/database/database-link';
import { logStartFailure } from '../core/observability/logger';
import { dataDirOf } from '../core/repository';
import { alertsOffRouter } from './alerts-api/alerts-router';
import { accuracyOff, type Accuracy } from './accuracy/accuracy-api';
import { databaseApis } from './database-apis';
import { serveWeb } from './serve-web';
import { startWebParts } from './web-parts';

async function main(): Promise<void> {
  // Result pages ask the calculator's server entry; the alert jobs run elsewhere.
  const { env, logger, releases, redis, calculator, forecasts } = await startWebParts();

  const log = logger.child({ component: 'alerts' });
  let link: DatabaseLink<AlertsDatabase> | undefined;
  let alertsApi: Router;
  let accuracy: Accuracy;
  if (env.DATABASE_URL) {
    link = linkAlertsDatabase(env, dataDirOf(env), log);
    ({ alertsApi, accuracy } = databaseApis(link, {
      env,
      logger,
      forecasts,
      outlook: calculator.outlook,
      redis,
    }));
    void link.opened.then((alerts) => logAlertsOn(log, alerts.db, { api: true, jobs: false }));
    // A database that answers at once takes subscriptions from the first request.
    await link.firstAttempt;
  } else {
    log.info('alerts: off on this web instance (set DATABASE_URL to share subscriptions)');
    alertsApi = alertsOffRouter();
    accuracy = accuracyOff();
  }

  await serveWeb({
    env,
    logger,
    releases,
    redis,
    forecasts,
    calculator,
    alertsApi,
    accuracy,
    withRemotes: false,
    stopAlso: async () => {
      await link?.close();
    },
    ...(link ? { parts: { database: link.state } } : {}),
  });
}

main().catch((error: unknown) => {
  logStartFailure(error);
  process.exit(1);
});
