/**
 * The three multipliers applied to a day's raw score (docs/product/prediction.md#factors).
 * Each is a plain lookup so it can be checked against the rule text.
 */
import { isCoordinates } from '@snowday/shared-i18n/format';
import { PREDICTION_RULES } from './rules';

// docs/product/prediction.md#postal-code-factor: the WHOLE trimmed text must be
// letter-digit-letter, at most one space or hyphen, digit-letter-digit, any case. [0-9] rather than
// \d keeps the intent (ASCII digits only) visible.
const CANADIAN_POSTAL_CODE = /^[A-Za-z][0-9][A-Za-z][ -]?[0-9][A-Za-z][0-9]$/;
const CANADIAN_LOW_FIRST_LETTERS = 'YXVTPR'; // factor 0.8
const CANADIAN_HIGH_FIRST_LETTERS = 'BEGHJKLN'; // factor 1.2
const FIRST_ASCII_DIGIT = /[0-9]/;

/** docs/product/prediction.md#postal-code-factor. */
export function postalCodeFactor(location: string): number {
  // Latitude and longitude hold no postal code, so the factor is neutral
  // (docs/product/units-and-places.md#coordinates).
  if (isCoordinates(location)) return 1;
  const text = location.trim();
  if (CANADIAN_POSTAL_CODE.test(text)) {
    const firstLetter = text.charAt(0).toUpperCase();
    if (CANADIAN_LOW_FIRST_LETTERS.includes(firstLetter)) return 0.8;
    if (CANADIAN_HIGH_FIRST_LETTERS.includes(firstLetter)) return 1.2;
    return 1;
  }
  // Not Canadian-style: the first digit anywhere in the text decides
  // ("75001 Paris" -> 7). No digit at all is neutral.
  const match = FIRST_ASCII_DIGIT.exec(text);
  if (match === null) return 1;
  const digit = Number(match[0]);
  if (digit <= 5) return 0.8;
  if (digit >= 7) return 1.5;
  return 1; // digit 6
}

/**
 * docs/product/prediction.md#school-type-factor. Takes any string because the rule says
 * "'Public' (and anything else) 1", so unknown values are neutral, not errors.
 */
export function schoolTypeFactor(schoolType: string): number {
  switch (schoolType) {
    case 'Urban Public':
      return 1.2;
    case 'Rural Public':
      return 0.9;
    case 'Private/Prep':
      return 0.8;
    case 'Boarding':
      return 0.6;
    default:
      return 1;
  }
}

/**
 * docs/product/prediction.md#snow-days-factor: snow days already taken this season (0 -> 1.1, 1-3
 * -> 1, 4-6 -> 0.9, 7+ -> 0.8, as the rules' table holds them). Read as "< next band start" so the table is
 * exact for whole numbers and still non-increasing for any other number
 * (negatives count as 0, NaN falls to the last band).
 */
export function snowDaysFactor(snowDays: number): number {
  const steps = PREDICTION_RULES.snowDays;
  for (const [index, step] of steps.entries()) {
    const next = steps[index + 1];
    if (next === undefined || snowDays < next.from) return step.factor;
  }
  return 1;
}
