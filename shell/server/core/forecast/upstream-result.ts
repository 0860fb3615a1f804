/**
 * What one upstream call (with its retry) ended as. Bodies are JSON text, already free of the
 * key, so they can be cached and sent as they are.
 */
export type UpstreamResult =
  | { kind: 'ok'; body: string }
  /** WeatherAPI refused (400/1006 unknown place, 401/403 key or quota): passed on, not cached. */
  | { kind: 'refused'; status: number; body: string }
  /** Unreachable, 5xx after the retry, timed out, or not a forecast: a gateway error of ours. */
  | { kind: 'failed'; status: 502 | 504; body: string };

import { FORECAST_ERROR_CODES as CODES, forecastErrorBody } from '@snowday/shared-i18n/contract';

/** WeatherAPI's own "internal application error" code, with a message that blames no one. */
export const UNAVAILABLE = forecastErrorBody(CODES.unavailable, 'Weather service unavailable.');
/** A refusal whose body is not WeatherAPI's `{"error":{…}}` (a proxy's HTML page, say). */
export const REFUSED = forecastErrorBody(CODES.unavailable, 'Weather service refused the request.');
/** Our own code: WeatherAPI has no per-visitor limit, only the key's monthly quota (2007). */
export const TOO_MANY = forecastErrorBody(
  CODES.tooMany,
  'Too many weather requests; please try again in a minute.',
);
/**
 * The service answered, with something that is not a forecast (an HTML page, say): not the
 * service being away, so the page does not say it is (docs/product/weather-data.md#errors-the-visitor-sees).
 */
export const UNREADABLE = forecastErrorBody(
  CODES.unreadable,
  'Weather service answered with something that is not a forecast.',
);
