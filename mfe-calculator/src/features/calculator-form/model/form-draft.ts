import { resultLinkQuery } from '../../../lib/result-link';
import type { SchoolType } from '../../prediction';

/**
 * The form as the home page holds it: fields, defaults and the result link it leads to. The
 * schema that checks a submission (`form-schema.ts`, zod) loads when the visitor reaches the
 * form (`load-validation.ts`), not with the page (docs/product/performance.md#loading-on-demand),
 * so nothing here depends on it.
 */

/** What the form holds while the visitor types: the count is the input's raw text. */
export interface FormDraft {
  location: string;
  schoolType: SchoolType;
  snowDaysThisYear: string;
  name: string;
}

export type FormField = keyof FormDraft;

/** A submission the schema accepted: trimmed, the count a whole number from 0 to 20. */
export interface FormValues {
  location: string;
  schoolType: SchoolType;
  snowDaysThisYear: number;
  name: string;
}

/** docs/product/inputs.md#form: location empty, Public, 0 snow days, no name. */
export const INITIAL_DRAFT: FormDraft = {
  location: '',
  schoolType: 'Public',
  snowDaysThisYear: '0',
  name: '',
};

/** docs/product/inputs.md#share-link: exactly these names, userName only when given. */
export function buildResultQuery(values: FormValues): URLSearchParams {
  return resultLinkQuery({
    location: values.location,
    schoolType: values.schoolType,
    snowDays: values.snowDaysThisYear,
    userName: values.name,
  });
}
