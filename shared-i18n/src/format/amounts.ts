import type { Language } from '../language/languages';
import { formatMeasure } from './numbers';
import type { Units } from './unit-systems';

/**
 * The two ways the site writes amounts (docs/product/units-and-places.md, "Units"). Forecasts
 * are always metric; these only convert what is written. The calculator's result page and the
 * server's alert notifications write snowfall with the same function.
 */
export type { Units };

/** Inches of snowfall, one decimal. */
export const cmToInches = (cm: number): number => Math.round((cm / 2.54) * 10) / 10;

/** Always one decimal: "0.0 cm", "4.5 cm", "1.8 in" (docs/product/weather-data.md, "Snowfall"). */
export const formatSnowfall = (cm: number, language: Language, units: Units): string =>
  units === 'us'
    ? formatMeasure(cmToInches(cm), 'inch', language, 1)
    : formatMeasure(cm, 'centimeter', language, 1);
