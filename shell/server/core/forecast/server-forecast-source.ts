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
    maxBytes: env.FORECAST_CACHE_MB * 1024 * 1024,
    log: (line) => logger.warn(line),
    // Several instances share one cache in Redis, so a storm's places cost the weather service
    // one call each per TTL between them; this process's own is the fallback while Redis is away.
    ...(redis
      ? {
          storeFor: ({ ttlMs, maxBytes }) =>
            createSharedForecastStore(
              redis,
              createRedisForecastStore(redis, { ttlMs }),
              createForecastStore({ ttlMs, maxBytes }),
            ),
        }
      : {}),
  });
}
