import { FORECAST_PATHS } from '@snowday/shared-i18n/contract';
import { siteForecastSchema } from '@snowday/shared-i18n/contract/forecast';
import { isFetched, type WeatherProvider } from '../weather-provider';
import { settleAnswer } from './answers';

/**
 * A service that already speaks the site's own forecast, `GET {base}/v2/forecast?q&days`: the
 * sample forecasts (docs/product/weather-data.md#sample-forecasts), which this same server mounts
 * when it has no key. Its answer is still parsed: it is passed on as the contract, so it must be
 * one.
 */
export function samplesProvider({ base }: { base: string }): WeatherProvider {
  const root = base.replace(/\/+$/, '');
  const read = (json: unknown) => {
    const parsed = siteForecastSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  };
  return {
    async forecast(q, days, tools) {
      const params = `q=${encodeURIComponent(q)}&days=${String(days)}`;
      const asked = await tools.get(`${root}${FORECAST_PATHS.contract}?${params}`);
      return isFetched(asked) ? settleAnswer(asked, read, tools) : asked;
    },
  };
}
