import type { Language } from '@snowday/shared-i18n';
import { formatMeasure, formatSnowfall } from '@snowday/shared-i18n/format';
import { celsiusToFahrenheit, kphToMph, mmToInches, type Units } from './units';

/**
 * One function per quantity the result page shows, each in the visitor's units
 * (docs/product/units-and-places.md, "Units") and written as the page's language writes that
 * unit (docs/i18n/README.md): "-4°C", "-4 °C", "0,08 po", "12 毫米". One precision per
 * quantity, whatever the units: temperatures and speeds in whole numbers, precipitation and
 * snowfall with their decimals. The engine always reads metric figures; these only write them.
 */

export const formatTemperature = (celsius: number, language: Language, units: Units): string =>
  units === 'us'
    ? formatMeasure(celsiusToFahrenheit(celsius), 'fahrenheit', language)
    : formatMeasure(Math.round(celsius), 'celsius', language);

export function formatPrecipitation(mm: number, language: Language, units: Units): string {
  if (units === 'metric') return formatMeasure(mm, 'millimeter', language);
  const { inches, decimals } = mmToInches(mm);
  return formatMeasure(inches, 'inch', language, decimals);
}

export const formatWind = (kph: number, language: Language, units: Units): string =>
  units === 'us'
    ? formatMeasure(kphToMph(kph), 'mile-per-hour', language)
    : formatMeasure(Math.round(kph), 'kilometer-per-hour', language);

/** Snowfall is written by shared-i18n: the server's alert notifications write it too. */
export { formatSnowfall };
