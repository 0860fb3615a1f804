import type { BadgeColour, HeadlineLabel } from '@snowday/shared-i18n/contract';

/**
 * Presentation bands for an integer percentage (docs/product/prediction.md#bands). Only ids live
 * here; the words are translated in the i18n bundles under these ids.
 */

/**
 * limited: 'Limited Chance'; littleToNone: 'Little to no chance of anything,
 * but possible.'; delayLikely: 'Delay Likely.'; possibleNoSchool:
 * 'Possibility of No School.'; noSchool: 'No School or Possible Early
 * Dismissal.'
 */
export type { HeadlineLabel };

export type MessageTier = 'low' | 'moderate' | 'medium' | 'high' | 'veryHigh';

/** The badge's colour name; the colours themselves are the contract's `BAND_COLOURS`. */
export type { BadgeColour };

/** One row's bounds in percent: `to` alone for "<10%", `from` and `to` for "0-55%". */
export interface RangeRow {
  readonly id: HeadlineLabel;
  readonly from?: number;
  readonly to: number;
}

/** docs/product/prediction.md#headline-label: breakpoints 10 / 55 / 75 / 87. */
export function headlineLabel(percent: number): HeadlineLabel {
  if (percent < 10) return 'limited';
  if (percent < 55) return 'littleToNone';
  if (percent < 75) return 'delayLikely';
  if (percent < 87) return 'possibleNoSchool';
  return 'noSchool';
}

/** docs/product/prediction.md#message-tier: same breakpoints as the label. */
export function messageTier(percent: number): MessageTier {
  if (percent < 10) return 'low';
  if (percent < 55) return 'moderate';
  if (percent < 75) return 'medium';
  if (percent < 87) return 'high';
  return 'veryHigh';
}

/** docs/product/prediction.md#badge-colour: its own breakpoints 25 / 55 / 75 / 90. */
export function badgeColour(percent: number): BadgeColour {
  if (percent < 25) return 'red';
  if (percent < 55) return 'orange';
  if (percent < 75) return 'yellow';
  if (percent < 90) return 'blue';
  return 'green';
}

/**
 * docs/product/prediction.md#range-table: the explanatory table's bounds, exactly as written
 * ('<10%', '0-55%', '55-75%', '75-87%', '87-99%'). The ranges overlap the label breakpoints
 * ('0-55%' vs '<10%', '87-99%' vs the 95 cap); that is the published copy and is kept on
 * purpose. The page writes them in its language's own percent format.
 */
export const RANGE_TABLE: readonly RangeRow[] = Object.freeze([
  { id: 'limited', to: 10 },
  { id: 'littleToNone', from: 0, to: 55 },
  { id: 'delayLikely', from: 55, to: 75 },
  { id: 'possibleNoSchool', from: 75, to: 87 },
  { id: 'noSchool', from: 87, to: 99 },
]);
