import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_LOCALE, type Language } from '../language/languages';
import {
  formatCardDate,
  formatClock,
  formatDeviceTime,
  formatHourOfDay,
  formatLocalTime,
  formatLongDate,
  formatFullWeekday,
  formatWeekday,
} from './dates';
import { DATE_STYLES, type DateStyle } from './locale-formats-types';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

// Zones from UTC+14 to UTC-11: a date formatted through the visitor's zone would move a day.
const ZONES = [
  'UTC',
  'Pacific/Kiritimati',
  'Asia/Shanghai',
  'America/Los_Angeles',
  'Pacific/Pago_Pago',
];

describe.each(ZONES)('in the time zone %s (docs/product/dates.md)', (zone) => {
  it('formats a forecast date as the same calendar day', () => {
    process.env.TZ = zone;
    expect(formatCardDate('2026-12-15', 'en')).toBe('Tue, Dec 15');
    expect(formatCardDate('2027-01-01', 'fr')).toBe('ven. 1 janv.');
  });

  it("shows a place's local time as it is, never shifted", () => {
    process.env.TZ = zone;
    expect(formatLocalTime('2026-12-14 21:05', 'en')).toBe('Monday, December 14, 2026 at 9:05 PM');
    expect(formatLocalTime('2026-12-14 9:05', 'en')).toContain('9:05 AM');
  });
});

describe('formatting per language', () => {
  it('uses each language locale', () => {
    expect(formatLongDate('2026-11-02', 'en')).toBe('November 2, 2026');
    expect(formatLongDate('2026-11-02', 'es')).toBe('2 de noviembre de 2026');
    expect(formatCardDate('2026-12-15', 'fr')).toBe('mar. 15 déc.');
    expect(formatLongDate('2026-11-02', 'fr')).toBe('2 novembre 2026');
    expect(formatLongDate('2026-11-02', 'zh')).toBe('2026年11月2日');
    expect(formatCardDate('2026-12-15', 'es')).toBe('mar, 15 dic');
    expect(formatHourOfDay(7, 'en')).toBe('7:00\u00a0AM');
    expect(formatHourOfDay(7, 'fr')).toBe('7\u202fh');
    expect(formatClock('2026-12-14 21:05', 'fr')).toBe('21\u202fh\u202f05');
    expect(formatClock('soon', 'en')).toBe('soon');
    expect(formatHourOfDay(24, 'zh')).toBe('24:00');
    expect(formatHourOfDay(0, 'zh')).toBe('0:00');
    expect(formatCardDate('2026-12-15', 'zh')).toBe('12月15日周二');
    expect(formatWeekday('2026-12-15', 'zh')).toBe('周二');
    expect(formatWeekday('2026-12-15', 'fr')).toBe('mar.');
    expect(formatWeekday('2026-12-15', 'en')).toBe('Tue');
    expect(formatWeekday('someday', 'en')).toBe('someday');
    expect(formatFullWeekday('2026-12-15', 'en')).toBe('Tuesday');
    expect(formatFullWeekday('2026-12-15', 'es')).toBe('martes');
    expect(formatFullWeekday('2026-12-15', 'fr')).toBe('mardi');
    expect(formatFullWeekday('2026-12-15', 'zh')).toBe('周二');
    expect(formatFullWeekday('someday', 'fr')).toBe('someday');
  });

  it('writes French hours without a leading zero, held together by narrow no-break spaces', () => {
    expect(formatLocalTime('2026-12-14 09:05', 'fr')).toBe(
      'lundi 14 décembre 2026 à 9\u202fh\u202f05',
    );
    expect(formatLocalTime('2026-12-14 00:30', 'fr')).toMatch(/ à 0\u202fh\u202f30$/u);
    expect(formatLocalTime('2026-12-14 21:05', 'fr')).toMatch(/ à 21\u202fh\u202f05$/u);
    expect(formatDeviceTime(new Date(2026, 0, 5, 7, 5), 'fr')).toMatch(/ à 7\u202fh\u202f05$/u);
  });

  it('writes one weekday form and one hour form in Chinese, as the cards do', () => {
    expect(formatLocalTime('2026-12-04 09:05', 'zh')).toBe('2026年12月4日周五 9:05');
    expect(formatDeviceTime(new Date(2026, 11, 4, 9, 5), 'zh')).toBe('2026年12月4日周五 9:05');
    expect(formatFullWeekday('2026-12-04', 'zh')).toBe(formatWeekday('2026-12-04', 'zh'));
  });

  it('leaves out the minutes of a French time on the hour, and only in French', () => {
    expect(formatHourOfDay(9, 'fr')).toBe('9\u202fh');
    expect(formatHourOfDay(21, 'fr')).toBe('21\u202fh');
    // A span that ends at midnight ends at 24 h; a day starts at 0 h.
    expect(formatHourOfDay(24, 'fr')).toBe('24\u202fh');
    expect(formatHourOfDay(0, 'fr')).toBe('0\u202fh');
    expect(formatHourOfDay(24, 'en')).toBe('12:00\u00a0AM');
    expect(formatHourOfDay(24, 'es')).toBe('12:00\u00a0a.m.');
    expect(formatClock('2026-12-14 05:30', 'fr')).toBe('5\u202fh\u202f30');
    expect(formatClock('2026-12-14 17:00', 'fr')).toBe('17\u202fh');
    expect(formatLocalTime('2026-12-14 02:00', 'fr')).toBe('lundi 14 décembre 2026 à 2\u202fh');
    expect(formatHourOfDay(17, 'en')).toBe('5:00\u00a0PM');
    expect(formatHourOfDay(17, 'es')).toBe('5:00\u00a0p.m.');
    expect(formatHourOfDay(17, 'zh')).toBe('17:00');
  });

  it('shows a value that cannot be formatted as it is', () => {
    expect(formatCardDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatCardDate('tomorrow', 'en')).toBe('tomorrow');
    expect(formatLocalTime('2026-12-14 25:00', 'en')).toBe('2026-12-14 25:00');
    expect(formatLongDate('', 'fr')).toBe('');
  });
});

