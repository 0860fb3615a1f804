import { UPSTREAM_ATTEMPT_TIMEOUT_MS } from '@snowday/shared-i18n/weather-timing';
import { createForecastStore, type ForecastStore, type StoredResult } from './forecast-store';
import { parseForecastQuery } from './forecast-query';
import { openMeteoProvider } from './providers/open-meteo';
import { samplesProvider } from './providers/samples';
import { weatherApiProvider } from './providers/weatherapi';
import { createUpstreamClient } from './upstream-client';
import type { UpstreamResult } from './upstream-result';
import type { WeatherProvider } from './weather-provider';

/** The weather services the server can ask (docs/product/weather-data.md#where-forecasts-come-from). */
export type ProviderName = 'weatherapi' | 'open-meteo' | 'samples';

export interface ForecastSourceOptions {
  /**
   * Which service `upstreamBase` is: WeatherAPI (`{upstreamBase}/v1/forecast.json`, the
   * default), Open-Meteo (its forecast API, with `geocodingBase` its place search), or the
   * samples (the site's own forecast at `{upstreamBase}/v2/forecast`).
   */
  provider?: ProviderName;
  upstreamBase: string;
  /** Open-Meteo's place search, when `provider` is `open-meteo`. */
  geocodingBase?: string;
  /** Added by the server to each upstream call; never sent to the browser. */
  apiKey?: string;
  /**
   * How long a place's forecast is reused (docs/product/weather-data.md#where-forecasts-come-from:
   * 10 min).
   */
  ttlMs?: number;
  /** Bytes of forecasts kept (`FORECAST_CACHE_MB`); `FORECAST_CACHE_BYTES` unless told. */
  maxBytes?: number;
  /** Per upstream attempt; by default the shared timing design's. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Clock of the cache (ms); tests move it past the TTL. */
  now?: () => number;
  /** Where failures are reported; the key and the visitor's place are never in a line. */
  log?: (line: string) => void;
  /**
   * Where places are kept, given `ttlMs`; by default in this process (bounded LRU). Several
   * instances share one in Redis (`redis/`).
   */
  storeFor?: (options: { ttlMs: number; maxBytes: number }) => ForecastStore;
}

function providerOf({
  provider = 'weatherapi',
  upstreamBase,
  apiKey,
  geocodingBase,
}: ForecastSourceOptions): WeatherProvider {
  if (provider === 'samples') return samplesProvider({ base: upstreamBase });
  if (provider === 'open-meteo') {
    if (!geocodingBase) throw new Error('Open-Meteo needs its place search address');
    return openMeteoProvider({ base: upstreamBase, geocodingBase });
  }
  return weatherApiProvider({ base: upstreamBase, ...(apiKey ? { apiKey } : {}) });
}

/**
 * The forecast cache's default size (docs/product/weather-data.md#where-forecasts-come-from): a
 * place's trimmed forecast is 6–10 KB, so 256 MiB holds about 30,000 places, a storm morning's
 * with room to spare (one instance of the storm bench asked 1,959 places in three minutes).
 */
export const FORECAST_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * Where the server gets forecasts, whoever asks (a visitor's page or an alert run): one cache
 * and one upstream client, so a place asked by both costs the weather service one call.
 */
export interface ForecastSource {
  store: ForecastStore;
  fetchForecast: (q: string, days: number) => Promise<UpstreamResult>;
  /** A place's three-day forecast, through the cache; `null` for a query that is not one. */
  load: (q: string) => Promise<StoredResult | null>;
}

export function createForecastSource(options: ForecastSourceOptions): ForecastSource {
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const maxBytes = options.maxBytes ?? FORECAST_CACHE_BYTES;
  const store =
    options.storeFor?.({ ttlMs, maxBytes }) ??
    createForecastStore({ ttlMs, maxBytes, ...(options.now ? { now: options.now } : {}) });
  const fetchForecast = createUpstreamClient({
    provider: providerOf(options),
    timeoutMs: options.timeoutMs ?? UPSTREAM_ATTEMPT_TIMEOUT_MS,
    // Looked up per call so a test or an APM agent that swaps the global is honoured.
    fetchImpl: options.fetchImpl ?? ((input, init) => fetch(input, init)),
    log: options.log ?? ((line) => console.warn(line)),
  });
  return {
    store,
    fetchForecast,
    async load(q) {
      const query = parseForecastQuery({ q, days: '3' });
      if (!query) return null;
      return store.load(query.cacheKey, () => fetchForecast(query.q, query.days));
    },
  };
}
