import { describe, expect, it, vi } from 'vitest';
import { INTL_LOCALE, type Language } from '../language/languages';
import { UNITS } from './locale-formats-types';
import { formatDecimal, formatExact, formatFixed, formatMeasure, formatPercent } from './numbers';

const LOCALES = Object.entries(INTL_LOCALE) as [Language, string][];

/** ICU's output with the site's minus sign, U+2212, where ICU writes a hyphen-minus. */
const siteMinus = (icu: string) => icu.replace('-', '\u2212');

// Weather figures (temperatures, millimetres, km/h) at the precision WeatherAPI gives and
// beyond, ties that binary fractions round the wrong way (0.15, 1.45, 2.25), signs, large and
// tiny numbers.
const VALUES = [
  ...Array.from({ length: 4001 }, (_, i) => (i - 1000) / 20),
  ...Array.from({ length: 2000 }, (_, i) => (i * 7919) / 1000),
  0,
  -0,
  -0.04,
  0.05,
  0.15,
  1.45,
  2.25,
  -2.25,
  9.95,
  99.95,
  999.95,
  9999.95,
  1234,
  12345,
  123456.78,
  -98765.43,
  1e6,
  2.5e7,
  1e21,
  1.2345e22,
  1e-7,
  -3e-9,
];

describe.each(LOCALES)('formatDecimal in %s (%s)', (language, locale) => {
  it('writes every value as Intl.NumberFormat with at most one decimal and no "-0" does', () => {
    const intl = new Intl.NumberFormat(locale, {
      maximumFractionDigits: 1,
      signDisplay: 'negative',
    });
    for (const value of VALUES)
      expect(formatDecimal(value, language), String(value)).toBe(siteMinus(intl.format(value)));
  });
});

describe('formatExact', () => {
  it('writes the figures a calculation used, up to four decimals, without float noise', () => {
    expect(formatExact(12.96, 'en')).toBe('12.96');
    expect(formatExact(10.8 * 1.2, 'en')).toBe('12.96');
    expect(formatExact(11.48, 'fr')).toBe('11,48');
    expect(formatExact(1234.5, 'en')).toBe('1,234.5');
    expect(formatExact(80, 'zh')).toBe('80');
    expect(formatExact(-0.00001, 'en')).toBe('0');
    expect(formatExact(-2.25, 'es')).toBe('\u22122.25');
  });
});

describe('formatDecimal', () => {
  it('never writes "-0": what rounds to zero has no sign', () => {
    expect(formatDecimal(-0, 'en')).toBe('0');
    expect(formatDecimal(-0.04, 'fr')).toBe('0');
    expect(formatDecimal(-0.05, 'en')).toBe('\u22120.1');
  });

  it('groups and separates as each language does', () => {
    expect(formatDecimal(1234.56, 'en')).toBe('1,234.6');
    expect(formatDecimal(1234.56, 'es')).toBe('1,234.6');
    expect(formatDecimal(12345.6, 'es')).toBe('12,345.6');
    expect(formatDecimal(1234.56, 'fr')).toBe('1\u00a0234,6');
    expect(formatDecimal(-3.25, 'zh')).toBe('\u22123.3');
  });

  it('shows a value that is not a number as JavaScript writes it', () => {
    expect(formatDecimal(Number.NaN, 'fr')).toBe('NaN');
    expect(formatDecimal(Number.POSITIVE_INFINITY, 'en')).toBe('Infinity');
  });

  it('builds no Intl formatter (docs/product/performance.md#blocking-time)', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const [language] of LOCALES) formatDecimal(-1234.56, language);
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      numbers.mockRestore();
    }
  });
});

