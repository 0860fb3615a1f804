import type { Language } from '../language/languages';
import { LOCALE_FORMATS } from './locale-formats';

/** A number's shortest decimal digits (what `String` gives), without an exponent. */
function plainDecimal(abs: number): string {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * `1234.56` → "1,234.6" in English, "1234,6" in Spanish, "1 234,6" in French: at most one
 * decimal, rounded half away from zero from the number's shortest decimal form, as
 * `Intl.NumberFormat(locale, { maximumFractionDigits: 1 })` does, without its start-up cost (see
 * `dates.ts`). A value that is not finite is shown as JavaScript writes it.
 */
export function formatDecimal(value: number, language: Language): string {
  if (!Number.isFinite(value)) return String(value);
  const { decimal, group, minus, groupFrom } = LOCALE_FORMATS[language].number;
  const [whole = '0', fraction = ''] = plainDecimal(Math.abs(value)).split('.');
  const roundUp = (fraction[1] ?? '0') >= '5';
  const tenths = BigInt(whole + (fraction[0] ?? '0')) + (roundUp ? 1n : 0n);
  const integer = (tenths / 10n).toString();
  const tenth = tenths % 10n;
  const grouped = integer.length < groupFrom ? integer : integer.replace(/\B(?=(\d{3})+$)/g, group);
  const sign = value < 0 || Object.is(value, -0) ? minus : '';
  return `${sign}${grouped}${tenth === 0n ? '' : `${decimal}${tenth}`}`;
}

/**
 * `85` → "85%" in English, "85 %" in Spanish and French (each with the no-break space its
 * language puts there): a percentage as the page's language writes one.
 */
export function formatPercent(value: number, language: Language): string {
  return LOCALE_FORMATS[language].number.percent.replace(
    '{number}',
    formatDecimal(value, language),
  );
}
