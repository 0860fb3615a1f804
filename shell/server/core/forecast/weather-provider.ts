import type { UpstreamResult } from './upstream-result';

/** An answer below 500, read in full (the timeout covers the body). */
export interface Fetched {
  status: number;
  text: string;
}

/** How one address ended: its answer, or the failure the retries ended in. */
export type Asked = Fetched | Extract<UpstreamResult, { kind: 'failed' }>;

export interface ProviderTools {
  /**
   * `GET url` with the timing design's timeout and retry (a network error, timeout or 5xx is
   * tried once more; docs/product/weather-data.md#timeouts-and-retries). A provider that asks
   * more than one address gives each its `share` of an attempt's time, so that the whole request
   * takes no longer than two attempts at one address.
   */
  get: (url: string, share?: number) => Promise<Asked>;
  /** Takes the key out of a text that is passed on (docs/product/hardening.md#weather-key). */
  redact: (text: string) => string;
  log: (line: string) => void;
}

/**
 * A weather service, as the forecast endpoint uses one (docs/product/weather-data.md#where-forecasts-come-from):
 * how it is asked for a place and how its answer becomes the site's own forecast, as JSON text,
 * or the refusal or failure it is. The endpoint around it caches, coalesces and limits.
 */
export interface WeatherProvider {
  /** Kept out of every log line and answer. */
  secret?: string;
  forecast: (q: string, days: number, tools: ProviderTools) => Promise<UpstreamResult>;
}

export const isFetched = (asked: Asked): asked is Fetched => !('kind' in asked);
