import type { SiteForecast } from '@snowday/shared-i18n/contract';
import { toWeatherApi } from '@snowday/shared-i18n/contract/forecast';

/**
 * A stored forecast (the site's own, as this server wrote it) in WeatherAPI's shape: what a
 * calculator of an earlier release reads, from the endpoint's `v1` address or, for a server entry
 * of protocol 2, in its requests (docs/decisions/014-own-forecast-contract.md#rollout).
 */
export const inEarlierShape = (body: string): string =>
  JSON.stringify(toWeatherApi(JSON.parse(body) as SiteForecast));
