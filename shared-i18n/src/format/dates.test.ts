import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCardDate, formatLocalTime, formatLongDate } from './dates';

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

describe.each(ZONES)('in the time zone %s (DECISIONS 6)', (zone) => {
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
    expect(formatLongDate('2026-11-02', 'fr')).toBe('2 novembre 2026');
    expect(formatLongDate('2026-11-02', 'zh')).toBe('2026年11月2日');
    expect(formatCardDate('2026-12-15', 'es')).toBe('mar, 15 dic');
    expect(formatCardDate('2026-12-15', 'zh')).toBe('12月15日周二');
  });

  it('shows a value that cannot be formatted as it is', () => {
    expect(formatCardDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatCardDate('tomorrow', 'en')).toBe('tomorrow');
    expect(formatLocalTime('2026-12-14 25:00', 'en')).toBe('2026-12-14 25:00');
    expect(formatLongDate('', 'fr')).toBe('');
  });
});

describe('prepareDateFormats', () => {
  it('builds every formatter of a language ahead, so showing dates builds none', async () => {
    vi.resetModules();
    const dates = await import('./dates');
    const { DateTimeFormat } = Intl;
    // Counts the formatters built, each a real one (a plain spy's lack `format`).
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      return new DateTimeFormat(...args);
    });
    try {
      dates.prepareDateFormats('es');
      expect(built).toHaveBeenCalledTimes(3);
      built.mockClear();
      expect(dates.formatCardDate('2026-12-15', 'es')).toBe('mar, 15 dic');
      dates.formatLongDate('2026-12-15', 'es');
      dates.formatLocalTime('2026-12-14 21:05', 'es');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
