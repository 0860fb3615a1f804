import { INTL_LOCALE, type Language } from '../language/languages';

/*
 * DECISIONS 6. Forecast dates are calendar days and `localtime` is the place's wall-clock time:
 * both are turned into a UTC instant and formatted in UTC, so the visitor's own time zone
 * can never move the weekday, the day or the hour. A value that cannot be parsed is shown raw.
 */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/;

function utcInstant(parts: readonly (string | undefined)[]): Date | undefined {
  const [y, m, d, h = 0, min = 0] = parts.map(Number);
  if (y === undefined || m === undefined || d === undefined) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d, h, min));
  // Reject rolled-over values such as 2026-02-30 or 25:00.
  const valid =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === min;
  return valid ? date : undefined;
}

/** The three styles the site shows dates in (each function below gives an example). */
const STYLES = {
  card: { weekday: 'short', month: 'short', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  localTime: { dateStyle: 'full', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

/**
 * Building an `Intl.DateTimeFormat` costs far more than using one, and React may render a date
 * many times (three cards, a language switch): one formatter per language and style.
 */
const formatters = new Map<`${Language}:${Style}`, Intl.DateTimeFormat>();

function formatter(language: Language, style: Style): Intl.DateTimeFormat {
  const key = `${language}:${style}` as const;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALE[language], { ...STYLES[style], timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Builds the language's formatters ahead of need. A page's first `Intl.DateTimeFormat` loads
 * the calendar data (15–20 ms in Chromium on a fast machine): the shell calls this while the
 * section is still downloading, so the cost is not part of the section's first render (issue 5).
 */
export function prepareDateFormats(language: Language): void {
  for (const style of Object.keys(STYLES) as Style[]) formatter(language, style);
}

function format(value: string, pattern: RegExp, language: Language, style: Style): string {
  const match = pattern.exec(value.trim());
  const instant = match ? utcInstant(match.slice(1)) : undefined;
  if (!instant) return value;
  return formatter(language, style).format(instant);
}

/** `2026-12-15` → "Tue, Dec 15" (the forecast card format of SPEC 2). */
export function formatCardDate(isoDate: string, language: Language): string {
  return format(isoDate, CALENDAR_DATE, language, 'card');
}

/** `2026-11-02` → "November 2, 2026" (blog posts). */
export function formatLongDate(isoDate: string, language: Language): string {
  return format(isoDate, CALENDAR_DATE, language, 'long');
}

/** `2026-12-14 21:05` → "Monday, December 14, 2026 at 9:05 PM", never shifted to the visitor's zone. */
export function formatLocalTime(localtime: string, language: Language): string {
  return format(localtime, LOCAL_TIME, language, 'localTime');
}
