import type { Logger } from 'pino';
import type { RedisLink } from '../redis/redis-link';
import { createRedisForecastStore } from '../redis/redis-forecast-store';
import { createSharedForecastStore } from '../redis/shared-forecast-store';
import type { ServerEnv } from '../server-env';
import { createForecastSource, type ForecastSource } from './forecast-source';
import { createForecastStore } from './forecast-store';
import { forecastUpstream } from './upstream-from-env';

/**
 * Where a server process's forecasts come from, for its pages and its alert runs alike:
 * WeatherAPI or the samples, cached here or in Redis.
 */
export function createServerForecastSource(
  env: ServerEnv,
  logger: Logger,
  redis?: RedisLink,
  upstream = forecastUpstream(env),
): ForecastSource {
  return createForecastSource({
    ...upstream,
    log: (line) => logger.warn(line),
    ...(redis
      ? {
          storeFor: ({ ttlMs, maxEntries }) =>
            createSharedForecastStore(
              redis,
              createRedisForecastStore(redis, { ttlMs }),
              createForecastStore({ ttlMs, maxEntries }),
            ),
        }
      : {}),
  });
}
