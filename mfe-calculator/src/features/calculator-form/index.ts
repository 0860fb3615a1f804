/** Public API of the calculator-form feature. */
export { CalculatorForm } from './components/calculator-form';
export { buildResultQuery, type FormValues } from './model/form-draft';
// The result page shows the school type with the same translated labels (`calculator:schoolTypes`).
export { SCHOOL_TYPE_LABEL_KEYS } from './model/school-type-labels';
