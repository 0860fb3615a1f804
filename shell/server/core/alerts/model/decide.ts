import {
  HEADLINE_LABELS,
  type AlertThreshold,
  type HeadlineLabel,
} from '@snowday/shared-i18n/contract';

/**
 * docs/product/alerts.md#thresholds: a subscriber hears from the label band "Delay Likely" up,
 * or from "Possibility of No School" up. The bands are the prediction's own
 * (docs/product/prediction.md#headline-label), ranked low to high; the calculator says which
 * band a chance is in.
 */
export type Threshold = AlertThreshold;

const LOWEST: Record<Threshold, HeadlineLabel> = {
  delay: 'delayLikely',
  closure: 'possibleNoSchool',
};

/** The bands an alert can carry: the threshold's lowest band and those above it. */
export type AlertBand = Extract<HeadlineLabel, 'delayLikely' | 'possibleNoSchool' | 'noSchool'>;

export const bandRank = (band: HeadlineLabel): number => HEADLINE_LABELS.indexOf(band);

export interface AlertDecision {
  band: AlertBand;
  rank: number;
}

/**
 * docs/product/alerts.md#one-a-day: whether a subscriber hears about a day whose chance is in
 * `band`, given the highest band already sent for that day (`sentRank`, -1 for none). At most
 * one per day, unless the chance climbs into a higher band than any sent.
 */
export function decideAlert(
  threshold: Threshold,
  band: HeadlineLabel,
  sentRank: number,
): AlertDecision | null {
  const rank = bandRank(band);
  if (rank < bandRank(LOWEST[threshold]) || rank <= sentRank) return null;
  // Every band at or above the lowest threshold's is an alert band.
  return { band: band as AlertBand, rank };
}
