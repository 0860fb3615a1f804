import { LRUCache } from 'lru-cache';
import type { UpstreamResult } from './upstream-result';

export interface ForecastStoreOptions {
  ttlMs: number;
  /** Bytes of forecasts kept at most (`FORECAST_CACHE_MB`). */
  maxBytes: number;
  /** How long a failed answer is kept; `FAILURE_KEPT_MS` unless told. */
  failureTtlMs?: number;
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
 * A place whose weather call failed (unreachable, 5xx after the retry, timed out) is answered
 * with that failure for this long before the service is asked again
 * (docs/product/weather-data.md#failures-kept): a failing place costs it one call per interval,
 * not one per visitor.
 */
export const FAILURE_KEPT_MS = 30_000;

/** What the cache's bookkeeping costs for one entry beside its text, about. */
const ENTRY_OVERHEAD_BYTES = 200;

/** What one kept forecast costs, about: its key and body as UTF-8. */
export const entryBytes = (key: string, body: string) =>
  Buffer.byteLength(key) + Buffer.byteLength(body) + ENTRY_OVERHEAD_BYTES;

type Kept = { kind: 'ok'; body: string } | Extract<UpstreamResult, { kind: 'failed' }>;

/**
 * docs/product/weather-data.md#where-forecasts-come-from: each place's forecast is fetched at most
 * once per TTL, whoever asks, and a failure at most once per `failureTtlMs`. Kept in an LRU
 * bounded by bytes (so a flood of distinct places cannot grow memory, and a storm's places fit
 * by what they weigh, not by a count); requests for a place already being fetched share that one
 * call instead of starting their own.
 */
export function createForecastStore({
  ttlMs,
  maxBytes,
  failureTtlMs = FAILURE_KEPT_MS,
  now,
}: ForecastStoreOptions): ForecastStore {
  if (!(ttlMs > 0) || !(maxBytes >= 1) || !(failureTtlMs > 0)) {
    // lru-cache reads ttl 0 as "forever"; a forecast must expire.
    throw new RangeError('The forecast cache needs ttlMs > 0, failureTtlMs > 0 and maxBytes >= 1');
  }
  const cache = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (kept, key) => entryBytes(key, kept.body),
    ttl: ttlMs,
    // Its default 1 ms clock cache would hide a test clock's jumps; the cost is a clock read.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  const inFlight = new Map<string, Promise<UpstreamResult>>();
  const maxAge = (key: string) => Math.max(0, Math.ceil(cache.getRemainingTTL(key) / 1000));
  const answer = (key: string, kept: Kept | UpstreamResult): StoredResult =>
    kept.kind === 'ok'
      ? { kind: 'ok', body: kept.body, maxAgeSeconds: maxAge(key) }
      : { ...kept, maxAgeSeconds: 0 };

  return {
    isWarm: (key: string): boolean => cache.has(key) || inFlight.has(key),

    async load(key: string, fetcher: () => Promise<UpstreamResult>): Promise<StoredResult> {
      const cached = cache.get(key);
      if (cached !== undefined) return answer(key, cached);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetcher()
          .then((result) => {
            if (result.kind === 'ok') cache.set(key, { kind: 'ok', body: result.body });
            // A refusal (an unknown place, the key's quota) is the service's answer, passed on
            // each time; only a failure to answer is kept, and briefly.
            else if (result.kind === 'failed') cache.set(key, result, { ttl: failureTtlMs });
            return result;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return answer(key, await pending);
    },
  };
}
