/**
 * Every process that serves pages, wired here once (docs/deploy/README.md): the web process alone
 * (`web/main.ts`), several of which run behind a proxy that serves the sections itself, and the
 * whole site on one machine (`compose.ts`, `npm start`), which serves each section from its own
 * port and runs the alert jobs beside the pages. The entries only say which of the two they are.
 */
import type { Router } from 'express';
import {
  linkAlertsDatabase,
  logAlertsOn,
  type AlertsDatabase,
} from '../core/alerts/alerts-database';
import type { DatabaseLink } from '../core/database/database-link';
import type { ForecastSource } from '../core/forecast/forecast-source';
import { createServerForecastSource } from '../core/forecast/server-forecast-source';
import { createLogger } from '../core/observability/logger';
import { connectRedis } from '../core/redis/redis-link';
import { createReleaseMap } from '../core/releases/release-map';
import { dataDirOf } from '../core/repository';
import { parseServerEnv, remoteEntryUrls, type ServerEnv } from '../core/server-env';
import { createCalculatorServer, type PlaceOutlook } from '../section-runner';
import type { Logger } from 'pino';
import { accuracyOff, type Accuracy } from './accuracy/accuracy-api';
import { alertsOffRouter } from './alerts-api/alerts-router';
import { databaseApis } from './database-apis';
import { serveWeb } from './serve-web';

/** The alert jobs, run beside the pages on one machine: the composition hands them in. */
export interface AlertJobsBeside {
  (
    link: DatabaseLink<AlertsDatabase>,
    parts: { env: ServerEnv; forecasts: ForecastSource; outlook: PlaceOutlook; log: Logger },
  ): { started: Promise<unknown>; stop: () => Promise<void> };
}

export interface WebProcessShape {
  /**
   * The whole site on one machine: each section's build served from its own port (its own
   * origin), as independent deployments would be, and the alert jobs beside the pages, on the
   * alerts' database: Postgres at DATABASE_URL, else embedded in DATA_DIR. Otherwise the web
   * process alone: no sections, no jobs (the alert worker runs them), and the alerts' API only
   * with DATABASE_URL (an embedded database belongs to one process).
   */
  oneMachine?: { alertJobs: AlertJobsBeside };
}

/** Starts the process and serves until it is told to stop. */
export async function runWebProcess(
  { oneMachine }: WebProcessShape,
  source: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const env = parseServerEnv(source);
  const logger = createLogger(env.LOG_LEVEL);
  // Which release of each section is live, read now and while it runs
  // (docs/decisions/016-section-releases.md).
  const releases = createReleaseMap({
    source: env.RELEASE_MAP,
    addresses: remoteEntryUrls(env),
    log: (level, message, fields) => logger[level](fields, message),
  });
  await releases.refresh();
  releases.watch();
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger) : undefined;
  // Result pages, and the alerts where they run here, ask the calculator's server entry.
  const calculator = createCalculatorServer({
    calculatorEntryUrl: () => releases.current().calculator,
    log: (line) => logger.warn(line),
    sandboxes: env.RENDER_SANDBOXES,
    signing: env,
  });
  const forecasts = createServerForecastSource(env, logger, redis);

  const log = logger.child({ component: 'alerts' });
  let link: DatabaseLink<AlertsDatabase> | undefined;
  let jobs: ReturnType<AlertJobsBeside> | undefined;
  let alertsApi: Router;
  let accuracy: Accuracy;
  if (oneMachine !== undefined || env.DATABASE_URL) {
    // The database opens beside the pages: while it does not answer, pages are served and the
    // alerts say "try again later" (docs/product/alerts.md#database-down).
    const opened = linkAlertsDatabase(env, dataDirOf(env), log);
    link = opened;
    ({ alertsApi, accuracy } = databaseApis(opened, {
      env,
      logger,
      forecasts,
      outlook: calculator.outlook,
      redis,
    }));
    if (oneMachine) {
      const running = oneMachine.alertJobs(opened, {
        env,
        forecasts,
        outlook: calculator.outlook,
        log,
      });
      jobs = running;
      void running.started.then(() => {
        const alerts = opened.current();
        if (alerts) logAlertsOn(log, alerts.db, { api: true, jobs: true });
      });
    } else {
      void opened.opened.then((alerts) => logAlertsOn(log, alerts.db, { api: true, jobs: false }));
    }
    // A database that answers at once takes subscriptions from the first request.
    await opened.firstAttempt;
  } else {
    log.info('alerts: off on this web instance (set DATABASE_URL to share subscriptions)');
    alertsApi = alertsOffRouter();
    accuracy = accuracyOff();
  }

  await serveWeb({
    env,
    logger,
    releases,
    ...(redis ? { redis } : {}),
    forecasts,
    calculator,
    alertsApi,
    accuracy,
    withRemotes: oneMachine !== undefined,
    stopAlso: async () => {
      await jobs?.stop();
      await link?.close();
    },
    ...(link ? { parts: { database: link.state } } : {}),
  });
}
