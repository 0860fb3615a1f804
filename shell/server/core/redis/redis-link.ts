import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * An optional connection to Redis (`REDIS_URL`), shared by the forecast cache and the rate limit.
 * It never holds a visitor up: commands fail at once while Redis is away (no offline queue, no
 * retry per command) and callers then use their in-process fallback. One warning per outage.
 */
export interface RedisLink {
  client: Redis;
  /** Connected and ready for commands. */
  up: () => boolean;
  /** A command failed: note it (one warning per outage), then carry on without Redis. */
  failed: (error: unknown) => void;
  close: () => Promise<void>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function connectRedis(url: string, logger: Logger): RedisLink {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // A Redis that stops answering (rather than closing) must not stall a page for long.
    commandTimeout: 1_500,
    connectTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let warned = false;
  /** After a failed command, Redis is left alone for a while: a hung one costs one timeout. */
  let restingUntil = 0;
  const warnOnce = (reason: string) => {
    if (warned) return;
    warned = true;
    logger.warn({ reason }, 'redis unavailable: using the in-process cache and rate limit');
  };
  client.on('error', (error: unknown) => warnOnce(reasonOf(error)));
  client.on('close', () => warnOnce('connection closed'));
  client.on('ready', () => {
    if (warned) logger.info('redis is back: the cache and rate limit are shared again');
    warned = false;
  });
  return {
    client,
    up: () => client.status === 'ready' && Date.now() >= restingUntil,
    failed: (error) => {
      restingUntil = Date.now() + 5_000;
      warnOnce(reasonOf(error));
    },
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
