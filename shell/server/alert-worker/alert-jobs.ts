import type { Logger } from 'pino';
import type { AlertsDatabase } from '../core/alerts/alerts-database';
import type { DatabaseLink } from '../core/database/database-link';
import type { ForecastSource } from '../core/forecast/forecast-source';
import { quietLog } from '../core/observability/error-lines';
import { siteUrlOf, type ServerEnv } from '../core/server-env';
import type { PlaceOutlook } from '../section-runner';
import { startAccuracyJobs } from './jobs/accuracy-jobs';
import { startAlertWorker, type AlertWorker } from './jobs/start-alert-worker';
import { loadAlertTexts } from './push/notification';
import { createPushSender } from './push/web-push-sender';

export interface AlertJobsOptions {
  env: ServerEnv;
  forecasts: ForecastSource;
  /** The calculator's server entry: it reads forecasts and computes each subscriber's chance. */
  outlook: PlaceOutlook;
  log: Logger;
}

/**
 * The alert worker's jobs in this process (docs/product/alerts.md): the schedules, the runs per
 * place and the sending, signed with the database's keys; and, on the same engine, the
 * accuracy's summary and sweep (docs/product/accuracy.md).
 */
export async function startAlertJobs(
  { db, vapid, allowEndpoint }: AlertsDatabase,
  { env, forecasts, outlook, log }: AlertJobsOptions,
): Promise<AlertWorker> {
  const worker = await startAlertWorker({
    db,
    forecasts,
    outlook,
    push: createPushSender(vapid, { allowEndpoint }),
    texts: loadAlertTexts(),
    siteUrl: siteUrlOf(env),
    logger: log,
    undeliveredDays: env.ALERTS_UNDELIVERED_DAYS,
  });
  try {
    await startAccuracyJobs(worker.boss, db, log.child({ component: 'accuracy' }));
  } catch (error) {
    await worker.stop();
    throw error;
  }
  return worker;
}

/** The first wait before starting the jobs again, and the longest. */
const RETRY = { firstMs: 1_000, maxMs: 30_000 };

/**
 * The alert jobs, started once the database first answers and started again, further and further
 * apart, while starting fails (the database went away meanwhile): the process never gives up
 * (docs/product/alerts.md#database-down). Once started, the job engine rides out an outage
 * itself, its workers polling until the database is back.
 */
export function keepAlertJobs(
  link: DatabaseLink<AlertsDatabase>,
  options: AlertJobsOptions,
  retry = RETRY,
): { started: Promise<AlertWorker>; stop: () => Promise<void> } {
  const quiet = quietLog(options.log);
  let stopped = false;
  let running: AlertWorker | undefined;
  let wake: () => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const started = (async () => {
    const alerts = await link.opened;
    for (let attempt = 0; ; attempt += 1) {
      if (stopped) throw new Error('stopped before the alert jobs started');
      try {
        running = await startAlertJobs(alerts, options);
        options.log.info('alerts: jobs running');
        return running;
      } catch (error) {
        const wait = Math.min(retry.maxMs, retry.firstMs * 2 ** attempt);
        quiet('warn', 'alerts: the jobs could not start; trying again', error, {
          retryInMs: wait,
        });
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, wait);
        });
      }
    }
  })();
  // Nobody else may be waiting on it: a stop before the start is not a failure.
  started.catch(() => undefined);
  return {
    started,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake();
      await running?.stop();
    },
  };
}
