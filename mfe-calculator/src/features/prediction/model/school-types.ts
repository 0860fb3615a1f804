/**
 * The school types offered by the calculator form.
 *
 * docs/product/prediction.md#school-type-factor: the factor is keyed on these exact strings. The
 * list is part of the contract with the shell (which stores a subscriber's choice); the model
 * and the form read it from here.
 */
import { isSchoolType, SCHOOL_TYPES, type SchoolType } from '@snowday/shared-i18n/contract';

/**
 * Narrows untrusted input (a query string, a stored preference) to a SchoolType. Exact,
 * case-sensitive match: the factor table is exact too. Kept in the contract with the result
 * link's other rules (docs/product/inputs.md#result-page-query).
 */
export { isSchoolType, SCHOOL_TYPES, type SchoolType };
