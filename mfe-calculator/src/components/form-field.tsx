import { WordBreaks } from '@snowday/shared-i18n';
import type { ReactNode } from 'react';
import './calculator.css';

export interface FieldDescription {
  labelId: string;
  /** Hint and error ids, for the control's aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FormFieldProps {
  /** Id of the control; the label, hint and error ids derive from it. */
  id: string;
  label: string;
  hint?: string | undefined;
  /** Translated message, shown under the control (docs/product/inputs.md#form-validation). */
  error?: string | undefined;
  /** A custom control (a combobox) is not labelable: it is named with aria-labelledby instead. */
  labelable?: boolean;
  children: (description: FieldDescription) => ReactNode;
  /**
   * Which field it is, for the form's layout (`calc-field--location`…): named, not found by its
   * input, so a field is placed the same however much of the page the browser has read.
   */
  className?: string;
  /** A control that belongs with the field (a shortcut to fill it in), after its label. */
  action?: ReactNode;
}

/** Label, optional hint, the control, and its error message, wired together for assistive tech. */
export function FormField(props: FormFieldProps) {
  const { id, label, hint, error, labelable = true, children, className, action } = props;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `calc-field ${className}` : 'calc-field'}>
      {labelable ? (
        <label id={labelId} htmlFor={id} className="calc-field__label">
          <WordBreaks text={label} />
        </label>
      ) : (
        <span id={labelId} className="calc-field__label">
          <WordBreaks text={label} />
        </span>
      )}
      {action}
      {hint && (
        <span id={hintId} className="calc-field__hint">
          <WordBreaks text={hint} />
        </span>
      )}
      {children({ labelId, describedBy, invalid: Boolean(error) })}
      {error && (
        <p id={errorId} className="calc-error">
          <WordBreaks text={error} />
        </p>
      )}
    </div>
  );
}
