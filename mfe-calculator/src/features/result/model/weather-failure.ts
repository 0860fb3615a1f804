import { FORECAST_ERROR_CODES } from '@snowday/shared-i18n/contract';
import type { WeatherError } from '../../weather';

/**
 * No place matches the text (1006), and the forecast endpoint's refusal of a place text no
 * search could take (1003: too long, control characters; an empty place never asks). Both mean
 * the place, so both say so.
 */
const PLACE_NOT_FOUND: ReadonlySet<number> = new Set([
  FORECAST_ERROR_CODES.badPlace,
  FORECAST_ERROR_CODES.placeNotFound,
]);

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
  // An answer that is not a forecast (an HTML page, a body without the figures, here or as the
  // server found the weather service's) is not the service being away: the seed's own words.
  if (error.kind === 'malformed' || error.code === FORECAST_ERROR_CODES.unreadable) return 'form';
  // Nothing the visitor typed: the service is down, unreachable or refuses our key.
  if (error.kind === 'network') return 'unavailable';
  if (status !== undefined && (status >= 500 || status === 401 || status === 403)) {
    return 'unavailable';
  }
  return 'form';
}
