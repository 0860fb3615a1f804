import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayChance, predict } from './predict';
import { contextArb, dayWeatherArb } from '../testing/arbitraries';
import type { DayWeather } from './day-score';
import { postalCodeFactor, schoolTypeFactor, snowDaysFactor } from './factors';
import { scoreToPercent } from './score-to-percent';
import type { PredictionContext } from './predict';

/**
 * docs/product/prediction.md read line by line, with its figures, as a second computation the
 * engine (which takes them from its table of rules) must agree with.
 */
function asWritten(day: DayWeather, ctx: PredictionContext): number {
  const { maxTempC: max, minTempC: min, precipMm: precip, windKph: wind } = day;
  const snow = day.snowChancePct;
  if (max > 10 || snow === 0) return 5;
  let score = 0;
  if (precip >= 20) score += 70;
  else if (precip >= 10) score += 40;
  else if (precip >= 5) score += 20;
  if (min < -10) score += 20;
  else if (min < -5) score += 10;
  else if (min < 0) score += 5;
  if (precip < 2) score = Math.min(score, 15);
  if (wind > 30) score += 10;
  if (snow !== null) {
    if (snow > 70) score += 15;
    else if (snow > 50) score += 5;
    else if (snow < 10) score = Math.min(score, 10);
  }
  if (min > 5) score -= 130;
  else if (min > 2) score -= 50;
  score = Math.max(score, 0);
  // Multiplied left to right, as the engine does, so the product is the same double.
  score =
    score *
    postalCodeFactor(ctx.location) *
    schoolTypeFactor(ctx.schoolType) *
    snowDaysFactor(ctx.snowDays);
  let percent: number;
  if (score <= 30) percent = 5 + score / 2;
  else if (score <= 60) percent = 20 + (score - 30);
  else if (score <= 90) percent = 50 + (score - 60);
  else percent = 80 + (score - 90) / 2;
  return Math.min(Math.max(Math.round(percent), 5), 95);
}

// Plausible weather (where the thresholds are) mixed with any finite double.
const dayArb = dayWeatherArb();

// Both postal branches: Canadian-shaped codes and arbitrary text.
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyz');
const digit = fc.constantFrom(...'0123456789');
const canadian = fc
  .tuple(letter, digit, letter, fc.constantFrom('', ' ', '-', '  '), digit, letter, digit)
  .map((parts) => parts.join(''));
const location = fc.oneof(canadian, fc.string(), fc.string({ unit: 'binary' }));

const ctxArb = contextArb(location);

describe('prediction properties (docs/product/prediction.md)', () => {
  it('gives the chance the rules as written give, for any weather at all', () => {
    fc.assert(
      fc.property(dayWeatherArb({ nonFinite: true }), ctxArb, (day, ctx) => {
        expect(dayChance(day, ctx)).toBe(asWritten(day, ctx));
      }),
      { numRuns: 2000 },
    );
  });

  it('every dayChance is an integer in 5..95', () => {
    fc.assert(
      fc.property(dayArb, ctxArb, (day, ctx) => {
        const chance = dayChance(day, ctx);
        expect(Number.isInteger(chance)).toBe(true);
        expect(chance).toBeGreaterThanOrEqual(5);
        expect(chance).toBeLessThanOrEqual(95);
      }),
    );
  });

  it('stays an integer in 5..95 even for NaN / infinite readings', () => {
    const anyDouble = fc.double();
    const wild = fc.record({
      maxTempC: anyDouble,
      minTempC: anyDouble,
      precipMm: anyDouble,
      windKph: anyDouble,
      snowChancePct: anyDouble,
    });
    fc.assert(
      fc.property(wild, ctxArb, (day, ctx) => {
        const chance = dayChance(day, ctx);
        expect(Number.isInteger(chance) && chance >= 5 && chance <= 95).toBe(true);
      }),
    );
  });

  it('a day with max > 10 is 5', () => {
    const warm = fc.double({ min: 10, minExcluded: true, noNaN: true });
    fc.assert(
      fc.property(dayArb, warm, ctxArb, (day, maxTempC, ctx) => {
        expect(dayChance({ ...day, maxTempC }, ctx)).toBe(5);
      }),
    );
  });

  it('a day with snow chance 0 is 5', () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom(0, -0), ctxArb, (day, snow, ctx) => {
        expect(dayChance({ ...day, snowChancePct: snow }, ctx)).toBe(5);
      }),
    );
  });

  it('the headline is the maximum of the days', () => {
    fc.assert(
      fc.property(fc.array(dayArb, { minLength: 1, maxLength: 5 }), ctxArb, (days, ctx) => {
        const { dayChances, headline } = predict(days, ctx);
        const expected = days.map((d) => dayChance(d, ctx));
        expect(dayChances).toEqual(expected);
        expect(headline).toBe(Math.max(...expected));
      }),
    );
  });

  it('more snow days never increase the chance', () => {
    fc.assert(
      fc.property(dayArb, ctxArb, (day, ctx) => {
        for (let s = 0; s < 20; s += 1) {
          const fewer = dayChance(day, { ...ctx, snowDays: s });
          const more = dayChance(day, { ...ctx, snowDays: s + 1 });
          expect(more).toBeLessThanOrEqual(fewer);
        }
      }),
    );
  });

  it('scoreToPercent is monotone non-decreasing', () => {
    const score = fc.oneof(
      fc.double({ min: -10, max: 250, noNaN: true }),
      fc.double({ noNaN: true }),
    );
    fc.assert(
      fc.property(score, score, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(scoreToPercent(lo)).toBeLessThanOrEqual(scoreToPercent(hi));
      }),
    );
  });
});
