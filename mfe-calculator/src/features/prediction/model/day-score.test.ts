import { describe, expect, it } from 'vitest';
import { rawDayScore } from './day-score';
import type { DayWeather } from './day-score';

// A neutral day: every step-2 rule is inactive and the score is 0.
// precip 2 sits just outside the "< 2" cap; min 0 adds nothing and
// subtracts nothing; snow 30 neither adds nor caps.
const NEUTRAL: DayWeather = {
  maxTempC: 0,
  minTempC: 0,
  precipMm: 2,
  windKph: 0,
  snowChancePct: 30,
};
const score = (overrides: Partial<DayWeather>) => rawDayScore({ ...NEUTRAL, ...overrides });

describe('rawDayScore step 1: short-circuit (docs/product/prediction.md#early-stop)', () => {
  it('neutral day scores 0 (not short-circuited)', () => {
    expect(score({})).toBe(0);
  });
  it.each([
    { maxTempC: 10, expected: 0 },
    { maxTempC: 10.1, expected: null },
    { maxTempC: 25, expected: null },
  ])('max $maxTempC -> $expected', ({ maxTempC, expected }) => {
    expect(score({ maxTempC })).toBe(expected);
  });
  it('snow chance 0 (and -0) short-circuits, even on a blizzard', () => {
    const blizzard = { precipMm: 30, minTempC: -20, windKph: 50 };
    expect(score({ ...blizzard, snowChancePct: 0 })).toBeNull();
    expect(score({ ...blizzard, snowChancePct: -0 })).toBeNull();
    // Any positive chance is scored (here capped at 10 by snow < 10).
    expect(score({ ...blizzard, snowChancePct: 0.1 })).toBe(10);
  });
});

describe('rawDayScore step 2: additions (docs/product/prediction.md#score)', () => {
  it.each([
    { precipMm: 2, expected: 0 },
    { precipMm: 4.9, expected: 0 },
    { precipMm: 5, expected: 20 },
    { precipMm: 9.9, expected: 20 },
    { precipMm: 10, expected: 40 },
    { precipMm: 19.9, expected: 40 },
    { precipMm: 20, expected: 70 },
    { precipMm: 80, expected: 70 },
  ])('precip $precipMm -> $expected', ({ precipMm, expected }) => {
    expect(score({ precipMm })).toBe(expected);
  });

  it.each([
    { minTempC: 0, expected: 0 },
    { minTempC: -0.1, expected: 5 },
    { minTempC: -5, expected: 5 },
    { minTempC: -5.1, expected: 10 },
    { minTempC: -10, expected: 10 },
    { minTempC: -10.1, expected: 20 },
    { minTempC: -40, expected: 20 },
  ])('min $minTempC -> $expected', ({ minTempC, expected }) => {
    expect(score({ minTempC })).toBe(expected);
  });

  it.each([
    { windKph: 30, expected: 0 },
    { windKph: 30.1, expected: 10 },
  ])('wind $windKph -> $expected', ({ windKph, expected }) => {
    expect(score({ windKph })).toBe(expected);
  });

  it.each([
    { snowChancePct: 50, expected: 0 },
    { snowChancePct: 51, expected: 5 },
    { snowChancePct: 70, expected: 5 },
    { snowChancePct: 71, expected: 15 },
    { snowChancePct: 100, expected: 15 },
  ])('snow $snowChancePct -> $expected', ({ snowChancePct, expected }) => {
    expect(score({ snowChancePct })).toBe(expected);
  });
});

describe('rawDayScore step 2: caps, in order (docs/product/prediction.md#score)', () => {
  // min -12 adds 20, which the precip cap can bite into.
  it.each([
    { precipMm: 0, expected: 15 },
    { precipMm: 1.9, expected: 15 },
    { precipMm: 2, expected: 20 },
  ])('precip $precipMm with min -12 -> $expected', ({ precipMm, expected }) => {
    expect(score({ precipMm, minTempC: -12 })).toBe(expected);
  });

  it('precip < 2 cap is applied before the wind and snow additions', () => {
    // min(20, 15) = 15, + 10 wind, + 15 snow = 40 (not 15).
    expect(score({ precipMm: 0, minTempC: -12, windKph: 40, snowChancePct: 80 })).toBe(40);
  });

  it.each([
    { snowChancePct: 9, expected: 10 },
    { snowChancePct: 10, expected: 70 },
  ])('snow $snowChancePct with precip 20 -> $expected', (row) => {
    expect(score({ precipMm: 20, snowChancePct: row.snowChancePct })).toBe(row.expected);
  });

  it('snow < 10 cap also limits the wind addition before it', () => {
    // 70 + 20 + 10 = 100, then min(100, 10) = 10.
    expect(score({ precipMm: 20, minTempC: -12, windKph: 40, snowChancePct: 5 })).toBe(10);
  });

  it('snow < 10 cap does not raise a low score', () => {
    expect(score({ precipMm: 5, snowChancePct: 5 })).toBe(10);
    expect(score({ snowChancePct: 5 })).toBe(0);
  });
});

describe('rawDayScore step 2: warm-night penalty and floor', () => {
  // precip 20 (+70) + snow 80 (+15) = 85 before the penalty.
  const big = { precipMm: 20, snowChancePct: 80 };
  it.each([
    { minTempC: 2, expected: 85 },
    { minTempC: 2.1, expected: 35 },
    { minTempC: 5, expected: 35 },
    { minTempC: 5.1, expected: 0 },
  ])('min $minTempC -> $expected', ({ minTempC, expected }) => {
    expect(score({ ...big, minTempC })).toBe(expected);
  });

  it('never goes below zero', () => {
    expect(score({ minTempC: 3 })).toBe(0); // 0 - 50
    expect(score({ minTempC: 6, precipMm: 10 })).toBe(0); // 40 - 130
    expect(score({ minTempC: 2.5, precipMm: 5 })).toBe(0); // 20 - 50
  });
});

describe('an unknown chance of snow (docs/product/prediction.md#unknown-readings)', () => {
  const blizzard = { precipMm: 30, minTempC: -20, windKph: 50 };

  it('does not stop the day as a 0 % chance does: the other readings score it', () => {
    // 70 (30 mm) + 20 (-20 °C) + 10 (50 km/h), and nothing for the chance of snow.
    expect(score({ ...blizzard, snowChancePct: null })).toBe(100);
    expect(score({ ...blizzard, snowChancePct: 0 })).toBeNull();
  });

  it('neither adds for a high chance nor caps for a low one', () => {
    expect(score({ ...blizzard, snowChancePct: 90 })).toBe(115);
    expect(score({ ...blizzard, snowChancePct: 5 })).toBe(10);
    expect(score({ ...blizzard, snowChancePct: null })).toBe(100);
  });

  it('still lets the other rules stop or lower the day', () => {
    expect(score({ ...blizzard, maxTempC: 12, snowChancePct: null })).toBeNull();
    expect(score({ ...blizzard, minTempC: 6, snowChancePct: null })).toBe(0);
  });
});
