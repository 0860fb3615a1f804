import { createServerForecastSource } from '../core/forecast/server-forecast-source';
import { createLogger } from '../core/observability/logger';
import { connectRedis } from '../core/redis/redis-link';
import { createReleaseMap } from '../core/releases/release-map';
import { parseServerEnv, remoteEntryUrls } from '../core/server-env';
import { createCalculatorServer } from '../section-runner';

/**
 * What every process serving pages starts with, whether it runs alone (`web/main.ts`) or with the
 * alert jobs beside it (`compose.ts`): the settings from the environment, the logger, the release
 * map when set (docs/decisions/016-section-releases.md), Redis when set, the calculator's server
 * entry in a process of its own, and the forecasts.
 */
export async function startWebParts(source: NodeJS.ProcessEnv = process.env) {
  const env = parseServerEnv(source);
  const logger = createLogger(env.LOG_LEVEL);
  const releases = createReleaseMap({
    source: env.RELEASE_MAP,
    addresses: remoteEntryUrls(env),
    log: (level, message, fields) => logger[level](fields, message),
  });
  await releases.refresh();
  releases.watch();
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, logger) : undefined;
  const calculator = createCalculatorServer({
    calculatorEntryUrl: () => releases.current().calculator,
    log: (line) => logger.warn(line),
    sandboxes: env.RENDER_SANDBOXES,
    signing: env,
  });
  const forecasts = createServerForecastSource(env, logger, redis);
  return { env, logger, releases, redis, calculator, forecasts };
}
