import { LRUCache } from 'lru-cache';
import type { UpstreamResult } from './upstream-result';

export interface ForecastStoreOptions {
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds; injected by tests to move past the TTL. Must never return 0 (lru-cache). */
  now?: () => number;
}

/** A result, plus how many seconds a successful one stays fresh (for `Cache-Control`). */
export type StoredResult = UpstreamResult & { maxAgeSeconds: number };

/** Where the forecast endpoint keeps places: in this process, or shared in Redis. */
export interface ForecastStore {
  /** True when answering `key` costs the weather service nothing (cached, or being fetched). */
  isWarm: (key: string) => boolean | Promise<boolean>;
  load: (key: string, fetcher: () => Promise<UpstreamResult>) => Promise<StoredResult>;
}

/**
 * docs/product/weather-data.md#where-forecasts-come-from: each place's forecast is fetched at most
 * once per TTL, whoever asks. Successes live in a bounded LRU (so a flood of distinct places cannot
 * grow memory); requests for a place already being fetched share that one call instead of starting
 * their own.
 */
export function createForecastStore({
  ttlMs,
  maxEntries,
  now,
}: ForecastStoreOptions): ForecastStore {
  if (!(ttlMs > 0) || !(maxEntries >= 1)) {
    // lru-cache reads ttl 0 as "forever"; a forecast must expire.
    throw new RangeError('The forecast cache needs ttlMs > 0 and maxEntries >= 1');
  }
  const cache = new LRUCache<string, string>({
    max: maxEntries,
    ttl: ttlMs,
    // Its default 1 ms clock cache would hide a test clock's jumps; the cost is a clock read.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  const inFlight = new Map<string, Promise<UpstreamResult>>();
  const maxAge = (key: string) => Math.max(0, Math.ceil(cache.getRemainingTTL(key) / 1000));

  return {
    isWarm: (key: string): boolean => cache.has(key) || inFlight.has(key),

    async load(key: string, fetcher: () => Promise<UpstreamResult>): Promise<StoredResult> {
      const cached = cache.get(key);
      if (cached !== undefined) return { kind: 'ok', body: cached, maxAgeSeconds: maxAge(key) };
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetcher()
          .then((result) => {
            if (result.kind === 'ok') cache.set(key, result.body);
            return result;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const result = await pending;
      return { ...result, maxAgeSeconds: result.kind === 'ok' ? maxAge(key) : 0 };
    },
  };
}
