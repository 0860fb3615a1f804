import type { AccuracySummary } from '@snowday/shared-i18n/contract';
import type { Router } from 'express';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../database/database';
import type { ForecastSource } from '../forecast/forecast-source';
import type { RedisLink } from '../redis/redis-link';
import { SharedRateLimitStore } from '../redis/shared-rate-limit-store';
import type { PlaceOutlook } from '../section-render/calculator-server';
import { accuracyOffRouter, createAccuracyRouter } from './api/accuracy-router';
import { loadTokenSecret } from './api/report-token';
import { startAccuracyJobs } from './engine/accuracy-jobs';
import { createPublishedRecorder, type PublishedRecorder } from './publish/recorder';
import { keptSummary } from './store/summary';

export interface AccuracyOptions {
  db: Database;
  /** The alerts' job engine, on instances that run jobs. */
  boss?: PgBoss;
  secret?: string;
  logger: Logger;
  forecasts: ForecastSource;
  outlook: PlaceOutlook;
  redis?: RedisLink;
  api: boolean;
}

export interface Accuracy {
  router?: Router;
  /** Keeps the chances this server publishes, on instances that render results. */
  recorder?: PublishedRecorder;
  /** The aggregate job's last summary, as the page shows it (kept a minute). */
  summary?: () => Promise<AccuracySummary | null>;
}

/**
 * The site's own accuracy in this process (docs/product/accuracy.md), on the alerts' database and
 * job engine: the API and the recorder where pages are served, the jobs where the worker runs.
 */
export async function startAccuracy(options: AccuracyOptions): Promise<Accuracy> {
  const log = options.logger.child({ component: 'accuracy' });
  if (options.boss) await startAccuracyJobs(options.boss, options.db, log);
  if (!options.api) return {};
  const secret = await loadTokenSecret(options.db, options.secret);
  const { redis } = options;
  return {
    router: createAccuracyRouter({
      db: options.db,
      secret,
      forecasts: options.forecasts,
      outlook: options.outlook,
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
    summary: keptSummary(options.db),
    recorder: createPublishedRecorder({
      db: options.db,
      outlook: options.outlook,
      log: (line) => log.warn(line),
    }),
  };
}

export { accuracyOffRouter };
