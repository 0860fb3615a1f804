// The address is part of the settings every side agrees on: the shell's server preloads the
// very request this section makes.
export {
  earlierForecastUrl,
  forecastUrl,
  FORECAST_PARAMS,
  type WeatherSettings,
} from '@snowday/shared-i18n/settings';
