import { describe, expect, it } from 'vitest';
import type { DayWeather } from './day-score';
import { dayChance, predict } from './predict';
import type { PredictionContext } from './predict';

const day = (
  maxTempC: number,
  minTempC: number,
  precipMm: number,
  windKph: number,
  snowChancePct: number | null,
): DayWeather => ({ maxTempC, minTempC, precipMm, windKph, snowChancePct });

// Worked examples, computed by hand from docs/product/prediction.md.
describe('dayChance worked examples', () => {
  it('Buffalo 14201, heavy snow, Urban Public, 0 snow days -> 95', () => {
    // score 70 + 20 + 10 + 15 = 115; factors 0.8 * 1.2 * 1.1 = 1.056
    // 121.44 -> 80 + 31.44 / 2 = 95.72 -> 96 -> clamp 95
    const ctx: PredictionContext = {
      location: '14201',
      schoolType: 'Urban Public',
      snowDays: 0,
    };
    expect(dayChance(day(-2, -12, 25, 40, 90), ctx)).toBe(95);
  });

  it('Ottawa K1A 0B1, Public, 0 snow days -> 76', () => {
    // score 40 (precip 10) + 10 (min -5.1) + 10 (wind 31) + 5 (snow 51) = 65
    // factors 1.2 * 1 * 1.1 = 1.32 -> 85.8 -> 50 + 25.8 = 75.8 -> 76
    const ctx: PredictionContext = {
      location: 'K1A 0B1',
      schoolType: 'Public',
      snowDays: 0,
    };
    expect(dayChance(day(-1, -5.1, 10, 31, 51), ctx)).toBe(76);
  });

  it('Calgary t2p 1j9, Rural Public, 2 snow days -> 18', () => {
    // score 20 (precip 6) + 10 (min -6) + 5 (snow 60) = 35
    // factors 0.8 * 0.9 * 1 = 0.72 -> 25.2 -> 5 + 12.6 = 17.6 -> 18
    const ctx: PredictionContext = {
      location: 't2p 1j9',
      schoolType: 'Rural Public',
      snowDays: 2,
    };
    expect(dayChance(day(-1, -6, 6, 20, 60), ctx)).toBe(18);
  });

  it('Toronto M5V 3L9, Private/Prep, 5 snow days -> 51', () => {
    // score 40 + 20 + 10 + 15 = 85; M is in neither list -> 1
    // factors 1 * 0.8 * 0.9 = 0.72 -> 61.2 -> 50 + 1.2 = 51.2 -> 51
    const ctx: PredictionContext = {
      location: 'M5V 3L9',
      schoolType: 'Private/Prep',
      snowDays: 5,
    };
    expect(dayChance(day(0, -11, 12, 35, 75), ctx)).toBe(51);
  });

  it('75001 Paris, Boarding, 8 snow days -> 48', () => {
    // score 70 (precip 22) + 5 (min -3) + 5 (snow 55) = 80
    // factors 1.5 * 0.6 * 0.8 = 0.72 -> 57.6 -> 20 + 27.6 = 47.6 -> 48
    const ctx: PredictionContext = {
      location: '75001 Paris',
      schoolType: 'Boarding',
      snowDays: 8,
    };
    expect(dayChance(day(1, -3, 22, 10, 55), ctx)).toBe(48);
  });

  it('thaw night: 60601, Public, 2 snow days -> 25', () => {
    // score 70 + 15 (snow 80) - 50 (min 3) = 35; factors 1 * 1 * 1
    // 35 -> 20 + 5 = 25
    const ctx: PredictionContext = {
      location: '60601',
      schoolType: 'Public',
      snowDays: 2,
    };
    expect(dayChance(day(4, 3, 20, 0, 80), ctx)).toBe(25);
  });
});

describe('dayChance short-circuit and floor (docs/product/prediction.md#early-stop)', () => {
  const ctx: PredictionContext = {
    location: 'K1A 0B1',
    schoolType: 'Urban Public',
    snowDays: 0,
  };
  it('max > 10 is 5 whatever else', () => {
    expect(dayChance(day(10.1, -20, 50, 60, 100), ctx)).toBe(5);
  });
  it('snow chance 0 is 5 whatever else', () => {
    expect(dayChance(day(-5, -20, 50, 60, 0), ctx)).toBe(5);
  });
  it('a zero score is 5 after the factors', () => {
    expect(dayChance(day(0, 0, 0, 0, 30), ctx)).toBe(5);
  });
});

describe('predict (docs/product/prediction.md#headline)', () => {
  const ctx: PredictionContext = {
    location: '14201',
    schoolType: 'Urban Public',
    snowDays: 0,
  };
  it("returns each day's chance, in order, and the maximum as headline", () => {
    const result = predict(
      [day(12, 5, 0, 10, 0), day(-2, -12, 25, 40, 90), day(-1, -6, 6, 20, 60)],
      ctx,
    );
    // Day 3: 35 * 1.056 = 36.96 -> 20 + 6.96 = 26.96 -> 27
    expect(result).toMatchObject({ dayChances: [5, 95, 27], headline: 95 });
    expect(result.dayTraces.map((trace) => trace.chance)).toEqual([5, 95, 27]);
  });
  it('an empty forecast has headline 5', () => {
    expect(predict([], ctx)).toEqual({ dayChances: [], dayTraces: [], headline: 5 });
  });
});

describe('a day whose chance of snow the forecast does not give', () => {
  it('is scored from its other readings, not held at the 5 % a 0 % chance gives', () => {
    // 70 + 20 + 10 = 100, × 0.8 (Buffalo) × 1 × 1.1 = 88 -> 50 + 28 = 78.
    const ctx: PredictionContext = { location: '14201', schoolType: 'Public', snowDays: 0 };
    expect(dayChance(day(-2, -12, 25, 40, null), ctx)).toBe(78);
    expect(dayChance(day(-2, -12, 25, 40, 0), ctx)).toBe(5);
  });
});
