/**
 * The codes a forecast answer's error body carries, `{"error":{"code":…,"message":…}}`, whoever
 * wrote it: the site's forecast endpoint, the sample forecasts, or WeatherAPI itself, whose codes
 * the first two take where WeatherAPI has one. The result page says each in its own words
 * (docs/product/weather-data.md#errors-the-visitor-sees).
 */
export const FORECAST_ERROR_CODES = {
  /** A place text no search can take (empty, too long, control characters). */
  badPlace: 1003,
  /** No place matches the text. */
  placeNotFound: 1006,
  /** The weather service is down, unreachable, or failed after both attempts. */
  unavailable: 9999,
  /** The visitor's address asked for more forecasts this minute than the server allows. */
  tooMany: 9998,
  /**
   * The weather service answered, but not with a forecast the site can read: an HTML page, a body
   * without the figures the prediction needs, a value of the wrong kind.
   */
  unreadable: 9997,
} as const;

/** An error body, as the forecast endpoint writes it. */
export const forecastErrorBody = (code: number, message: string): string =>
  JSON.stringify({ error: { code, message } });
