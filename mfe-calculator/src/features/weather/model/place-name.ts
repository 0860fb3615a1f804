import type { Forecast } from '../api/forecast-schema';
import { isUnitedStates } from './alerts';

/**
 * docs/product/pages.md#result-panel, item 2: name and region in the USA (however the country is
 * spelled), otherwise name and country. The result page and the server's alerts name a place so.
 */
export function placeName({ name, region, country }: Forecast['location']): string {
  const second = isUnitedStates(country) ? region : country;
  return [name, second].filter((part) => part.trim() !== '').join(', ');
}
