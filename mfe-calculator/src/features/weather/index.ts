/**
 * Public API of the weather feature: the site's forecasts, fetched, validated and cached
 * (docs/product/weather-data.md), plus the condition icons and texts. Other features import
 * only this.
 */
export { FORECAST_DAYS, readSiteForecast, UNKNOWN_CONDITION } from './api/forecast-schema';
export type { Forecast, ForecastDay, WeatherCondition } from './api/forecast-schema';
export { WeatherError, type WeatherErrorKind } from './api/weather-error';
export { forecastUrl, type WeatherSettings } from './api/forecast-url';
export { fetchForecast, type FetchForecastOptions } from './api/fetch-forecast';
export {
  getForecastCached,
  clearForecastCache,
  normalizeLocation,
  type CachedForecastOptions,
} from './api/forecast-cache';
export { useForecast, type ForecastState } from './hooks/use-forecast';
export { useConditionText, type ConditionText } from './hooks/use-condition-text';
export { ConditionIcon, type ConditionIconProps } from './components/condition-icon';
export { CONDITION_CODES, iconKindFor, type IconKind } from './model/conditions';
export type { ForecastHour, WeatherAlert } from './api/forecast-schema';
export { snowTiming, SCHOOL_MORNING, type SnowRun, type SnowTiming } from './model/snow-hours';
export { ENGLISH_PLACES, placeName, placeTexts } from './model/place-name';
export {
  alertLanguage,
  alertsInForce,
  alertWallClock,
  isUnitedStates,
  isWinterAlert,
} from './model/weather-warnings';
