import { z } from 'zod/mini';
import { MAX_NAME_LENGTH, MAX_SNOW_DAYS, toSnowDays } from '../../../lib/result-link';
import { SCHOOL_TYPES } from '../../prediction';
import type { FormValues } from './form-draft';

/** Translation keys (namespace `calculator`) of the messages the schema can produce. */
export const FORM_ERROR_KEYS = [
  'form.errors.locationRequired',
  'form.errors.schoolTypeInvalid',
] as const;
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number];

/** The calculator form (docs/product/inputs.md#form-validation). Messages are translation keys. */
export const formSchema = z.object({
  location: z.string().check(z.trim(), z.minLength(1, { error: 'form.errors.locationRequired' })),
  schoolType: z.enum(SCHOOL_TYPES, { error: 'form.errors.schoolTypeInvalid' }),
  // zod/mini has no z.preprocess: classic's is this same pipe (a transform, then the schema).
  snowDaysThisYear: z.pipe(
    z.transform(toSnowDays),
    z.number().check(z.int(), z.gte(0), z.lte(MAX_SNOW_DAYS)),
  ),
  // docs/product/inputs.md#result-page-query shows at most 50 characters of the name; cut rather
  // than block the visitor. Cut by code points as /result does: slice() counts UTF-16 units and
  // could halve an emoji into a lone surrogate, which the URL turns into U+FFFD (found by
  // form-schema.fuzz.test).
  name: z.pipe(
    z.string().check(z.trim()),
    z.transform((name: string) => [...name].slice(0, MAX_NAME_LENGTH).join('').trim()),
  ),
}) satisfies z.ZodMiniType<FormValues>;
