/**
 * Step 4 of the day prediction (docs/product/prediction.md#percent): map a factored score to an
 * integer percentage, through the rules' bands (`rules.ts`).
 */
import { PREDICTION_RULES, type TraceBand } from './rules';

/**
 * The band a score falls in. The bands meet at 30 -> 20, 60 -> 50 and 90 -> 80, so the mapping
 * is continuous and non-decreasing; a score that is no number falls in the top band.
 */
export function bandFor(score: number): TraceBand {
  const { bands } = PREDICTION_RULES;
  const top = bands[bands.length - 1];
  if (!top) throw new Error('the rules have no band');
  return bands.find((band) => band.end === null || score <= band.end) ?? top;
}

/** The band's straight line at `score`, before rounding. */
export const unroundedPercent = (score: number, band: TraceBand): number =>
  band.base + (score - band.start) * band.rate;

/**
 * Round halves up, then keep within the rules' chance range (docs/product/prediction.md#percent).
 * Math.round does exactly that for both signs (2.5 -> 3, -2.5 -> -2), and unlike floor(x + 0.5)
 * it is exact for 0.49999999999999994.
 */
export function roundChance(unrounded: number): number {
  const { min, max } = PREDICTION_RULES.chance;
  return Math.min(Math.max(Math.round(unrounded), min), max);
}

/** The integer percentage of a factored score. */
export function scoreToPercent(score: number): number {
  return roundChance(unroundedPercent(score, bandFor(score)));
}
