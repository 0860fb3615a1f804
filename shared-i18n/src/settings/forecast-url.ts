import { FORECAST_PATHS } from '../contract/forecast';

/**
 * Where forecasts come from; the `weather` part of the runtime settings
 * (docs/product/weather-data.md#where-forecasts-come-from).
 */
export interface WeatherSettings {
  /**
   * Base of `/v2/forecast` (the site's server, the samples) or `/v1/forecast.json` (WeatherAPI,
   * with a key): absolute, or relative to the page's origin; '/' at the end or not.
   */
  apiBase: string;
  /** Null in sample mode: the sample server needs no key and none should be sent. */
  apiKey: string | null;
  /** True when the forecasts are the bundled samples; the result page says so. */
  sample: boolean;
}

/**
 * What the browser asks for one place (docs/product/weather-data.md#the-request): from the site's
 * server (no key in the page), its own forecast, `GET {apiBase}/v2/forecast?q=…&days=3`
 * (docs/decisions/015-own-forecast-contract.md); holding a key (a static deployment without our
 * server), WeatherAPI itself, `GET {apiBase}/v1/forecast.json?key=…&q=…&days=3&alerts=yes&aqi=no`:
 * three days, each with its hourly data (WeatherAPI sends the `hour` list by default), and the
 * official alerts in force, all in one request. Built by hand rather than with `new URL` because
 * apiBase may be relative, and with encodeURIComponent so a space is `%20` (unambiguous for any
 * server) rather than URLSearchParams' `+`.
 */
export const FORECAST_PARAMS = ['days=3', 'alerts=yes', 'aqi=no'] as const;
const CONTRACT_PARAMS = ['days=3'] as const;

const base = (settings: WeatherSettings) => settings.apiBase.replace(/\/+$/, '');
const place = (location: string) => `q=${encodeURIComponent(location.trim())}`;

export function forecastUrl(location: string, settings: WeatherSettings): string {
  // An empty key is as good as none; sending `key=` would only earn a 401 from WeatherAPI.
  if (settings.apiKey) {
    const key = `key=${encodeURIComponent(settings.apiKey)}`;
    const params = [key, place(location), ...FORECAST_PARAMS];
    return `${base(settings)}${FORECAST_PATHS.weatherApi}?${params.join('&')}`;
  }
  return `${base(settings)}${FORECAST_PATHS.contract}?${[place(location), ...CONTRACT_PARAMS].join('&')}`;
}

/**
 * The same place at the address a server of an earlier release answers, in WeatherAPI's shape:
 * asked only when the site's server does not know the contract's address (a 404 without an
 * error body), as after a rollback (docs/decisions/015-own-forecast-contract.md#rollout).
 */
export function earlierForecastUrl(location: string, settings: WeatherSettings): string {
  return `${base(settings)}${FORECAST_PATHS.weatherApi}?${[place(location), ...FORECAST_PARAMS].join('&')}`;
}
