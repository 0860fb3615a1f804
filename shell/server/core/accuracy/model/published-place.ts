import type { OutlookAnswer } from '@snowday/shared-i18n/contract';
import { readSiteForecast } from '@snowday/shared-i18n/contract/forecast';
import { isTimeZone } from '../../alerts/model/wall-clock';
import { placeKeyOf, type PublishedPlace } from '../store/forecasts';

/**
 * The place an outlook names, as reports and forecasts keep it: the weather service's own name,
 * region and country, and its zone (docs/product/accuracy.md#what-is-kept-and-how-long). None
 * when the forecast names no place or zone.
 */
export function publishedPlaceOf(answer: OutlookAnswer): PublishedPlace | undefined {
  if (answer.kind !== 'place') return undefined;
  const { location, timeZone } = answer.place;
  if (!location || !timeZone || !isTimeZone(timeZone) || location.name.trim() === '') {
    return undefined;
  }
  return {
    key: placeKeyOf(location),
    name: location.name,
    region: location.region,
    country: location.country,
    timeZone,
  };
}

/**
 * The calendar days a forecast's body covers: the site's own forecast, or WeatherAPI's shape, in
 * which a page rendered by a calculator of an earlier release holds it
 * (docs/decisions/015-own-forecast-contract.md#rollout).
 */
export function forecastDays(body: unknown): string[] {
  const days = readSiteForecast(body)?.days ?? [];
  return days.map((d) => d.date).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
}
