import type { WeatherError } from '../../weather';

/**
 * WeatherAPI's "no matching location" (1006), and the forecast endpoint's refusal of a place
 * text no search could take (1003: too long, control characters; an empty place never asks).
 * Both mean the place, so both say so.
 */
const PLACE_NOT_FOUND = new Set([1003, 1006]);

/** Which of the result page's messages a failure gets (docs/product/weather-data.md). */
export type WeatherFailureKind = 'unknownPlace' | 'unavailable' | 'form';

export function weatherFailureKind(error: WeatherError): WeatherFailureKind {
  if (error.kind === 'http' && error.code !== undefined && PLACE_NOT_FOUND.has(error.code)) {
    return 'unknownPlace';
  }
  return error.kind === 'timeout' || error.kind === 'network' ? 'unavailable' : 'form';
}
