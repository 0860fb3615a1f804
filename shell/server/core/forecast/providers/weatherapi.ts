import { fromWeatherApi } from '@snowday/shared-i18n/contract/forecast';
import { isFetched, type WeatherProvider } from '../weather-provider';
import { settleAnswer } from './answers';

/**
 * WeatherAPI (docs/product/weather-data.md#from-weatherapi): `GET {base}/v1/forecast.json` with the
 * key, always with the warnings (`alerts=yes`), so one cached answer per place serves every
 * visitor; its answer read into the site's forecast by the contract's own reader.
 */
export function weatherApiProvider({
  base,
  apiKey,
}: {
  base: string;
  apiKey?: string;
}): WeatherProvider {
  const root = base.replace(/\/+$/, '');
  return {
    ...(apiKey ? { secret: apiKey } : {}),
    async forecast(q, days, tools) {
      // As the browser client builds it (forecast-url.ts): `%20` rather than `+`; no `key=` when
      // there is none, which would only earn a 401.
      const params = [`q=${encodeURIComponent(q)}`, `days=${String(days)}`, 'alerts=yes', 'aqi=no'];
      if (apiKey) params.unshift(`key=${encodeURIComponent(apiKey)}`);
      const asked = await tools.get(`${root}/v1/forecast.json?${params.join('&')}`);
      return isFetched(asked) ? settleAnswer(asked, fromWeatherApi, tools) : asked;
    },
  };
}
