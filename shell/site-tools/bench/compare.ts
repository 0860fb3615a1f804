/**
 * How a page's figures read next to the floor page's from the same run: on a shared or slower
 * machine every absolute figure moves, the ratio to a bare React page far less.
 */

/** Site ÷ floor, as text: `2.4×`; a floor of zero gives `1.0×` for zero, else `∞`. */
export function ratioText(site: number, floor: number): string {
  if (floor === 0) return site === 0 ? '1.0×' : '∞ (floor 0)';
  return `${(site / floor).toFixed(1)}×`;
}

/** A score's difference to the floor's, signed: `-2`, `+1`, `0`. */
export function differenceText(site: number, floor: number): string {
  const difference = site - floor;
  return difference > 0 ? `+${difference}` : String(difference);
}

/** At most this many times the floor's blocking time. */
export const BLOCKING_GOAL_RATIO = 2;
/** A Lighthouse score this close to the floor's, or at least `SCORE_GOAL`, is close enough. */
export const SCORE_GOAL_POINTS = 3;
export const SCORE_GOAL = 95;

/**
 * Blocking time within twice the floor's. A floor whose blocking time is zero would make any
 * blocking at all a miss; on a fast run both are zero and a few milliseconds of noise decide
 * it, so the floor counts as at least one long task's worth over the limit (10 ms).
 */
export function blockingGoalMet(site: number, floor: number): boolean {
  return site <= BLOCKING_GOAL_RATIO * Math.max(floor, 10);
}

export function scoreGoalMet(site: number, floor: number): boolean {
  return site >= SCORE_GOAL || floor - site <= SCORE_GOAL_POINTS;
}

/**
 * The site ÷ floor ratio of each round: rounds alternate floor and site, so a busy minute weighs
 * on both halves of a ratio. A round whose floor is zero counts the floor as 10 ms, as the goal
 * does, so that a few milliseconds of noise do not make an infinite ratio.
 */
export function roundRatios(site: number[], floor: number[]): number[] {
  const rounds = Math.min(site.length, floor.length);
  return Array.from({ length: rounds }, (_, i) => (site[i] ?? 0) / Math.max(floor[i] ?? 0, 10));
}

/** The median of the rounds' ratios with their spread: `1.8× (1.2–2.6)`. */
export function spreadText(ratios: number[]): string {
  if (ratios.length === 0) return '–';
  const sorted = [...ratios].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  const low = sorted[0] ?? 0;
  const high = sorted[sorted.length - 1] ?? 0;
  return `${median.toFixed(1)}× (${low.toFixed(1)}–${high.toFixed(1)})`;
}

/**
 * An absolute figure over the rounds: the median and the range, in whole milliseconds
 * (`1234 (1100–1500)`). A round with no figure (NaN: nothing worked before the limit) is left
 * out of both and said: `1234 (1100–1500), 2 of 3`.
 */
export function medianRangeText(values: number[]): string {
  const figures = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (figures.length === 0) return values.length === 0 ? '–' : `none of ${values.length}`;
  const middle = Math.floor(figures.length / 2);
  const median =
    figures.length % 2
      ? (figures[middle] ?? 0)
      : ((figures[middle - 1] ?? 0) + (figures[middle] ?? 0)) / 2;
  const low = Math.round(figures[0] ?? 0);
  const high = Math.round(figures[figures.length - 1] ?? 0);
  const text = `${Math.round(median)} (${low}–${high})`;
  return figures.length === values.length ? text : `${text}, ${figures.length} of ${values.length}`;
}
