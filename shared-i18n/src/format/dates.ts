import type { Language } from '../language/languages';
import { LOCALE_FORMATS } from './locale-formats';
import type { DateFormat, DateStyle } from './locale-formats-types';

/*
 * docs/product/dates.md. Forecast dates are calendar days and `localtime` is the place's wall-clock
 * time: both are read as a UTC instant and shown in UTC, so the visitor's own time zone can never
 * move the weekday, the day or the hour. A value that cannot be read is shown raw.
 *
 * The words and patterns are ICU's, written down by `scripts/generate-locale-formats.ts`: a
 * page's first `Intl.DateTimeFormat` or `Intl.NumberFormat` costs 15–45 ms of main thread in
 * Chromium (V8 builds its set of ICU locales), a blocking task on the result page and every
 * post, for three styles in four languages (docs/product/performance.md#blocking-time). A test
 * holds every day of several years, in every language and style, to `Intl`'s output.
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

const padded = (value: number, digits = 1) => String(value).padStart(digits, '0');

function field(name: string, date: Date, format: DateFormat): string | undefined {
  const hours = date.getUTCHours();
  switch (name) {
    case 'weekday':
      return format.weekdays?.[date.getUTCDay()];
    case 'month':
      return format.months?.[date.getUTCMonth()];
    case 'day':
      return padded(date.getUTCDate(), format.dayDigits);
    case 'year':
      return String(date.getUTCFullYear());
    case 'hour':
      if (format.hour?.cycle === 12) return padded(hours % 12 || 12, format.hour.digits);
      return padded(hours, format.hour?.digits);
    case 'minute':
      return padded(date.getUTCMinutes(), 2);
    case 'dayPeriod':
      return format.dayPeriods?.[hours < 12 ? 0 : 1];
    default:
      return undefined;
  }
}

/** `value` as a UTC instant, when it matches `pattern` and names a real day and time. */
function instantOf(value: string, pattern: RegExp): Date | undefined {
  const match = pattern.exec(value.trim());
  return match ? utcInstant(match.slice(1)) : undefined;
}

/**
 * A forecast's `localtime` ("2026-11-27 9:01"), the place's wall clock, as its calendar day and
 * its "HH:mm"; nothing when it cannot be read, as the page then shows it raw.
 */
export function readLocalTime(localtime: string): { date: string; time: string } | undefined {
  const iso = instantOf(localtime, LOCAL_TIME)?.toISOString();
  return iso === undefined ? undefined : { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function format(value: string, pattern: RegExp, language: Language, style: DateStyle): string {
  const instant = instantOf(value, pattern);
  if (!instant) return value;
  const dateFormat = LOCALE_FORMATS[language].dates[style];
  const written =
    instant.getUTCMinutes() === 0
      ? (dateFormat.onTheHour ?? dateFormat.pattern)
      : dateFormat.pattern;
  return written.replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => field(name, instant, dateFormat) ?? placeholder,
  );
}

/**
 * `2026-12-15` → "Tue, Dec 15" (the forecast card format, docs/product/dates.md#forecast-dates).
 */
export function formatCardDate(isoDate: string, language: Language): string {
  return format(isoDate, CALENDAR_DATE, language, 'card');
}

/** `2026-12-15` → "Tue", "mar", "mar.", "周二": the day's short name, as the cards write it. */
export function formatWeekday(isoDate: string, language: Language): string {
  const match = CALENDAR_DATE.exec(isoDate.trim());
  const instant = match ? utcInstant(match.slice(1)) : undefined;
  const name = instant && LOCALE_FORMATS[language].dates.card.weekdays?.[instant.getUTCDay()];
  return name ?? isoDate;
}

/**
 * `2026-12-15` → "Tuesday", "martes", "mardi", "周二": the day's full name, for a sentence
 * (Chinese writes one weekday form, the cards').
 */
export function formatFullWeekday(isoDate: string, language: Language): string {
  const match = CALENDAR_DATE.exec(isoDate.trim());
  const instant = match ? utcInstant(match.slice(1)) : undefined;
  const name = instant && LOCALE_FORMATS[language].dates.localTime.weekdays?.[instant.getUTCDay()];
  return name ?? isoDate;
}

/** `2026-11-02` → "November 2, 2026" (blog posts). */
export function formatLongDate(isoDate: string, language: Language): string {
  return format(isoDate, CALENDAR_DATE, language, 'long');
}

/** `2026-12-14 21:05` → "Monday, December 14, 2026 at 9:05 PM", never shifted to the visitor's zone. */
export function formatLocalTime(localtime: string, language: Language): string {
  return format(localtime, LOCAL_TIME, language, 'localTime');
}

/** A time never breaks across lines ("9:00 / AM", "17 / h 30"): its spaces are no-break ones. */
const keepTogether = (time: string) => time.replace(/ /g, '\u00a0');

/**
 * A whole hour of the place's day, as the page's language writes a time: 7 → "7:00 AM",
 * "7:00 a.m.", "7 h", "07:00", held on one line. 24, the end of the day, is midnight as each
 * language closes a span with it (docs/product/dates.md#the-end-of-the-day): "12:00 AM" on a
 * 12-hour clock, "24 h" and "24:00" on a 24-hour one, never the "0 h" that starts a day.
 */
export function formatHourOfDay(hour: number, language: Language): string {
  const hh = String(hour % 24).padStart(2, '0');
  const time = format(`2026-01-05 ${hh}:00`, LOCAL_TIME, language, 'time');
  const endOfDay = hour === 24 && LOCALE_FORMATS[language].dates.time.hour?.cycle !== 12;
  return keepTogether(endOfDay ? time.replace(/^0+/, '24') : time);
}

/**
 * The time of a wall-clock value, `2026-12-14 21:05` → "9:05 PM", "21 h 05", "21:05", held on
 * one line; a value that cannot be read is shown raw.
 */
export function formatClock(localtime: string, language: Language): string {
  return keepTogether(format(localtime, LOCAL_TIME, language, 'time'));
}

/**
 * An instant on the visitor's own clock, in the `localTime` style: when a copy kept on this
 * device was made (docs/product/home-screen.md#with-no-signal).
 */
export function formatDeviceTime(instant: Date, language: Language): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const wallClock = `${String(instant.getFullYear())}-${two(instant.getMonth() + 1)}-${two(instant.getDate())} ${two(instant.getHours())}:${two(instant.getMinutes())}`;
  return formatLocalTime(wallClock, language);
}
