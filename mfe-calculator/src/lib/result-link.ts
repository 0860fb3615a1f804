import { MAX_SNOW_DAYS, MAX_VISITOR_NAME } from '@snowday/shared-i18n/contract';
/**
 * docs/product/inputs.md#result-page-query: the most snow days a result link carries, and the
 * longest name it shows.
 */
export { MAX_SNOW_DAYS };
export const MAX_NAME_LENGTH = MAX_VISITOR_NAME;

/**
 * docs/product/inputs.md#form-validation: non-numeric input becomes 0. The form reads a typed count
 * so: out-of-range and fractional counts are clamped and floored instead of rejected, so the field
 * never blocks the form (docs/product/inputs.md#result-page-query reads the count the same way on
 * /result).
 */
export function toSnowDays(input: unknown): number {
  const count =
    typeof input === 'number' ? input : typeof input === 'string' ? Number(input) : Number.NaN;
  // Number('') is 0 and Number('abc') is NaN: both read as 0. ±Infinity clamps like any number.
  if (Number.isNaN(count)) return 0;
  return Math.min(MAX_SNOW_DAYS, Math.max(0, Math.floor(count)));
}

/** The values `/result` reads (docs/product/inputs.md#share-link). */
export interface ResultLinkValues {
  location: string;
  schoolType: string;
  snowDays: number;
  userName?: string | undefined;
}

/**
 * The query of a result link, used by the form and by the share link alike: exactly these
 * names, the count as text, and `userName` only when there is one
 * (docs/product/inputs.md#share-link).
 */
export function resultLinkQuery({ location, schoolType, snowDays, userName }: ResultLinkValues) {
  const query = new URLSearchParams({ location, schoolType, snowDays: String(snowDays) });
  if (userName) query.set('userName', userName);
  return query;
}