const LOCALES = Object.entries(INTL_LOCALE) as [Language, string][];
const intl = (locale: string, style: DateStyle) =>
  new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone: 'UTC' });
const iso = (date: Date) => date.toISOString().slice(0, 10);
/**
 * ICU's text with the site's changes to it (docs/i18n/README.md, "Dates and times"): French hours
 * as "9 h 05", and "9 h" on the hour (docs/i18n/fr.md); in Chinese one weekday form, 周二 where
 * ICU's full dates write 星期二, and one hour form, "9:05" where they write "09:05".
 */
const house = (language: Language, text: string) => {
  if (language === 'fr')
    return text
      .replace(/\b0?(\d{1,2})\sh\s(\d{2})\b/u, '$1\u202fh\u202f$2')
      .replace(/\u202fh\u202f00\b/u, '\u202fh');
  if (language === 'zh') return text.replace('星期', '周').replace(/(?<!\d)0(\d):/u, '$1:');
  return text;
};

describe.each(LOCALES)("ICU's formats in %s (%s)", (language, locale) => {
  // 2024–2031: two leap years, every weekday on every day of every month.
  const days = Array.from({ length: 2922 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));

  it('writes every day as Intl.DateTimeFormat does, in the card and long styles', () => {
    const card = intl(locale, 'card');
    const long = intl(locale, 'long');
    for (const day of days) {
      expect(formatCardDate(iso(day), language)).toBe(card.format(day));
      expect(formatLongDate(iso(day), language)).toBe(long.format(day));
    }
  });

  it('writes every hour and minute, on every weekday of a year, as Intl.DateTimeFormat does', () => {
    const localTime = intl(locale, 'localTime');
    for (const [i, day] of days.slice(0, 366).entries()) {
      for (let hour = 0; hour < 24; hour++) {
        const minute = (i + hour * 7) % 60;
        const at = new Date(day.getTime() + (hour * 60 + minute) * 60_000);
        const text = `${iso(day)} ${hour}:${String(minute).padStart(2, '0')}`;
        expect(formatLocalTime(text, language)).toBe(house(language, localTime.format(at)));
      }
    }
  });
});

describe.each(LOCALES)('hours of the day in %s (%s)', (language, locale) => {
  it('are written as Intl.DateTimeFormat writes them, on one line', () => {
    const time = intl(locale, 'time');
    for (let hour = 0; hour < 24; hour += 1) {
      const written = house(language, time.format(Date.UTC(2026, 0, 5, hour))).replace(
        / /g,
        '\u00a0',
      );
      expect(formatHourOfDay(hour, language)).toBe(written);
      expect(formatClock(`2026-01-05 ${String(hour).padStart(2, '0')}:00`, language)).toBe(written);
    }
  });
});

describe('start-up cost (docs/product/performance.md#blocking-time)', () => {
  it('builds no Intl formatter: the first one costs a page 15–45 ms', () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const [language] of LOCALES) {
        formatCardDate('2026-12-15', language);
        formatLongDate('2026-12-15', language);
        formatLocalTime('2026-12-14 21:05', language);
      }
      expect(dates).not.toHaveBeenCalled();
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      dates.mockRestore();
      numbers.mockRestore();
    }
  });
});

describe('formatDeviceTime', () => {
  it('writes an instant on the device clock in the local-time style of each language', () => {
    const instant = new Date(2026, 11, 14, 21, 5);
    expect(formatDeviceTime(instant, 'en')).toBe(formatLocalTime('2026-12-14 21:05', 'en'));
    expect(formatDeviceTime(instant, 'fr')).toBe(formatLocalTime('2026-12-14 21:05', 'fr'));
    expect(formatDeviceTime(new Date(2026, 0, 5, 7, 0), 'zh')).toBe(
      formatLocalTime('2026-01-05 07:00', 'zh'),
    );
  });
});
