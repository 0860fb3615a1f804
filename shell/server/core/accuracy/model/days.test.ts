import { describe, expect, it } from 'vitest';
import { askedDay, publishedBefore, reportableUntil, resultAsked } from './days';

const NY = 'America/New_York';

describe('the day a result page asks about', () => {
  it('is today from 10:00 on the place’s clock, yesterday before', () => {
    // 14:59 UTC is 09:59 in New York (EST, UTC−5) on 2 December.
    expect(askedDay(Date.parse('2026-12-02T14:59:00Z'), NY)).toBe('2026-12-01');
    expect(askedDay(Date.parse('2026-12-02T15:00:00Z'), NY)).toBe('2026-12-02');
    // Across a month's and a year's end.
    expect(askedDay(Date.parse('2026-03-01T14:00:00Z'), NY)).toBe('2026-02-28');
    expect(askedDay(Date.parse('2027-01-01T14:00:00Z'), NY)).toBe('2026-12-31');
  });

  it('stays open for a change until the end of the day after, there', () => {
    expect(new Date(reportableUntil('2026-12-01', NY)).toISOString()).toBe(
      '2026-12-03T05:00:00.000Z',
    );
  });

  it('scores only chances published before 06:00 on the day', () => {
    expect(new Date(publishedBefore('2026-12-01', NY)).toISOString()).toBe(
      '2026-12-01T11:00:00.000Z',
    );
  });
});

describe('a result page’s query', () => {
  it('is read as the calculator reads it', () => {
    expect(
      resultAsked({ location: ' Buffalo ', schoolType: 'Boarding', snowDays: '3abc' }),
    ).toEqual({ location: 'Buffalo', schoolType: 'Boarding', snowDays: 3 });
    expect(resultAsked({ location: 'Buffalo', schoolType: 'boarding', snowDays: '99' })).toEqual({
      location: 'Buffalo',
      schoolType: 'Public',
      snowDays: 20,
    });
    expect(resultAsked({ location: '  ' })).toBeUndefined();
  });
});
