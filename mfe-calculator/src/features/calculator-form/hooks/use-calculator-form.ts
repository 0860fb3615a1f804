import { href, useLanguage } from '@snowday/shared-i18n';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { toSnowDays } from '../../../lib/result-link';
import {
  INITIAL_DRAFT,
  buildResultQuery,
  type FormDraft,
  type FormField,
} from '../model/form-draft';
import type { FormErrorKey } from '../model/form-schema';
import { loadValidation } from '../model/load-validation';
import type { FormErrors } from '../model/validate-form';

export interface BoundField<F extends FormField> {
  id: string;
  value: FormDraft[F];
  onChange: (value: FormDraft[F]) => void;
  error: FormErrorKey | undefined;
  ref: (element: HTMLElement | null) => void;
}

/** The fields a visitor can type in before the app has started. */
const TYPED_FIELDS = ['location', 'snowDaysThisYear', 'name'] as const;

/**
 * What the fields show where it differs from `against`: text typed before the page's scripts had
 * started, or while the app was taking the form over, whose input React never saw
 * (docs/decisions/012-one-paint.md#taps).
 */
function shownOver(
  controls: Partial<Record<FormField, HTMLElement | null>>,
  against: FormDraft,
): Partial<FormDraft> {
  return Object.fromEntries(
    TYPED_FIELDS.flatMap((field) => {
      const element = controls[field];
      return element instanceof HTMLInputElement && element.value !== against[field]
        ? [[field, element.value] as const]
        : [];
    }),
  );
}

/** Starts fetching the form's schema; a failure is reported by the submission that needs it. */
const prefetchValidation = () => void loadValidation().catch(() => undefined);

/** State, validation and submission of the calculator form (docs/product/inputs.md#form). */
export function useCalculatorForm() {
  const language = useLanguage();
  const navigate = useNavigate();
  const baseId = useId();
  const [draft, setDraft] = useState<FormDraft>(INITIAL_DRAFT);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  // The schema could not be fetched (the calculator's server is unreachable): say so, not nothing.
  const [unavailable, setUnavailable] = useState(false);
  const checking = useRef(false);
  // The draft as it is now, for an answer (a position) that arrives after the render that asked.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  const controls = useRef<Partial<Record<FormField, HTMLElement | null>>>({});
  // The form starts from what the visitor has already typed, in the commit that takes the form
  // over: a kept key or tap replayed right after it re-renders the form, and a draft that did not
  // have the text yet would write the empty value back into the field.
  useLayoutEffect(() => {
    const typed = shownOver(controls.current, INITIAL_DRAFT);
    if (Object.keys(typed).length > 0) setDraft((current) => ({ ...current, ...typed }));
  }, []);

  function setField<F extends FormField>(field: F, value: FormDraft[F]) {
    setDraft((current) => ({ ...current, [field]: value }));
    // A corrected field stops showing its message; the next submit checks again.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function bind<F extends FormField>(field: F): BoundField<F> {
    return {
      id: `${baseId}-${field}`,
      value: draft[field],
      onChange: (value) => setField(field, value),
      error: errors[field],
      ref: (element) => {
        controls.current[field] = element;
      },
    };
  }

  /** Shows the count that will be used (docs/product/inputs.md#form-validation). */
  const normaliseSnowDays = () =>
    setField('snowDaysThisYear', String(toSnowDays(draft.snowDaysThisYear)));

  async function submit(submitted: FormDraft) {
    let validation;
    try {
      validation = await loadValidation();
    } catch {
      setUnavailable(true);
      return;
    }
    setUnavailable(false);
    const result = validation.validateForm(submitted);
    if (!result.ok) {
      // Render the message first, so the field is described by it when focus lands there.
      flushSync(() => setErrors(result.errors));
      const first = validation.FIELD_ORDER.find((field) => result.errors[field]);
      if (first) controls.current[first]?.focus();
      return;
    }
    setErrors({});
    // docs/product/inputs.md#submitting: busy until the result page replaces this one (the shell
    // keeps this page on screen while the result section loads).
    setBusy(true);
    void navigate(href(language, 'result', buildResultQuery(result.values)));
  }

  function submitOnce(submitted: FormDraft) {
    if (busy || checking.current) return;
    checking.current = true;
    void submit(submitted).finally(() => {
      checking.current = false;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What is sent is what the fields show.
    const shown = shownOver(controls.current, draft);
    if (Object.keys(shown).length > 0) setDraft((current) => ({ ...current, ...shown }));
    submitOnce({ ...draft, ...shown });
  }

  /** "Use my location": the position becomes the location, and the form goes to its result. */
  function submitLocation(location: string) {
    setField('location', location);
    submitOnce({ ...latest.current, location });
  }

  return {
    bind,
    busy,
    unavailable,
    normaliseSnowDays,
    onSubmit,
    submitLocation,
    /** For the form's focus and pointer events: the schema is on its way before the submit. */
    prefetchValidation,
  };
}
