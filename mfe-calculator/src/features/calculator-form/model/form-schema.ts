import { z } from 'zod/mini';
import { SCHOOL_TYPES, type SchoolType } from '../../prediction';
import { resultLinkQuery } from '../../../lib/result-link';

export const SNOW_DAYS_MAX = 20;
export const NAME_MAX_LENGTH = 50;

/** Translation keys (namespace `calculator`) of the messages the schema can produce. */
export const FORM_ERROR_KEYS = [
  'form.errors.locationRequired',
  'form.errors.schoolTypeInvalid',
] as const;
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number];

/**
 * SPEC 5: "non-numeric input becomes 0". Out-of-range and fractional counts are clamped and
 * floored instead of rejected, so this field never blocks the form (DECISIONS 4 reads the count
 * the same way on /result).
 */
export function toSnowDays(input: unknown): number {
  const count =
    typeof input === 'number' ? input : typeof input === 'string' ? Number(input) : Number.NaN;
  // Number('') is 0 and Number('abc') is NaN: both read as 0. ±Infinity clamps like any number.
  if (Number.isNaN(count)) return 0;
  return Math.min(SNOW_DAYS_MAX, Math.max(0, Math.floor(count)));
}

/** The calculator form (SPEC 3 "Form input", SPEC 5). Messages are translation keys. */
export const formSchema = z.object({
  location: z.string().check(z.trim(), z.minLength(1, { error: 'form.errors.locationRequired' })),
  schoolType: z.enum(SCHOOL_TYPES, { error: 'form.errors.schoolTypeInvalid' }),
  // zod/mini has no z.preprocess: classic's is this same pipe (a transform, then the schema).
  snowDaysThisYear: z.pipe(
    z.transform(toSnowDays),
    z.number().check(z.int(), z.gte(0), z.lte(SNOW_DAYS_MAX)),
  ),
  // DECISIONS 4 shows at most 50 characters of the name; cut rather than block the visitor.
  // Cut by code points as /result does: slice() counts UTF-16 units and could halve an emoji
  // into a lone surrogate, which the URL turns into U+FFFD (found by form-schema.fuzz.test).
  name: z.pipe(
    z.string().check(z.trim()),
    z.transform((name: string) => [...name].slice(0, NAME_MAX_LENGTH).join('').trim()),
  ),
});

export type FormValues = z.output<typeof formSchema>;

/** What the form holds while the visitor types: the count is the input's raw text. */
export interface FormDraft {
  location: string;
  schoolType: SchoolType;
  snowDaysThisYear: string;
  name: string;
}

export type FormField = keyof FormDraft;

/** SPEC 4: location empty, Public, 0 snow days, no name. */
export const INITIAL_DRAFT: FormDraft = {
  location: '',
  schoolType: 'Public',
  snowDaysThisYear: '0',
  name: '',
};

/** SPEC 2 and 3 "Share link parameters": exactly these names, userName only when given. */
export function buildResultQuery(values: FormValues): URLSearchParams {
  return resultLinkQuery({
    location: values.location,
    schoolType: values.schoolType,
    snowDays: values.snowDaysThisYear,
    userName: values.name,
  });
}
