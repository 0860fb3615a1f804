/**
 * The school types offered by the calculator form.
 *
 * docs/product/prediction.md#school-type-factor: the factor is keyed on these exact strings, so the
 * list lives next to the model rather than in the UI, and the UI imports it.
 * Order is the order the form shows them in ('Public' first, as the default).
 */
export const SCHOOL_TYPES = [
  'Public',
  'Urban Public',
  'Rural Public',
  'Private/Prep',
  'Boarding',
] as const;

export type SchoolType = (typeof SCHOOL_TYPES)[number];

/**
 * Narrows untrusted input (a query string, a stored preference) to a
 * SchoolType. Exact, case-sensitive match: the factor table is exact too.
 */
export function isSchoolType(value: unknown): value is SchoolType {
  return typeof value === 'string' && (SCHOOL_TYPES as readonly string[]).includes(value);
}
