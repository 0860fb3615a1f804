import type { Language } from '@snowday/shared-i18n';
import { formatDecimal } from '@snowday/shared-i18n/format';
import { celsiusToFahrenheit, cmToInches, kphToMph, mmToInches, type Units } from './units';

/**
 * One function per quantity the result page shows, each in the visitor's units
 * (docs/product/units-and-places.md, "Units"). The engine always reads metric figures; these
 * only write them.
 */

/**
 * A number with exactly `decimals` decimals ("0.0", "0.08") in the language's own separators;
 * formatDecimal writes at most one and leaves out a zero tenth.
 */
export function formatFixed(value: number, decimals: 1 | 2, language: Language): string {
  const scale = 10 ** decimals;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = formatDecimal(Math.floor(scaled / scale), language);
  const fraction = String(scaled % scale).padStart(decimals, '0');
  const separator = formatDecimal(0.5, language).slice(1, -1);
  const sign = value < 0 && scaled !== 0 ? formatDecimal(-1, language).slice(0, -1) : '';
  return `${sign}${whole}${separator}${fraction}`;
}

export const formatTemperature = (celsius: number, language: Language, units: Units): string =>
  units === 'us'
    ? `${formatDecimal(celsiusToFahrenheit(celsius), language)} °F`
    : `${formatDecimal(celsius, language)} °C`;

export function formatPrecipitation(mm: number, language: Language, units: Units): string {
  if (units === 'metric') return `${formatDecimal(mm, language)} mm`;
  const { inches, decimals } = mmToInches(mm);
  return `${formatFixed(inches, decimals, language)} in`;
}

export const formatWind = (kph: number, language: Language, units: Units): string =>
  units === 'us'
    ? `${formatDecimal(kphToMph(kph), language)} mph`
    : `${formatDecimal(kph, language)} km/h`;

/** Always one decimal: "0.0 cm", "4.5 cm", "1.8 in" (docs/product/weather-data.md, "Snowfall"). */
export const formatSnowfall = (cm: number, language: Language, units: Units): string =>
  units === 'us'
    ? `${formatFixed(cmToInches(cm), 1, language)} in`
    : `${formatFixed(cm, 1, language)} cm`;

/** An hour of the place's day as "07:00"; 24 (the end of the day) is "24:00". */
export const formatHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
