/**
 * Step 4 of the day prediction (docs/product/prediction.md#percent): map a factored score to an
 * integer percentage.
 */

/** Lowest chance ever shown: nothing is ever "impossible". */
export const MIN_CHANCE = 5;
/** Highest chance ever shown: nothing is ever "certain". */
export const MAX_CHANCE = 95;

/**
 * Linear inside each 30-point band; the bands meet at 30 -> 20, 60 -> 50 and
 * 90 -> 80, so the mapping is continuous and non-decreasing.
 */
export function scoreToPercent(score: number): number {
  let percent: number;
  if (score <= 30) percent = 5 + score / 2;
  else if (score <= 60) percent = 20 + (score - 30);
  else if (score <= 90) percent = 50 + (score - 60);
  else percent = 80 + (score - 90) / 2;

  // Round halves up (docs/product/prediction.md#percent). Math.round does exactly that for both
  // signs (2.5 -> 3, -2.5 -> -2), and unlike floor(x + 0.5) it is exact for
  // 0.49999999999999994.
  const rounded = Math.round(percent);
  return Math.min(Math.max(rounded, MIN_CHANCE), MAX_CHANCE);
}
