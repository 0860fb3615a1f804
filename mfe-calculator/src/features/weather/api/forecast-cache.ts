import { readEmbeddedForecast } from './embedded-forecast';
import type { Forecast } from './forecast-schema';
import { fetchForecast, type FetchForecastOptions } from './fetch-forecast';
import type { WeatherSettings } from './forecast-url';
import type { WeatherError } from './weather-error';

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
  /** Only for a failure brought with the page: its first render shows it, without asking. */
  error?: WeatherError;
}

const cache = new Map<string, Entry>();
/** The page's own forecast, taken into the cache before the first look at it. */
let embeddedRead = false;

function adoptEmbedded(now: number): void {
  if (embeddedRead) return;
  embeddedRead = true;
  const embedded = readEmbeddedForecast();
  if (!embedded) return;
  const { answer } = embedded;
  // A failure is shown once, and a copy the device kept is all there is: both count from now.
  // A live forecast is stored as old as it is, so it expires when the server's copy does.
  const fromNow = 'error' in answer || answer.forecast.offlineCopy !== undefined;
  const age = fromNow ? 0 : CACHE_TTL_MS - Math.min(CACHE_TTL_MS, embedded.maxAgeSeconds * 1000);
  seedForecast(embedded.location, answer, now - age);
}

/** The cache key: "  Buffalo,  NY " and "buffalo, ny" are the same place. School type is not part of it. */
export function normalizeLocation(location: string): string {
  return location.trim().replace(/\s+/g, ' ').toLowerCase();
}

function freshEntry(key: string, now: number): Entry | undefined {
  adoptEmbedded(now);
  const entry = cache.get(key);
  if (entry && now - entry.storedAt < CACHE_TTL_MS) return entry;
  return undefined;
}

/** The forecast already resolved for `location` within the last 10 minutes, if any. */
export function peekForecast(location: string, now: number = Date.now()): Forecast | undefined {
  return freshEntry(normalizeLocation(location), now)?.value;
}

/**
 * What the cache can show for `location` without waiting: the forecast, or the failure the page
 * was rendered with on the server.
 */
export function peekForecastAnswer(
  location: string,
  now: number = Date.now(),
): { forecast: Forecast } | { error: WeatherError } | undefined {
  const entry = freshEntry(normalizeLocation(location), now);
  if (entry?.value) return { forecast: entry.value };
  if (entry?.error) return { error: entry.error };
  return undefined;
}

/**
 * Puts an answer already had into the cache: the forecast a page was rendered from, so the
 * first render shows it and nothing asks for it again.
 */
export function seedForecast(
  location: string,
  answer: { forecast: Forecast } | { error: WeatherError },
  storedAt: number = Date.now(),
): void {
  const entry: Entry =
    'forecast' in answer
      ? { promise: Promise.resolve(answer.forecast), storedAt, value: answer.forecast }
      : { promise: Promise.reject(answer.error), storedAt, error: answer.error };
  // A seeded failure is read synchronously; its promise must not count as unhandled.
  entry.promise.catch(() => undefined);
  cache.set(normalizeLocation(location), entry);
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
  // A failure brought with the page is shown once: asked again, the place is really asked.
  if (hit?.error) cache.delete(key);
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
  embeddedRead = false;
}
