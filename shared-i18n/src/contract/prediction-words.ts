import type { BadgeColour } from './band-colours';

/**
 * The prediction's vocabulary, shared by the calculator (which computes with it) and the shell's
 * server (which stores a subscriber's school type, ranks the label of an alert and groups the
 * accuracy by label): ids, and where the published bands start, never the scoring. The scoring
 * lives in the calculator and reaches the server through its server entry
 * (docs/decisions/011-result-rendered-by-its-section.md); its table of rules holds these bands
 * as its own (docs/product/prediction.md#bands).
 */

/**
 * The school types the form offers, in its order ('Public' first, as the default). The
 * prediction's school factor is keyed on these exact strings (docs/product/prediction.md).
 */
export const SCHOOL_TYPES = [
  'Public',
  'Urban Public',
  'Rural Public',
  'Private/Prep',
  'Boarding',
] as const;

export type SchoolType = (typeof SCHOOL_TYPES)[number];

/**
 * A school type's key in the `calculator` texts' `schoolTypes` ("Urban Public" → "UrbanPublic"),
 * for any string a link may carry: an unknown one gives a key no text has.
 */
export const schoolTypeTextKey = (type: string): string => type.replace(/[^A-Za-z]/g, '');

/**
 * The headline's label bands, from the lowest chance to the highest
 * (docs/product/prediction.md#headline-label); the words are in the `result` texts.
 */
export const HEADLINE_LABELS = [
  'limited',
  'littleToNone',
  'delayLikely',
  'possibleNoSchool',
  'noSchool',
] as const;

export type HeadlineLabel = (typeof HEADLINE_LABELS)[number];

/**
 * Where each band of a chance starts, in percent (docs/product/prediction.md#bands): the headline
 * label (and the personal message's tier, on the same breakpoints) and the badge's colour. The
 * lowest band starts at 0 and is not listed. Written once: the calculator's rules, its range
 * table, its FAQ and posts, and the accuracy page's bands all read them here.
 */
export interface ChanceBands {
  readonly label: Readonly<Record<Exclude<HeadlineLabel, 'limited'>, number>>;
  readonly badge: Readonly<Record<Exclude<BadgeColour, 'red'>, number>>;
}

export const CHANCE_BANDS: ChanceBands = Object.freeze({
  label: Object.freeze({ littleToNone: 10, delayLikely: 55, possibleNoSchool: 75, noSchool: 87 }),
  badge: Object.freeze({ orange: 25, yellow: 55, blue: 75, green: 90 }),
});

/** The chance each headline label starts at, from the lowest: `limited` at 0. */
export const labelStarts = (bands: ChanceBands = CHANCE_BANDS) =>
  HEADLINE_LABELS.map((id) => ({ id, from: id === 'limited' ? 0 : bands.label[id] }));
