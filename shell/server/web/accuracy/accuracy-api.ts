import type { AccuracySummary } from '@snowday/shared-i18n/contract';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Database } from '../../core/database/database';
import type { ForecastSource } from '../../core/forecast/forecast-source';
import type { RedisLink } from '../../core/redis/redis-link';
import { keptSummary } from '../../core/accuracy/store/summary';
import type { PlaceOutlook } from '../../section-runner';
import { SharedRateLimitStore } from '../http/shared-rate-limit-store';
import { accuracyOffRouter, createAccuracyRouter } from './api/accuracy-router';
import { loadTokenSecret } from './api/report-token';
import { createPublishedRecorder, type PublishedRecorder } from './publish/recorder';

export interface AccuracyApiOptions {
  secret?: string;
  log: Logger;
  forecasts: ForecastSource;
  outlook: PlaceOutlook;
  redis?: RedisLink;
}

export interface Accuracy {
  router: Router;
  /** Keeps the chances this server publishes, when it has the database. */
  recorder?: PublishedRecorder;
  /** The aggregate job's last summary, as the page shows it (kept a minute). */
  summary?: () => Promise<AccuracySummary | null>;
}

/**
 * The site's own accuracy in the web process (docs/product/accuracy.md), on the alerts'
 * database: the reports' API, the recorder of published chances and the page's summary. The
 * alert worker computes that summary (`alert-worker/jobs/accuracy-jobs.ts`).
 */
export async function createAccuracyApi(
  db: Database,
  { secret, log, forecasts, outlook, redis }: AccuracyApiOptions,
): Promise<Accuracy> {
  const signing = await loadTokenSecret(db, secret);
  return {
    router: createAccuracyRouter({
      db,
      secret: signing,
      forecasts,
      outlook,
      ...(redis
        ? {
            rateLimitStore: (prefix: string) =>
              new SharedRateLimitStore(redis, `snowday:accuracy-${prefix}:`),
          }
        : {}),
      onError: (error) =>
        log.error(
          { reason: error instanceof Error ? error.message : String(error) },
          'accuracy: request failed',
        ),
    }),
    summary: keptSummary(db),
    recorder: createPublishedRecorder({ db, outlook, log: (line) => log.warn(line) }),
  };
}

/** Without a shared database this web instance takes no reports (like the alerts' API). */
export function accuracyOff(): Accuracy {
  return { router: accuracyOffRouter() };
}