describe.each(LOCALES)('formatPercent in %s (%s)', (language, locale) => {
  const intl = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  it("writes percentages as the language's ICU does, with the site's French space", () => {
    for (const value of [0, 5, 9.5, 10, 55, 85, 95, 100, 12.34]) {
      const icu = intl.format(value / 100).replace(/[\u00a0\u202f]/gu, '\u202f');
      const written = formatPercent(value, language).replace(/[\u00a0\u202f]/gu, '\u202f');
      expect(written, String(value)).toBe(icu);
    }
  });
});

describe.each(LOCALES)('formatMeasure in %s (%s)', (language, locale) => {
  it('writes each unit as ICU does, with a space that never breaks', () => {
    // Chinese writes speeds and Spanish inches with their own unit names (docs/i18n/zh.md,
    // docs/i18n/es.md), tested below.
    const own: Record<Language, string[]> = {
      en: [],
      es: ['inch'],
      fr: [],
      zh: ['kilometer-per-hour', 'mile-per-hour'],
    };
    for (const unit of UNITS.filter((name) => !own[language].includes(name))) {
      const intl = new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 });
      for (const value of [-4.25, 0, 12.5, 1234]) {
        const written = formatMeasure(value, unit, language);
        // The site's one addition: Chinese spaces a number from a unit written in characters.
        const unbreakable = siteMinus(intl.format(value))
          .replace(/[ \u00a0\u202f]/gu, ' ')
          .replace(/(\d)(?=\p{Script=Han})/u, language === 'zh' ? '$1 ' : '$1');
        expect(written.replace(/[\u00a0\u202f]/gu, ' '), `${value} ${unit}`).toBe(unbreakable);
        expect(written, `${value} ${unit}`).not.toContain(' ');
      }
    }
  });
});

describe('the site typography of numbers', () => {
  it('writes inches as Spanish speakers in the United States do', () => {
    expect(formatMeasure(12.8, 'inch', 'es', 1)).toBe('12.8\u00a0pulg.');
    expect(formatMeasure(-0.5, 'inch', 'es', 1)).toBe('\u22120.5\u00a0pulg.');
  });

  it('writes speeds with Chinese unit names on Chinese pages', () => {
    expect(formatMeasure(30, 'kilometer-per-hour', 'zh')).toBe('30\u00a0公里/小时');
    expect(formatMeasure(19, 'mile-per-hour', 'zh')).toBe('19\u00a0英里/小时');
  });

  it('puts a narrow no-break space before % and units in French only', () => {
    expect(formatPercent(85, 'fr')).toBe('85\u202f%');
    expect(formatMeasure(-4.2, 'celsius', 'fr')).toBe('\u22124,2\u202f°C');
    expect(formatMeasure(1.5, 'inch', 'fr', 1)).toBe('1,5\u202fpo');
    expect(formatPercent(85, 'es')).toBe('85%');
    expect(formatMeasure(-4.2, 'celsius', 'es')).toBe('\u22124.2\u00a0°C');
    expect(formatMeasure(12.8, 'inch', 'es', 1)).toBe('12.8\u00a0pulg.');
    expect(formatMeasure(12.8, 'inch', 'en', 1)).toBe('12.8\u00a0in');
    expect(formatMeasure(-4.2, 'celsius', 'en')).toBe('\u22124.2°C');
    expect(formatMeasure(12, 'millimeter', 'zh')).toBe('12\u00a0毫米');
  });

  it('writes a percentage with exactly the decimals asked for', () => {
    expect(formatPercent(9.97, 'fr', 2)).toBe('9,97\u202f%');
    expect(formatPercent(70, 'en', 1)).toBe('70.0%');
    expect(formatPercent(9.97, 'en')).toBe('10%');
  });

  it('writes a fixed number of decimals in the language', () => {
    expect(formatFixed(0, 1, 'fr')).toBe('0,0');
    expect(formatFixed(0.075, 2, 'en')).toBe('0.08');
    expect(formatFixed(-0.01, 1, 'es')).toBe('0.0');
    expect(formatMeasure(4.5, 'centimeter', 'zh', 1)).toBe('4.5\u00a0厘米');
  });
});
