import { href, useLanguage, WordBreaks } from '@snowday/shared-i18n';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { SchoolTypeField } from './school-type-field';
import { LocationField, NameField, SnowDaysField } from './text-fields';
import { useMyLocation } from './use-my-location';
import '../../../components/calculator.css';
import './calculator-form.css';

/**
 * The calculator form of the home page (docs/product/inputs.md#form). `noValidate`: messages
 * are the page's own, in the page language, never the browser's bubbles
 * (docs/product/inputs.md#form-validation).
 */
export function CalculatorForm() {
  const { t } = useTranslation('calculator');
  const language = useLanguage();
  const {
    bind,
    busy,
    unavailable,
    normaliseSnowDays,
    onSubmit,
    submitLocation,
    prefetchValidation,
  } = useCalculatorForm();
  const locate = useMyLocation(submitLocation);
  const form = useRef<HTMLFormElement>(null);
  // A visitor may reach the form before the app has taken the page over, when React could not
  // see the focus: the form then counts as reached as soon as the app is there.
  useEffect(() => {
    if (form.current?.contains(document.activeElement)) prefetchValidation();
  }, [prefetchValidation]);
  return (
    <form
      ref={form}
      // A real address: before the app has started the browser submits the form itself, its
      // fields named as the result page reads them (docs/decisions/012-one-paint.md#taps).
      action={href(language, 'result')}
      method="get"
      className="calc-card calculator-form"
      aria-label={t('form.label')}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={onSubmit}
      onFocus={prefetchValidation}
      onPointerDown={prefetchValidation}
    >
      <LocationField {...bind('location')} action={locate.button} />
      {locate.message}
      <SchoolTypeField {...bind('schoolType')} />
      <SnowDaysField {...bind('snowDaysThisYear')} onBlur={normaliseSnowDays} />
      <NameField {...bind('name')} />
      {unavailable && (
        <p className="calc-error" role="alert">
          <WordBreaks text={t('form.errors.unavailable')} />
        </p>
      )}
      <button type="submit" className="calc-button calculator-form__submit" disabled={busy}>
        {busy && <span className="calc-button__spinner" aria-hidden="true" />}
        <WordBreaks text={busy ? t('form.busy') : t('form.submit')} />
      </button>
    </form>
  );
}
