import type { Language } from '../language/languages';
import { LOCALE_FORMATS } from './locale-formats';
import type { Unit } from './locale-formats-types';

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
 * `Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'negative' })` does
 * (no "-0"), without its start-up cost (see
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
  // What rounds to zero is written without a sign: never "-0".
  const sign = value < 0 && tenths !== 0n ? minus : '';
  return `${sign}${grouped}${tenth === 0n ? '' : `${decimal}${tenth}`}`;
}

/**
 * A number with exactly `decimals` decimals ("0.0", "0,08", "0.183") in the language's own
 * separators, where formatDecimal writes at most one and leaves out a zero tenth.
 */
export function formatFixed(value: number, decimals: 1 | 2 | 3, language: Language): string {
  const { decimal, minus } = LOCALE_FORMATS[language].number;
  const scale = 10 ** decimals;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = formatDecimal(Math.floor(scaled / scale), language);
  const fraction = String(scaled % scale).padStart(decimals, '0');
  const sign = value < 0 && scaled !== 0 ? minus : '';
  return `${sign}${whole}${decimal}${fraction}`;
}

/** At most one decimal (formatDecimal), or exactly `decimals` when given (formatFixed). */
const atMostOrExactly = (value: number, language: Language, decimals: 1 | 2 | undefined) =>
  decimals === undefined ? formatDecimal(value, language) : formatFixed(value, decimals, language);

/**
 * `85` → "85%" in English and Spanish, "85 %" in French (with the narrow no-break space the
 * site's French puts there): a percentage as the page's language writes one. At most one
 * decimal, or exactly `decimals` when given.
 */
export function formatPercent(value: number, language: Language, decimals?: 1 | 2): string {
  return LOCALE_FORMATS[language].number.percent.replace(
    '{number}',
    atMostOrExactly(value, language, decimals),
  );
}

/**
 * An amount with its unit as the page's language writes it: `-4.2` °C → "-4.2°C" (English),
 * "-4,2 °C" (French), 12 mm → "12 毫米" (Chinese), 1.5 inch → "1,5 po" (Québec French). At most
 * one decimal, or exactly `decimals` when given ("0.0 cm").
 */
export function formatMeasure(
  value: number,
  unit: Unit,
  language: Language,
  decimals?: 1 | 2,
): string {
  return LOCALE_FORMATS[language].number.units[unit].replace(
    '{number}',
    atMostOrExactly(value, language, decimals),
  );
}

/**
 * A figure exactly as a calculation used it, up to four decimals ("12.96", "11.48", "1.1"),
 * in the language's separators: what the explanation's arithmetic shows, so that a reader
 * who does the sums gets the same result. Float noise past the fourth decimal is dropped.
 */
export function formatExact(value: number, language: Language): string {
  if (!Number.isFinite(value)) return String(value);
  const { decimal, minus } = LOCALE_FORMATS[language].number;
  const [whole = '0', fraction = ''] = Math.abs(value)
    .toFixed(4)
    .replace(/\.?0+$/, '')
    .split('.');
  const sign = value < 0 && (whole !== '0' || fraction !== '') ? minus : '';
  return `${sign}${formatDecimal(Number(whole), language)}${fraction ? `${decimal}${fraction}` : ''}`;
}
