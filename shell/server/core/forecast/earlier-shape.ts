import { readSiteForecast, toWeatherApi } from '@snowday/shared-i18n/contract/forecast';

/**
 * A forecast body in WeatherAPI's shape: what a calculator of an earlier release reads, from the
 * endpoint's `v1` address or, for a server entry of protocol 2, in its requests and its pages
 * (docs/decisions/015-own-forecast-contract.md#rollout). Read first, so that a body already in
 * that shape (a page's, passed on again) comes out the same; one that is no forecast stays as it
 * is, for its reader to refuse.
 */
export function inEarlierShape(body: string): string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return body;
  }
  const forecast = readSiteForecast(json);
  return forecast ? JSON.stringify(toWeatherApi(forecast)) : body;
}
