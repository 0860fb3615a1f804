import type { FormDraft, FormField, FormValues } from './form-draft';
import { FORM_ERROR_KEYS, formSchema, type FormErrorKey } from './form-schema';

/** Field order on screen: the first invalid one receives focus. */
export const FIELD_ORDER: readonly FormField[] = [
  'location',
  'schoolType',
  'snowDaysThisYear',
  'name',
];

export type FormErrors = Partial<Record<FormField, FormErrorKey>>;

export type Validation = { ok: true; values: FormValues } | { ok: false; errors: FormErrors };

function isFormErrorKey(message: string): message is FormErrorKey {
  return (FORM_ERROR_KEYS as readonly string[]).includes(message);
}

function isField(key: PropertyKey | undefined): key is FormField {
  return typeof key === 'string' && (FIELD_ORDER as readonly string[]).includes(key);
}

/** Parses the draft; on failure, one translation key per invalid field (the first issue wins). */
export function validateForm(draft: FormDraft): Validation {
  const result = formSchema.safeParse(draft);
  if (result.success) return { ok: true, values: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field] && isFormErrorKey(issue.message)) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}
