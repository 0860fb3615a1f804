import type { ForecastStore } from '../forecast/forecast-store';
import type { UpstreamResult } from '../forecast/upstream-result';
import type { RedisLink } from './redis-link';

/** A fetcher that runs once however often it is called, so a fallback never fetches twice. */
function once(fetcher: () => Promise<UpstreamResult>): () => Promise<UpstreamResult> {
  let started: Promise<UpstreamResult> | undefined;
  return () => (started ??= fetcher());
}

/**
 * The shared (Redis) store while Redis answers, the in-process one while it does not: a lost
 * Redis costs the quota a few extra calls, never a visitor an error.
 */
export function createSharedForecastStore(
  link: RedisLink,
  shared: ForecastStore,
  local: ForecastStore,
): ForecastStore {
  return {
    async isWarm(key) {
      if (!link.up()) return local.isWarm(key);
      try {
        return await shared.isWarm(key);
      } catch (error) {
        link.failed(error);
        return local.isWarm(key);
      }
    },
    async load(key, fetcher) {
      if (!link.up()) return local.load(key, fetcher);
      const fetchOnce = once(fetcher);
      try {
        return await shared.load(key, fetchOnce);
      } catch (error) {
        link.failed(error);
        return local.load(key, fetchOnce);
      }
    },
  };
}
