import type { WeatherError } from '../../weather';

/**
 * WeatherAPI's "no matching location" (1006), and the forecast endpoint's refusal of a place
 * text no search could take (1003: too long, control characters; an empty place never asks).
 * Both mean the place, so both say so.
 */
const PLACE_NOT_FOUND = new Set([1003, 1006]);

/**
 * Which of the result page's messages a failure gets: each failure in its own words, and "check
 * your location" only for one that may be the visitor's (docs/product/weather-data.md#errors-the-visitor-sees).
 */
export type WeatherFailureKind = 'unknownPlace' | 'timeout' | 'unavailable' | 'limited' | 'form';

export function weatherFailureKind(error: WeatherError): WeatherFailureKind {
  const status = error.kind === 'http' ? error.status : undefined;
  if (error.code !== undefined && status !== undefined && PLACE_NOT_FOUND.has(error.code)) {
    return 'unknownPlace';
  }
  // The browser's own wait, or the server's gateway timeout after both of its attempts.
  if (error.kind === 'timeout' || status === 504) return 'timeout';
  // The visitor's address asked for more forecasts this minute than the server allows.
  if (status === 429) return 'limited';
  // Nothing the visitor typed: the service is down, unreachable, refuses our key, or answered
  // something unreadable.
  if (error.kind === 'network' || error.kind === 'malformed') return 'unavailable';
  if (status !== undefined && (status >= 500 || status === 401 || status === 403)) {
    return 'unavailable';
  }
  return 'form';
}
