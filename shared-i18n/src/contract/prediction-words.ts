/**
 * The prediction's vocabulary, shared by the calculator (which computes with it) and the shell's
 * server (which stores a subscriber's school type and ranks the label of an alert): ids only,
 * never the rules. The rules live in the calculator and reach the server through its server
 * entry (docs/decisions/011-result-rendered-by-its-section.md).
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
