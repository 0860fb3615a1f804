import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AlertsDatabase } from '../core/alerts/alerts-database';
import type { DatabaseLink } from '../core/database/database-link';
import type { ForecastSource } from '../core/forecast/forecast-source';
import type { RedisLink } from '../core/redis/redis-link';
import type { ServerEnv } from '../core/server-env';
import type { PlaceOutlook } from '../section-runner';
import { linkedAccuracy, type Accuracy } from './accuracy/accuracy-api';
import { createAlertsApi } from './alerts-api/alerts-api';

/**
 * The web process's two APIs on the database: the alerts' and the accuracy's, both on the same
 * link, so both answer "try again later" while it is down
 * (docs/product/alerts.md#database-down).
 */
export function databaseApis(
  link: DatabaseLink<AlertsDatabase>,
  options: {
    env: ServerEnv;
    logger: Logger;
    forecasts: ForecastSource;
    outlook: PlaceOutlook;
    redis: RedisLink | undefined;
  },
): { alertsApi: Router; accuracy: Accuracy } {
  const { env, logger, forecasts, outlook, redis } = options;
  return {
    alertsApi: createAlertsApi(link, {
      forecasts,
      outlook,
      redis,
      maxSubscriptions: env.ALERTS_MAX_SUBSCRIPTIONS,
      log: logger.child({ component: 'alerts' }),
    }),
    accuracy: linkedAccuracy(link, {
      ...(env.ACCURACY_SECRET ? { secret: env.ACCURACY_SECRET } : {}),
      log: logger.child({ component: 'accuracy' }),
      forecasts,
      outlook,
      ...(redis ? { redis } : {}),
    }),
  };
}
