import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayChance, predict } from './predict';
import { contextArb, dayWeatherArb } from '../testing/arbitraries';
import { scoreToPercent } from './score-to-percent';

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
