import fc from 'fast-check';

/**
 * Test-only arbitraries for docs/product/hardening.md#bad-input: the strings a visitor, a shared
 * link or a hand-edited URL can put in front of the calculator. Shared by the form and result fuzz
 * tests.
 */

const CONTROL = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).concat(
  '\u007f',
);

/** Bidi marks and overrides, zero-width joiners, emoji, astral letters and lone surrogates. */
const UNICODE = [
  '\u200f',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u200d',
  '\u200b',
  '\ufeff',
  '\u00a0',
  '\u3000',
  '👨‍👩‍👧',
  '😀',
  '🇫🇷',
  '𝕏',
  '\ud800',
  '\udc00',
  'a\ud83d',
  '\ude00b',
  'é',
  'e\u0301',
  'ﷺ',
];

export const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  "'><iframe src=javascript:alert(1)>",
  '{{name}}',
  '$t(result:heading)',
  '__proto__',
];

export const URL_JUNK = ['%', '%E0%A4%A', '%00', '%zz', '+', '&', '=', '#', '?', '%2', ';', '&&='];

export const NUMBERS = [
  '-1',
  '-0',
  '-0.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x10',
  '0b11',
  '21',
  '20',
  '0',
  '99999999999999999999',
  '1.5',
  ' 7 ',
  '07',
  '١٢',
  '７',
];

export const BLANKS = ['', ' ', '\t\n', '\u00a0\u2003', '\r\n \u3000'];

export const LONG = 'x'.repeat(10_000);

/** One hostile fragment: a control character, a unicode oddity, markup, junk or a number. */
export const fragment = fc.oneof(
  fc.constantFrom(...CONTROL, ...UNICODE, ...MARKUP, ...URL_JUNK, ...NUMBERS, ...BLANKS),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);

/** Whole values: a fragment alone, fragments glued together, padded, or 10k characters long. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fragment },
  { weight: 3, arbitrary: fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join('')) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...BLANKS), fragment, fc.constantFrom(...BLANKS))
      .map((parts) => parts.join('')),
  },
  // Around the 50-character cut of the name, at odd and even UTF-16 offsets.
  {
    weight: 2,
    arbitrary: fc.array(fragment, { minLength: 10, maxLength: 40 }).map((parts) => parts.join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.nat(60), fc.constantFrom('😀', '👨‍👩‍👧', '𝕏', 'e\u0301'))
      .map(([pad, astral]) => `${'a'.repeat(pad)}${astral.repeat(30)}`),
  },
  { weight: 1, arbitrary: fragment.map((text) => `${text}${LONG}${text}`) },
  { weight: 1, arbitrary: fc.constant(LONG) },
);

/** What a URL carries: USVStrings, so a lone surrogate reads as U+FFFD (WHATWG URL). */
export function wellFormed(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}

/**
 * Number of code points, as docs/product/inputs.md#result-page-query counts the name's 50
 * characters.
 */
export const codePoints = (text: string) => [...text].length;
