import type { Forecast } from './forecast-schema';
import { fetchForecast, type FetchForecastOptions } from './fetch-forecast';
import type { WeatherSettings } from './forecast-url';

/**
 * docs/product/weather-data.md#caching-in-the-tab: the same location is not fetched twice within 10
 * minutes in one tab, so a language switch or a back navigation shows the result again without a
 * new request. Module state is per JS realm, i.e. per tab, which is exactly the scope wanted.
 */
export const CACHE_TTL_MS = 10 * 60 * 1000;

export interface CachedForecastOptions extends FetchForecastOptions {
  /** Injected clock (ms); defaults to Date.now, which vi.useFakeTimers also controls. */
  now?: () => number;
}

interface Entry {
  promise: Promise<Forecast>;
  storedAt: number;
  /** Kept once resolved so a render can show it synchronously (useForecast). */
  value?: Forecast;
}

const cache = new Map<string, Entry>();

/** The cache key: "  Buffalo,  NY " and "buffalo, ny" are the same place. School type is not part of it. */
export function normalizeLocation(location: string): string {
  return location.trim().replace(/\s+/g, ' ').toLowerCase();
}

function freshEntry(key: string, now: number): Entry | undefined {
  const entry = cache.get(key);
  if (entry && now - entry.storedAt < CACHE_TTL_MS) return entry;
  return undefined;
}

/** The forecast already resolved for `location` within the last 10 minutes, if any. */
export function peekForecast(location: string, now: number = Date.now()): Forecast | undefined {
  return freshEntry(normalizeLocation(location), now)?.value;
}

/**
 * fetchForecast behind the cache. Concurrent callers share the in-flight request; a failed
 * request is forgotten so "try again" really tries again.
 */
export function getForecastCached(
  location: string,
  settings: WeatherSettings,
  options: CachedForecastOptions = {},
): Promise<Forecast> {
  const { now = Date.now, ...fetchOptions } = options;
  const key = normalizeLocation(location);
  const storedAt = now();
  const hit = freshEntry(key, storedAt);
  if (hit) return hit.promise;

  const entry: Entry = { promise: fetchForecast(location, settings, fetchOptions), storedAt };
  entry.promise.then(
    (value) => {
      entry.value = value;
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  cache.set(key, entry);
  return entry.promise;
}

/** Forgets every forecast; for tests. */
export function clearForecastCache(): void {
  cache.clear();
}
