import type {
  ForecastDay,
  ForecastHour,
  SiteForecast,
  WeatherCondition,
  WeatherWarning,
} from '@snowday/shared-i18n/contract';

/**
 * The forecast the calculator reads: the site's own (docs/product/weather-data.md#the-forecast-contract),
 * parsed by the contract's schema (`@snowday/shared-i18n/contract/forecast`), which also reads
 * WeatherAPI's shape, as the weather service itself, an earlier server or a kept copy sends it.
 */
export {
  apiErrorSchema,
  FORECAST_DAYS,
  readSiteForecast,
  siteForecastSchema,
} from '@snowday/shared-i18n/contract/forecast';

/** A condition without a known code: drawn with the neutral icon, named in the service's words. */
export const UNKNOWN_CONDITION = -1;

export type Forecast = SiteForecast & {
  /**
   * Set when the answer came from this device with no network (the shell's service worker):
   * when the server made it, an HTTP date (docs/product/home-screen.md#with-no-signal).
   */
  offlineCopy?: { savedAt: string };
};
export type { ForecastDay, ForecastHour, WeatherCondition };
/** An official warning; "alert" in WeatherAPI's words, which this feature's names keep. */
export type WeatherAlert = WeatherWarning;
