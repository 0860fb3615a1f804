import { siteUrlOf, type ServerEnv } from '../server-env';
import type { Router } from 'express';
import type { Logger } from 'pino';
import { openDatabase } from '../database/open-database';
import type { ForecastSource } from '../forecast/forecast-source';
import type { RedisLink } from '../redis/redis-link';
import type { PlaceOutlook } from '../section-render/calculator-server';
import { SharedRateLimitStore } from '../redis/shared-rate-limit-store';
import { alertsOffRouter, createAlertsRouter } from './api/alerts-router';
import { pushEndpointPolicy } from './push/push-endpoints';
import { startAlertWorker } from './engine/start-alert-worker';
import { loadAlertTexts } from './notification';
import { loadVapidKeys } from './push/vapid-keys';
import { createPushSender } from './push/web-push-sender';
import { accuracyOffRouter, startAccuracy, type Accuracy } from '../accuracy/start-accuracy';

export interface AlertsOptions {
  env: ServerEnv;
  logger: Logger;
  forecasts: ForecastSource;
  /** The calculator's server entry: it reads forecasts and computes chances for the alerts. */
  outlook: PlaceOutlook;
  redis?: RedisLink;
  /** The folder of the embedded database when there is no DATABASE_URL. */
  dataDir: string;
  /** Serve the API (every instance that serves the shell). */
  api: boolean;
  /** Run the schedules and the jobs (every instance but `--shell-only`). */
  worker: boolean;
}

export interface Alerts {
  /** Mounted at the contract's `ALERTS_API.base`, when this instance serves the API. */
  router?: Router;
  /** The site's own accuracy, on the same database and job engine (docs/product/accuracy.md). */
  accuracy: Accuracy;
  stop: () => Promise<void>;
}

/**
 * The snow-day alerts in this process (docs/product/alerts.md): the database, then the API and
 * the job worker as asked. An embedded database belongs to one process, so `--shell-only`
 * instances (there are several) serve the API only with DATABASE_URL, and `--worker-only`
 * needs it to share the subscriptions with them.
 */
export async function startAlerts(options: AlertsOptions): Promise<Alerts> {
  const { env, logger } = options;
  const log = logger.child({ component: 'alerts' });
  if (!env.DATABASE_URL && !options.worker) {
    log.info('alerts: off on this --shell-only instance (set DATABASE_URL to share subscriptions)');
    return {
      router: alertsOffRouter(),
      accuracy: { router: accuracyOffRouter() },
      stop: async () => undefined,
    };
  }
  if (!env.DATABASE_URL && !options.api) {
    throw new Error(
      '--worker-only needs DATABASE_URL: a worker alone must share its database with the instances that take subscriptions.',
    );
  }
  const db = await openDatabase(
    { databaseUrl: env.DATABASE_URL, dataDir: options.dataDir },
    (line) => log.info(line),
  );
  try {
    const vapid = await loadVapidKeys(db, env);
    if (vapid.source === 'database') {
      log.warn(
        'alerts: signing with a VAPID key pair this server made and keeps in its database; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY in production',
      );
    }
    const allowEndpoint = pushEndpointPolicy(env.PUSH_SERVICE_ALLOWLIST);
    if (env.PUSH_SERVICE_ALLOWLIST.length > 0) {
      log.warn(
        { origins: env.PUSH_SERVICE_ALLOWLIST },
        'alerts: PUSH_SERVICE_ALLOWLIST lets these push services in besides https ones (tests only)',
      );
    }
    const router = options.api
      ? createAlertsRouter({
          db,
          publicKey: vapid.publicKey,
          allowEndpoint,
          forecasts: options.forecasts,
          outlook: options.outlook,
          ...(options.redis
            ? { rateLimitStore: new SharedRateLimitStore(options.redis, 'snowday:alerts-rate:') }
            : {}),
          onError: (error) =>
            log.error(
              { reason: error instanceof Error ? error.message : String(error) },
              'alerts: request failed',
            ),
        })
      : undefined;
    const worker = options.worker
      ? await startAlertWorker({
          db,
          forecasts: options.forecasts,
          outlook: options.outlook,
          push: createPushSender(vapid, { allowEndpoint }),
          texts: loadAlertTexts(),
          siteUrl: siteUrlOf(env),
          logger: log,
        })
      : undefined;
    const accuracy = await startAccuracy({
      db,
      ...(worker ? { boss: worker.boss } : {}),
      ...(env.ACCURACY_SECRET ? { secret: env.ACCURACY_SECRET } : {}),
      logger,
      forecasts: options.forecasts,
      outlook: options.outlook,
      ...(options.redis ? { redis: options.redis } : {}),
      api: options.api,
    });
    log.info(
      { database: db.kind, worker: options.worker, api: options.api },
      `alerts: on (${db.kind === 'embedded' ? 'embedded Postgres' : 'DATABASE_URL'})`,
    );
    return {
      ...(router ? { router } : {}),
      accuracy,
      async stop() {
        await worker?.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
