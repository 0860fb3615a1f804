import {
  BADGE_COLOURS,
  HEADLINE_LABELS,
  type BadgeColour,
  type HeadlineLabel,
} from '@snowday/shared-i18n/contract';
import { PREDICTION_RULES } from './rules';

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

/**
 * The band of `percent` among `order` (lowest first), each but the first starting where `starts`
 * says: read as "below the next start", so that any number, even NaN, falls in exactly one.
 */
function bandOf<T extends string>(
  percent: number,
  order: readonly T[],
  starts: Readonly<Partial<Record<T, number>>>,
): T {
  for (const [index, band] of order.entries()) {
    const next = order[index + 1];
    if (next === undefined || percent < (starts[next] ?? Number.NaN)) return band;
  }
  throw new Error('a band list is never empty');
}

/** docs/product/prediction.md#headline-label. */
export function headlineLabel(percent: number): HeadlineLabel {
  return bandOf(percent, HEADLINE_LABELS, PREDICTION_RULES.labels);
}

const TIER_OF: Readonly<Record<HeadlineLabel, MessageTier>> = {
  limited: 'low',
  littleToNone: 'moderate',
  delayLikely: 'medium',
  possibleNoSchool: 'high',
  noSchool: 'veryHigh',
};

/** docs/product/prediction.md#message-tier: the label's breakpoints, one tier per label. */
export function messageTier(percent: number): MessageTier {
  return TIER_OF[headlineLabel(percent)];
}

/** docs/product/prediction.md#badge-colour: its own breakpoints. */
export function badgeColour(percent: number): BadgeColour {
  return bandOf(percent, BADGE_COLOURS, PREDICTION_RULES.badges);
}

/**
 * The range table's published ends: its second row starts at 0 and its last ends at 99, as
 * written (docs/product/prediction.md#range-table).
 */
const RANGE_TABLE_ENDS = { from: 0, to: 99 } as const;

/**
 * docs/product/prediction.md#range-table: the explanatory table's bounds, the label breakpoints
 * between the published ends ('<10%', '0-55%', '55-75%', '75-87%', '87-99%'). The ranges overlap
 * the label breakpoints ('0-55%' vs '<10%', '87-99%' vs the 95 cap); that is the published copy
 * and is kept on purpose. The page writes them in its language's own percent format.
 */
export function rangeTable(labels = PREDICTION_RULES.labels): readonly RangeRow[] {
  return [
    { id: 'limited', to: labels.littleToNone },
    { id: 'littleToNone', from: RANGE_TABLE_ENDS.from, to: labels.delayLikely },
    { id: 'delayLikely', from: labels.delayLikely, to: labels.possibleNoSchool },
    { id: 'possibleNoSchool', from: labels.possibleNoSchool, to: labels.noSchool },
    { id: 'noSchool', from: labels.noSchool, to: RANGE_TABLE_ENDS.to },
  ];
}

export const RANGE_TABLE: readonly RangeRow[] = Object.freeze(/* @__PURE__ */ rangeTable());
