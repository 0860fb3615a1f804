/**
 * The two ways the result page writes amounts, and which one a visitor gets
 * (docs/product/units-and-places.md, "Units"). The engine always reads metric figures; these
 * only convert what is shown.
 */
import { parseUnits } from '@snowday/shared-i18n/contract';
import { cmToInches, type Units } from '@snowday/shared-i18n/format';

export { cmToInches, type Units };

export const UNITS_STORAGE_KEY = 'preferred-units';

/** `metric` or `us`, anything else is no choice (read by result links too, in the contract). */
export { parseUnits };

/** The figures in the `us` system before any rounding: what a limit of a rule becomes. */
export const exactUs = {
  fahrenheit: (celsius: number): number => (celsius * 9) / 5 + 32,
  inches: (mm: number): number => mm / 25.4,
  mph: (kph: number): number => kph / 1.609344,
};

/** °F, rounded to a whole degree. */
export const celsiusToFahrenheit = (celsius: number): number =>
  Math.round(exactUs.fahrenheit(celsius));

/** mph, rounded to a whole number. */
export const kphToMph = (kph: number): number => Math.round(exactUs.mph(kph));

/** Inches of precipitation: two decimals under one inch, else one. */
export function mmToInches(mm: number): { inches: number; decimals: 1 | 2 } {
  const exact = exactUs.inches(mm);
  const hundredths = Math.round(exact * 100) / 100;
  if (Math.abs(hundredths) < 1) return { inches: hundredths, decimals: 2 };
  return { inches: Math.round(exact * 10) / 10, decimals: 1 };
}

/** The United States and the territories that measure as it does, as WeatherAPI names them. */
const US_COUNTRIES = new Set([
  'united states of america',
  'usa',
  'united states',
  'puerto rico',
  'guam',
  'american samoa',
  'northern mariana islands',
  'u.s. virgin islands',
  'united states virgin islands',
  'virgin islands, u.s.',
]);

export interface UnitsClues {
  /** The `units` query parameter. */
  param: Units | undefined;
  /** The choice stored on this device. */
  stored: Units | undefined;
  /** The forecast's country, once there is one. */
  country: string | undefined;
  /** `navigator.language`. */
  browserLanguage: string | undefined;
}

/**
 * The link, then the stored choice, then the place (US and its territories imperial, any other
 * known country metric); only without a known place the browser's region, else metric.
 */
export function chooseUnits({ param, stored, country, browserLanguage }: UnitsClues): Units {
  if (param) return param;
  if (stored) return stored;
  const place = country?.trim().toLowerCase();
  if (place) return US_COUNTRIES.has(place) ? 'us' : 'metric';
  if (browserLanguage?.endsWith('-US')) return 'us';
  return 'metric';
}

/** The stored choice; a browser that blocks storage has none. */
export function readStoredUnits(): Units | undefined {
  try {
    return parseUnits(window.localStorage.getItem(UNITS_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Remembers the choice on this device when the browser lets us; otherwise nothing happens. */
export function storeUnits(units: Units): void {
  try {
    window.localStorage.setItem(UNITS_STORAGE_KEY, units);
  } catch {
    // Blocked storage (private mode, a policy): the choice lasts for this page only.
  }
}
