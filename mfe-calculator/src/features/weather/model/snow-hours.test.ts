import { describe, expect, it } from 'vitest';
import { isSnowHour, snowTiming } from './snow-hours';

const hour = (h: number, fields: Partial<Parameters<typeof isSnowHour>[0]> = {}) => ({
  time: `2026-12-15 ${String(h).padStart(2, '0')}:00`,
  willSnow: false,
  snowChancePct: 0,
  snowCm: 0,
  ...fields,
});
const day = (snowy: readonly number[]) =>
  Array.from({ length: 24 }, (_, h) => hour(h, snowy.includes(h) ? { willSnow: true } : {}));

describe('isSnowHour', () => {
  it.each([
    [{ willSnow: true }, true],
    [{ snowChancePct: 50 }, true],
    [{ snowChancePct: 49 }, false],
    [{ snowCm: 0.1 }, true],
    [{}, false],
    // An hour the service says nothing of is not a snow hour.
    [{ willSnow: null, snowChancePct: null, snowCm: null }, false],
  ])('%o -> %s', (fields, expected) => {
    expect(isSnowHour(hour(3, fields))).toBe(expected);
  });
});

describe('snowTiming', () => {
  it('has nothing to say without hourly data', () => {
    expect(snowTiming(null)).toBeUndefined();
    expect(snowTiming([])).toBeUndefined();
  });

  it('says no snow when the hours have none', () => {
    expect(snowTiming(day([]))).toEqual({ kind: 'none' });
  });

  it('joins consecutive hours into runs, from the first start to the last end', () => {
    expect(snowTiming(day([2, 3, 4, 14, 15, 23]))).toEqual({
      kind: 'runs',
      runs: [
        { start: 2, end: 5 },
        { start: 14, end: 16 },
        { start: 23, end: 24 },
      ],
      schoolMorning: false,
    });
  });

  it('shows more than three runs as one span', () => {
    expect(snowTiming(day([1, 3, 10, 12, 20]))).toMatchObject({ runs: [{ start: 1, end: 21 }] });
  });

  it.each([
    [[4], false],
    [[5], true],
    [[8], true],
    [[9], false],
    [[3, 4, 5], true],
  ])('snow hours %o touch the school morning: %s', (snowy, expected) => {
    expect(snowTiming(day(snowy))).toMatchObject({ schoolMorning: expected });
  });
});
