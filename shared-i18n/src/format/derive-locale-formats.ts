import { INTL_LOCALE, LANGUAGES, type Language } from '../language/languages';
import {
  DATE_STYLES,
  type DateFormat,
  type DateStyle,
  type LocaleFormats,
  type NumberFormat,
  UNITS,
  type Unit,
} from './locale-formats-types';

/*
 * Reads the site's formats out of the ICU data behind `Intl`, for `generate-locale-formats` to
 * write down and for the tests to hold the written data to. Never shipped: the point of the
 * written data is that pages do not build `Intl` formatters
 * (docs/product/performance.md#blocking-time, see `dates.ts`).
 */

const at = (month: number, day: number, hour = 0, minute = 0) =>
  new Date(Date.UTC(2026, month - 1, day, hour, minute));

function partOf(format: Intl.DateTimeFormat, date: Date, type: Intl.DateTimeFormatPartTypes) {
  const part = format.formatToParts(date).find((p) => p.type === type);
  if (!part) throw new Error(`${format.resolvedOptions().locale}: no ${type} in ${date}`);
  return part.value;
}

/** 2026-01-04 was a Sunday: the seven days from it, in `Date.getUTCDay` order. */
const WEEK = Array.from({ length: 7 }, (_, i) => at(1, 4 + i));
const MONTHS = Array.from({ length: 12 }, (_, i) => at(i + 1, 5));

/**
 * One hour form in every style and language (docs/i18n/README.md, "Dates and times"): the hour
 * is never padded, "9:05" and not the "09:05" ICU writes in Chinese full dates. And the site's
 * own French hours (docs/i18n/fr.md): "9 h 05", the hour, its `h` and its minutes held on one
 * line by narrow no-break spaces (U+202F), as a number is with its unit, where ICU pads the
 * hour in some styles and writes plain spaces; on the hour "5 h", "de 5 h à 9 h", where ICU
 * writes "5 h 00".
 */
function houseHours(language: Language, format: DateFormat): DateFormat {
  if (!format.hour) return format;
  if (language !== 'fr') return { ...format, hour: { ...format.hour, digits: 1 } };
  const pattern = format.pattern.replace(
    /\{hour\}[\s\u00a0\u202f]*h[\s\u00a0\u202f]*\{minute\}/u,
    '{hour}\u202fh\u202f{minute}',
  );
  return {
    ...format,
    pattern,
    hour: { ...format.hour, digits: 1 },
    onTheHour: pattern.replace('{hour}\u202fh\u202f{minute}', '{hour}\u202fh'),
  };
}

/**
 * One weekday form per language (docs/i18n/README.md, "Dates and times"). Chinese writes the
 * day 周二, as its cards do, in every style: ICU's full dates say 星期二 for the same day.
 */
function houseWeekdays(language: Language, format: DateFormat): DateFormat {
  if (language !== 'zh' || !format.weekdays) return format;
  const cards = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return { ...format, weekdays: WEEK.map((day) => partOf(cards, day, 'weekday')) };
}

function deriveDateFormat(language: Language, locale: string, style: DateStyle): DateFormat {
  const format = new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone: 'UTC' });
  // A day, month and hour of one digit show whether each is padded.
  const probe = at(1, 5, 9, 5);
  const parts = format.formatToParts(probe);
  const fields = new Set(parts.map((p) => p.type));
  // V8's `format` writes U+202F (narrow no-break space, as in "9:05 PM") as a plain space, for
  // the web's sake; its `formatToParts` does not.
  const plainSpaces = !format.format(probe).includes('\u202f');
  const literal = (text: string) =>
    (plainSpaces ? text.replace(/\u202f/g, ' ') : text).replace(/[{}]/g, '');
  const pattern = parts
    .map((p) => (p.type === 'literal' ? literal(p.value) : `{${p.type}}`))
    .join('');
  const result: DateFormat = { pattern };
  if (fields.has('weekday')) result.weekdays = WEEK.map((d) => partOf(format, d, 'weekday'));
  if (fields.has('month')) result.months = MONTHS.map((d) => partOf(format, d, 'month'));
  if (fields.has('day')) result.dayDigits = partOf(format, probe, 'day').length;
  if (fields.has('hour')) {
    const { hourCycle } = format.resolvedOptions();
    result.hour = {
      cycle: hourCycle === 'h11' || hourCycle === 'h12' ? 12 : 24,
      digits: partOf(format, probe, 'hour').length,
    };
  }
  if (fields.has('dayPeriod')) {
    result.dayPeriods = [
      partOf(format, at(1, 5, 9), 'dayPeriod'),
      partOf(format, at(1, 5, 21), 'dayPeriod'),
    ];
  }
  return houseWeekdays(language, houseHours(language, result));
}

