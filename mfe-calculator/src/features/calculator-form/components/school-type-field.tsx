import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { ListboxSelect } from '../../../components/listbox-select/listbox-select';
import { SCHOOL_TYPES } from '../../prediction';
import type { BoundField } from '../hooks/use-calculator-form';
import { SCHOOL_TYPE_LABEL_KEYS } from '../model/school-type-labels';

/**
 * The school-type dropdown (docs/product/inputs.md#form); labels are translated, values stay the
 * model's strings.
 */
export function SchoolTypeField({ id, value, onChange, error, ref }: BoundField<'schoolType'>) {
  const { t } = useTranslation('calculator');
  const options = SCHOOL_TYPES.map((schoolType) => ({
    value: schoolType,
    label: t(`schoolTypes.${SCHOOL_TYPE_LABEL_KEYS[schoolType]}`),
  }));
  return (
    <FormField
      id={id}
      label={t('form.schoolType')}
      error={error && t(error)}
      labelable={false}
      className="calc-field--school-type"
    >
      {({ labelId, describedBy, invalid }) => (
        <>
          <ListboxSelect
            ref={ref}
            id={id}
            labelId={labelId}
            options={options}
            value={value}
            onChange={onChange}
            describedBy={describedBy}
            invalid={invalid}
          />
          {/* What the form sends before the app has started (docs/decisions/012-one-paint.md#taps). */}
          <input type="hidden" name="schoolType" value={value} />
        </>
      )}
    </FormField>
  );
}
