import type { Logger } from 'pino';
import type { AlertsDatabase } from '../core/alerts/alerts-database';
import type { ForecastSource } from '../core/forecast/forecast-source';
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
  });
  try {
    await startAccuracyJobs(worker.boss, db, log.child({ component: 'accuracy' }));
  } catch (error) {
    await worker.stop();
    throw error;
  }
  return worker;
}