/**
 * The site's own typography where ICU's data varies between locales and versions: a number
 * never wraps away from its `%` or unit. French puts a narrow no-break space (U+202F) there, as
 * it does before ; : ! ? (ICU writes U+00A0 before `%`, U+202F before units); the other
 * languages a no-break space (U+00A0) where ICU writes a plain one, and Chinese one before a
 * unit written in characters (docs/i18n/README.md).
 */
function houseSpaces(language: Language, pattern: string): string {
  const spaced = pattern.replace(/[\u00a0\u202f ]/gu, language === 'fr' ? '\u202f' : '\u00a0');
  // Chinese: a space between a number and the characters after it (docs/i18n/zh.md), as the
  // site's prose writes "10 毫米"; ICU writes "10毫米".
  return language === 'zh'
    ? spaced.replace(/\{number\}(?=\p{Script=Han})/u, '{number}\u00a0')
    : spaced;
}

const MINUS = '\u2212';

/** A formatted number's parts around `{number}` (its sign and digits are the number's own). */
const around = (parts: Intl.NumberFormatPart[]) =>
  parts.map((p) => (p.type === 'integer' ? '{number}' : p.value)).join('');

/**
 * Unit names where the language's style sheet writes its own: Chinese pages say 公里/小时 and
 * 英里/小时, as they say 毫米 and 厘米 (docs/i18n/zh.md), where ICU leaves Latin letters; Spanish
 * pages say "pulg.", as Spanish speakers in the United States write inches (docs/i18n/es.md),
 * where ICU writes English's "in".
 */
const HOUSE_UNITS: Partial<Record<Language, Partial<Record<Unit, string>>>> = {
  es: { inch: '{number}\u00a0pulg.' },
  zh: {
    'kilometer-per-hour': '{number}\u00a0公里/小时',
    'mile-per-hour': '{number}\u00a0英里/小时',
  },
};

function deriveNumberFormat(language: Language, locale: string): NumberFormat {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const part = (value: number, type: Intl.NumberFormatPartTypes) =>
    format.formatToParts(value).find((p) => p.type === type)?.value;
  return {
    decimal: part(1.5, 'decimal') ?? '.',
    group: part(123456, 'group') ?? ',',
    // The minus sign, U+2212, as the blog writes "−5 °C" (docs/i18n/README.md): ICU writes the
    // hyphen-minus in these languages, a shorter dash than the plus beside it in "+70 / −50".
    minus: MINUS,
    // Some languages group four-digit numbers (1,234), others only from five digits (12.345).
    groupFrom: part(1234, 'group') === undefined ? 5 : 4,
    percent: houseSpaces(
      language,
      around(new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.5)),
    ),
    units: Object.fromEntries(
      UNITS.map((unit) => [
        unit,
        HOUSE_UNITS[language]?.[unit] ??
          houseSpaces(
            language,
            around(new Intl.NumberFormat(locale, { style: 'unit', unit }).formatToParts(5)),
          ),
      ]),
    ) as Record<Unit, string>,
  };
}

/** Every language's formats as the running ICU has them. */
export function deriveLocaleFormats(): Record<Language, LocaleFormats> {
  const entries = LANGUAGES.map((language): [Language, LocaleFormats] => {
    const locale = INTL_LOCALE[language];
    const dates = Object.fromEntries(
      (Object.keys(DATE_STYLES) as DateStyle[]).map((style) => [
        style,
        deriveDateFormat(language, locale, style),
      ]),
    ) as Record<DateStyle, DateFormat>;
    return [language, { dates, number: deriveNumberFormat(language, locale) }];
  });
  return Object.fromEntries(entries) as Record<Language, LocaleFormats>;
}
