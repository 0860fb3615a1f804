import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { MAX_NAME_LENGTH, MAX_SNOW_DAYS } from '../../../lib/result-link';
import type { BoundField } from '../hooks/use-calculator-form';

interface LocationFieldProps extends BoundField<'location'> {
  /** "Use my location", beside the label: before the input in the page's order. */
  action?: ReactNode;
}

export function LocationField({ id, value, onChange, error, ref, action }: LocationFieldProps) {
  const { t } = useTranslation('calculator');
  return (
    <FormField
      id={id}
      label={t('form.location')}
      error={error && t(error)}
      className="calc-field--location"
      action={action}
    >
      {({ describedBy, invalid }) => (
        <input
          ref={ref}
          id={id}
          name="location"
          type="text"
          className="calc-input"
          placeholder={t('form.locationPlaceholder')}
          // A city, a ZIP or an address: no single autofill token fits, but the browser's own
          // history of typed places helps visitors who check the same school every evening.
          autoComplete="on"
          enterKeyHint="go"
          spellCheck={false}
          // The form's own rule, written where the browser can check it before the app has
          // started (the tap keeper leaves such a form to the app); the form is `noValidate`, so
          // the message is the app's, translated.
          required
          pattern=".*\S.*"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

interface SnowDaysFieldProps extends BoundField<'snowDaysThisYear'> {
  onBlur: () => void;
}

export function SnowDaysField({ id, value, onChange, onBlur, ref }: SnowDaysFieldProps) {
  const { t } = useTranslation('calculator');
  return (
    <FormField
      id={id}
      label={t('form.snowDays')}
      hint={t('form.snowDaysHint')}
      className="calc-field--snow-days"
    >
      {({ describedBy }) => (
        <input
          ref={ref}
          id={id}
          name="snowDays"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_SNOW_DAYS}
          step={1}
          className="calc-input calc-input--short"
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}

export function NameField({ id, value, onChange, ref }: BoundField<'name'>) {
  const { t } = useTranslation('calculator');
  return (
    <FormField id={id} label={t('form.name')} className="calc-field--name">
      {({ describedBy }) => (
        <input
          ref={ref}
          id={id}
          name="userName"
          type="text"
          className="calc-input"
          autoComplete="given-name"
          maxLength={MAX_NAME_LENGTH}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
