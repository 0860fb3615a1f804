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
