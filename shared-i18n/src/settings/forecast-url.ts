/**
 * Where forecasts come from; the `weather` part of the runtime settings
 * (docs/product/weather-data.md#where-forecasts-come-from).
 */
export interface WeatherSettings {
  /** Base of `/v1/forecast.json`: absolute, or relative to the page's origin; '/' at the end or not. */
  apiBase: string;
  /** Null in sample mode: the sample server needs no key and none should be sent. */
  apiKey: string | null;
  /** True when the forecasts are the bundled samples; the result page says so. */
  sample: boolean;
}

/**
 * `GET {apiBase}/v1/forecast.json?key=…&q=…&days=3&alerts=yes&aqi=no`: three days, each with its
 * hourly data (WeatherAPI sends the `hour` list by default), and the official alerts in force,
 * all in one request (docs/product/weather-data.md). Built by hand rather than with
 * `new URL` because apiBase may be relative, and with encodeURIComponent so a space is `%20`
 * (unambiguous for any server) rather than URLSearchParams' `+`.
 */
export const FORECAST_PARAMS = ['days=3', 'alerts=yes', 'aqi=no'] as const;

export function forecastUrl(location: string, settings: WeatherSettings): string {
  const base = settings.apiBase.replace(/\/+$/, '');
  const params: string[] = [];
  // An empty key is as good as none; sending `key=` would only earn a 401 from WeatherAPI.
  if (settings.apiKey) params.push(`key=${encodeURIComponent(settings.apiKey)}`);
  params.push(`q=${encodeURIComponent(location.trim())}`, ...FORECAST_PARAMS);
  return `${base}/v1/forecast.json?${params.join('&')}`;
}
