import { randomUUID } from 'node:crypto';
import { FAILURE_KEPT_MS, type ForecastStore, type StoredResult } from '../forecast/forecast-store';
import type { UpstreamResult } from '../forecast/upstream-result';
import type { RedisLink } from './redis-link';

export interface RedisForecastStoreOptions {
  ttlMs: number;
  /** How long a failed answer is kept for every instance; `FAILURE_KEPT_MS` unless told. */
  failureTtlMs?: number;
  /** How long one instance may hold a place's fetch before another takes over (> 2 attempts). */
  lockMs?: number;
  /** How often an instance waiting on another's fetch looks for its result. */
  pollMs?: number;
  /**
   * Names the keys; its `v2` is the forecast contract's, so that an instance of an earlier
   * release, which keeps WeatherAPI's shape, never reads a body of this one's, nor this one its
   * (docs/decisions/015-own-forecast-contract.md#rollout).
   */
  prefix?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The forecast cache kept in Redis, so that several instances of the server make one upstream
 * call per place per cache lifetime between them. The first instance to miss takes a lock
 * (`SET NX PX`) and fetches; the others wait for the forecast (or for the failure it ended in,
 * kept a few seconds under the fetch's own id) instead of calling WeatherAPI themselves. A
 * failure is also kept for every instance for `failureTtlMs`, as the in-process store keeps it
 * (docs/product/weather-data.md#failures-kept): a failing place costs the service one call per
 * interval however many instances are asked. Redis expires what it keeps (`PX`), and bounds its
 * own memory (docs/deploy/README.md). Within one instance, requests for a place share one load,
 * as with the in-process store.
 * Any Redis error rejects: the caller falls back to its in-process store (shared-forecast-store.ts).
 */
export function createRedisForecastStore(
  link: RedisLink,
  {
    ttlMs,
    failureTtlMs = FAILURE_KEPT_MS,
    lockMs = 25_000,
    pollMs = 25,
    prefix = 'snowday:forecast:v2:',
  }: RedisForecastStoreOptions,
): ForecastStore {
  const redis = link.client;
  const dataKey = (key: string) => `${prefix}data:${key}`;
  const lockKey = (key: string) => `${prefix}lock:${key}`;
  const failedKey = (key: string) => `${prefix}failed:${key}`;
  const outcomeKey = (key: string, id: string) => `${prefix}outcome:${key}:${id}`;
  const inFlight = new Map<string, Promise<StoredResult>>();

  const fresh = (body: string, pttl: number): StoredResult => ({
    kind: 'ok',
    body,
    maxAgeSeconds: Math.max(0, Math.ceil(pttl / 1000)),
  });

  async function cached(key: string): Promise<StoredResult | undefined> {
    const [body, pttl, failure] = await Promise.all([
      redis.get(dataKey(key)),
      redis.pttl(dataKey(key)),
      redis.get(failedKey(key)),
    ]);
    if (body !== null) return fresh(body, pttl);
    return failure === null
      ? undefined
      : { ...(JSON.parse(failure) as UpstreamResult), maxAgeSeconds: 0 };
  }

  async function fetchAsHolder(
    key: string,
    id: string,
    fetcher: () => Promise<UpstreamResult>,
  ): Promise<StoredResult> {
    // The holder before us may have stored the forecast between our look and our lock.
    const stored = await cached(key);
    const result = stored ?? (await fetcher());
    if (!stored) {
      if (result.kind === 'ok') await redis.set(dataKey(key), result.body, 'PX', ttlMs);
      else {
        // Those waiting on this fetch read its outcome; a failure is kept for the next ones too.
        await redis.set(outcomeKey(key, id), JSON.stringify(result), 'PX', 5_000);
        if (result.kind === 'failed') {
          await redis.set(failedKey(key), JSON.stringify(result), 'PX', failureTtlMs);
        }
      }
    }
    // Only our own lock: one that expired and was taken by another instance stays.
    await redis.eval(
      "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
      1,
      lockKey(key),
      id,
    );
    if (stored) return stored;
    return result.kind === 'ok' ? fresh(result.body, ttlMs) : { ...result, maxAgeSeconds: 0 };
  }

  /** Waits for the fetch of `holder`; undefined when it went away without a word (expired). */
  async function waitFor(key: string, holder: string): Promise<StoredResult | undefined> {
    for (;;) {
      await sleep(pollMs);
      const [body, outcome, lock] = await redis.mget(
        dataKey(key),
        outcomeKey(key, holder),
        lockKey(key),
      );
      if (typeof body === 'string') return fresh(body, await redis.pttl(dataKey(key)));
      if (typeof outcome === 'string') {
        return { ...(JSON.parse(outcome) as UpstreamResult), maxAgeSeconds: 0 };
      }
      if (lock !== holder) return undefined;
    }
  }

  async function loadShared(
    key: string,
    fetcher: () => Promise<UpstreamResult>,
  ): Promise<StoredResult> {
    const id = randomUUID();
    for (;;) {
      const hit = await cached(key);
      if (hit) return hit;
      // NX GET: either the lock is ours ("OK" is not returned with GET: null means it was free),
      // or we learn whose fetch to wait for.
      const previous = (await redis.call('SET', lockKey(key), id, 'PX', lockMs, 'NX', 'GET')) as
        string | null;
      if (previous === null) return fetchAsHolder(key, id, fetcher);
      const result = await waitFor(key, previous);
      if (result) return result;
    }
  }

  return {
    isWarm: async (key) =>
      inFlight.has(key) || (await redis.exists(dataKey(key), lockKey(key), failedKey(key))) > 0,

    load(key, fetcher) {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = loadShared(key, fetcher).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
