import { createServerForecastSource } from '../core/forecast/server-forecast-source';
import { createLogger } from '../core/observability/logger';
import { connectRedis } from '../core/redis/redis-link';
import { parseServerEnv, remoteEntryUrls } from '../core/server-env';
import { createCalculatorServer } from '../section-runner';

/**
 * What every process serving pages starts with, whether it runs alone (`web/main.ts`) or with the
 * alert jobs beside it (`compose.ts`): the settings from the environment, the logger, Redis when
 * set, the calculator's server entry in a process of its own, and the forecasts.
 */
export function startWebParts(source: NodeJS.ProcessEnv = process.env) {
  const env = parseServerEnv(source);
  const logger = createLogger(env.LOG_LEVEL);
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger) : undefined;
  const calculator = createCalculatorServer({
    calculatorEntryUrl: remoteEntryUrls(env).calculator,
    log: (line) => logger.warn(line),
    sandboxes: env.RENDER_SANDBOXES,
  });
  const forecasts = createServerForecastSource(env, logger, redis);
  return { env, logger, redis, calculator, forecasts };
}
