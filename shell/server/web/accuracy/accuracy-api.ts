import type { AccuracySummary } from '@snowday/shared-i18n/contract';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { Database } from '../../core/database/database';
import type { DatabaseLink } from '../../core/database/database-link';
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

/**
 * The accuracy on a database that may not answer yet, or may go away and come back
 * (docs/product/alerts.md#database-down): built on whatever the link has opened, anew when it
 * opens a new one; meanwhile reports answer 503 as the alerts do, nothing is recorded, and the
 * page shows its empty state.
 */
export function linkedAccuracy(
  link: DatabaseLink<{ db: Database }>,
  options: AccuracyApiOptions,
): Accuracy {
  let built: { on: { db: Database }; accuracy: Promise<Accuracy> } | undefined;
  const current = (): Promise<Accuracy> | undefined => {
    const opened = link.current();
    if (!opened) return undefined;
    if (built?.on !== opened) {
      const accuracy = createAccuracyApi(opened.db, options);
      // A failed build is tried again with the next request.
      accuracy.catch(() => {
        if (built?.accuracy === accuracy) built = undefined;
      });
      built = { on: opened, accuracy };
    }
    return built.accuracy;
  };
  const off = accuracyOff();
  const router = Router();
  router.use((req, res, next) => {
    const accuracy = current();
    if (!accuracy) {
      off.router(req, res, next);
      return;
    }
    accuracy.then((ready) => ready.router(req, res, next), next);
  });
  return {
    router,
    recorder: {
      record: (asked, forecastBody) => {
        void current()?.then(
          (ready) => ready.recorder?.record(asked, forecastBody),
          () => undefined,
        );
      },
      recordNow: async (asked, forecastBody) => {
        await (await current())?.recorder?.recordNow(asked, forecastBody);
      },
    },
    summary: async () => {
      const ready = await current();
      return ready?.summary ? ready.summary() : null;
    },
  };
}
