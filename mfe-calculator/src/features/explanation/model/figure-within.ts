/**
 * A day's reading written beside the rule it triggered, so that the figure shown is one the rule
 * applies to (docs/product/explanation.md#figures-at-a-limit): −10.1 °C under "below −10 °C"
 * is not "−10°C", nor is 19.99 mm under "under 20 mm" "20 mm". The usual precision when it stays
 * inside the rule's stretch, more decimals where rounding would cross a limit, and rounded
 * towards the stretch when even two decimals would not do.
 */
import type { Language } from '@snowday/shared-i18n';
import { formatMeasure, formatPercent, type Unit } from '@snowday/shared-i18n/format';
import { exactUs, type Units } from '../../../lib/units';
import { outsideOf, type RangeEnd, type ReadingRange } from '../../prediction';

export type Quantity = 'temperature' | 'precipitation' | 'wind' | 'percent';

interface Shown {
  /** The figure in the page's units, unrounded. */
  exact: (metric: number) => number;
  /** The decimals the rest of the page shows it with. */
  usual: (exact: number) => Decimals;
  /** Up to how many decimals it is written loosely (formatDecimal: "5", "5.5"), not fixed. */
  loose: 0 | 1;
  /** Its unit; a percentage has none. */
  unit: Unit | null;
}

type Decimals = 0 | 1 | 2;

/** Two decimals at most: finer than any figure the weather service sends. */
const MOST_DECIMALS = 2;

/** As `lib/format-amounts.ts` writes each quantity: the same units and the same precision. */
function shown(quantity: Quantity, units: Units): Shown {
  const metric = units === 'metric';
  const same = (value: number) => value;
  /** A quantity the page writes in whole numbers, in either system. */
  const whole = (toUs: (value: number) => number, metricUnit: Unit, usUnit: Unit): Shown => ({
    exact: metric ? same : toUs,
    usual: () => 0,
    loose: 0,
    unit: metric ? metricUnit : usUnit,
  });
  switch (quantity) {
    case 'temperature':
      return whole(exactUs.fahrenheit, 'celsius', 'fahrenheit');
    case 'wind':
      return whole(exactUs.mph, 'kilometer-per-hour', 'mile-per-hour');
    case 'precipitation':
      return metric
        ? { exact: same, usual: () => 1, loose: 1, unit: 'millimeter' }
        : {
            exact: exactUs.inches,
            // Two decimals under one inch, else one, always written out (mmToInches).
            usual: (inches) => (Math.abs(Math.round(inches * 100) / 100) < 1 ? 2 : 1),
            loose: 0,
            unit: 'inch',
          };
    case 'percent':
      return { exact: same, usual: () => 1, loose: 1, unit: null };
  }
}

function write(figure: Shown, rounded: number, decimals: Decimals, language: Language): string {
  const fixed = decimals > figure.loose ? (decimals as 1 | 2) : undefined;
  return figure.unit === null
    ? formatPercent(rounded, language, fixed)
    : formatMeasure(rounded, figure.unit, language, fixed);
}

/**
 * `value` to `decimals` places from its shortest decimal form ("1.15" → 1.2, as the page's
 * number format rounds), halves towards +∞ like Math.round; `direction` rounds down or up.
 */
function roundTo(value: number, decimals: number, direction: 'near' | 'down' | 'up'): number {
  const step = { near: Math.round, down: Math.floor, up: Math.ceil }[direction];
  const shifted = Number(`${String(value)}e${String(decimals)}`);
  const scaled = Number.isFinite(shifted) ? shifted : value * 10 ** decimals;
  return step(scaled) / 10 ** decimals;
}

/** The stretch in the page's units. */
function convert(range: ReadingRange, exact: (metric: number) => number): ReadingRange {
  const end = (value: RangeEnd | undefined) => value && { ...value, limit: exact(value.limit) };
  return { lower: end(range.lower), upper: end(range.upper) };
}

/** The reading as the page writes this quantity, kept inside the stretch its rule applied to. */
export function formatWithin(
  quantity: Quantity,
  metric: number,
  range: ReadingRange,
  language: Language,
  units: Units,
): string {
  const figure = shown(quantity, units);
  const value = figure.exact(metric);
  const within = convert(range, figure.exact);
  for (let decimals = figure.usual(value); decimals <= MOST_DECIMALS; decimals++) {
    const rounded = roundTo(value, decimals, 'near');
    if (outsideOf(rounded, within) === null) {
      return write(figure, rounded, decimals as Decimals, language);
    }
  }
  const side = outsideOf(roundTo(value, MOST_DECIMALS, 'near'), within);
  const towards = side === 'lower' ? 'up' : 'down';
  return write(figure, roundTo(value, MOST_DECIMALS, towards), MOST_DECIMALS, language);
}
