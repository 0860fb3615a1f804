import { describe, expect, it } from 'vitest';
import { MAX_Q_LENGTH, parseForecastQuery } from './forecast-query';

describe('parseForecastQuery', () => {
  it('trims and collapses the place, and defaults days to 3', () => {
    expect(parseForecastQuery({ q: '  Montréal,   QC ' })).toEqual({
      q: 'Montréal, QC',
      days: 3,
      cacheKey: '3:montréal, qc',
    });
  });

  it('gives one cache key to one place however it is typed', () => {
    const keys = ['PARIS', ' paris ', 'Paris'].map((q) => parseForecastQuery({ q })?.cacheKey);
    expect(new Set(keys)).toEqual(new Set(['3:paris']));
    // "é" typed as e + combining accent is the same place.
    expect(parseForecastQuery({ q: 'Montre\u0301al' })?.cacheKey).toBe('3:montréal');
  });

  it.each([
    ['2', 2],
    ['1', 1],
    ['9', 3],
    ['-4', 1],
    ['x', 3],
    [undefined, 3],
    [['1', '2'], 3],
  ])('reads days %j as %i', (days, expected) => {
    expect(parseForecastQuery({ q: 'Paris', days })?.days).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['blank', ' \t '],
    ['too long', 'a'.repeat(MAX_Q_LENGTH + 1)],
    ['with a control character inside', 'Paris\r\nX-Injected: 1'],
    ['repeated', ['Paris', 'Denver']],
  ])('refuses a q that is %s', (_, q) => {
    expect(parseForecastQuery({ q })).toBeNull();
  });

  it('accepts 200 characters, and surrounding newlines that trimming removes', () => {
    expect(parseForecastQuery({ q: 'a'.repeat(MAX_Q_LENGTH) })).not.toBeNull();
    expect(parseForecastQuery({ q: '\nParis\n' })?.q).toBe('Paris');
  });
});
