import { LANGUAGES } from '@snowday/shared-i18n';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrecipitation, formatTemperature } from '../../../lib/format-amounts';
import { exactUs } from '../../../lib/units';
import { outsideOf, traceDay, type ReadingRange } from '../../prediction';
import { formatWithin, type Quantity } from './figure-within';

const NBSP = '\u00a0';
const NARROW = '\u202f';
const at = (limit: number) => ({ limit, inclusive: true });
const past = (limit: number) => ({ limit, inclusive: false });

/** The figure an English line shows, as a number: "-10.1°C" → -10.1, "1,234 mm" → 1234. */
const figureOf = (text: string) =>
  Number(
    text
      .replace(/[,\s]/g, '')
      .replace(/[^\d.−-]+$/, '')
      .replace('−', '-'),
  );

describe('formatWithin', () => {
  it('writes a low of -10.1 °C under "below -10 °C" with its decimal', () => {
    const below = { upper: past(-10) };
    expect(formatTemperature(-10.1, 'en', 'metric')).toBe('\u221210°C');
    expect(formatWithin('temperature', -10.1, below, 'en', 'metric')).toBe('\u221210.1°C');
    expect(formatWithin('temperature', -10.1, below, 'fr', 'metric')).toBe(`\u221210,1${NARROW}°C`);
    // In °F the limit moves too: -10 °C is 14 °F, and -10.1 °C is 13.8 °F, not 14.
    expect(formatWithin('temperature', -10.1, below, 'en', 'us')).toBe('13.8°F');
  });

  it('writes 19.99 mm under "under 20 mm" as 19.99 mm, not 20 mm', () => {
    const range = { lower: at(10), upper: past(20) };
    expect(formatPrecipitation(19.99, 'en', 'metric')).toBe(`20${NBSP}mm`);
    expect(formatWithin('precipitation', 19.99, range, 'en', 'metric')).toBe(`19.99${NBSP}mm`);
    expect(formatWithin('precipitation', 19.99, range, 'es', 'metric')).toBe(`19.99${NBSP}mm`);
    // 0.787 in under 0.7874 in: two decimals round up across it, so they round down.
    expect(formatWithin('precipitation', 19.99, range, 'en', 'us')).toBe(`0.78${NBSP}in`);
  });

  it('keeps the usual precision wherever rounding stays inside the rule', () => {
    expect(formatWithin('temperature', -12.4, { upper: past(-10) }, 'en', 'metric')).toBe(
      '\u221212°C',
    );
    expect(formatWithin('precipitation', 22, { lower: at(20) }, 'en', 'metric')).toBe(
      `22${NBSP}mm`,
    );
    expect(formatWithin('precipitation', 20, { lower: at(20) }, 'en', 'metric')).toBe(
      `20${NBSP}mm`,
    );
    expect(
      formatWithin('temperature', -10, { lower: at(-10), upper: past(-5) }, 'en', 'metric'),
    ).toBe('\u221210°C');
    expect(formatWithin('wind', 45.2, { lower: past(30) }, 'zh', 'metric')).toBe(
      `45${NBSP}公里/小时`,
    );
  });

  it('adds decimals at the other rules too: a low just above 0 °C, wind just over 30 km/h', () => {
    expect(
      formatWithin('temperature', -0.3, { upper: past(0), lower: at(-5) }, 'en', 'metric'),
    ).toBe('\u22120.3°C');
    expect(formatWithin('temperature', 5.04, { lower: past(5) }, 'en', 'metric')).toBe('5.04°C');
    expect(formatWithin('wind', 30.4, { lower: past(30) }, 'en', 'metric')).toBe(`30.4${NBSP}km/h`);
    expect(formatWithin('percent', 9.97, { upper: past(10) }, 'en', 'metric')).toBe('9.97%');
    expect(formatWithin('percent', 70.001, { lower: past(70) }, 'en', 'metric')).toBe('70.01%');
  });

  it('never shows a figure outside the rule that fired, in either system', () => {
    // Readings in hundredths, finer than the weather service's own, near each limit or anywhere.
    const near = (limits: number[], spread: number) =>
      fc
        .oneof(
          fc
            .constantFrom(...limits)
            .chain((limit) =>
              fc.integer({ min: -spread, max: spread }).map((step) => limit * 100 + step),
            ),
          fc.integer({ min: -6000, max: 20000 }),
        )
        .map((hundredths) => hundredths / 100);
    const dayArb = fc.record({
      maxTempC: fc.constant(-1),
      minTempC: near([-10, -5, 0, 2, 5], 6),
      precipMm: near([2, 5, 10, 20], 6).map(Math.abs),
      windKph: near([30], 60).map(Math.abs),
      snowChancePct: near([10, 50, 70], 6).map((value) => Math.min(100, Math.max(1, value))),
    });
    const unitsArb = fc.constantFrom<'metric' | 'us'>('metric', 'us');
    const ctx = { location: 'Oslo', schoolType: 'Public', snowDays: 2 } as const;
    const same = (value: number) => value;
    fc.assert(
      fc.property(dayArb, unitsArb, (day, units) => {
        const us = units === 'us';
        const trace = traceDay(day, ctx);
        const steps = trace.kind === 'scored' ? trace.steps : [];
        type Reading = [Quantity, number, ReadingRange, (metric: number) => number];
        const readings = steps.flatMap((step): Reading[] => {
          switch (step.kind) {
            case 'precip':
              return [['precipitation', step.precipMm, step.range, us ? exactUs.inches : same]];
            case 'cold':
            case 'warmNight':
              return [['temperature', step.minTempC, step.range, us ? exactUs.fahrenheit : same]];
            case 'wind':
              return [['wind', step.windKph, step.range, us ? exactUs.mph : same]];
            case 'snowChance':
            case 'lowSnowCap':
              return [['percent', step.snowChancePct, step.range, same]];
            default:
              return [];
          }
        });
        for (const [quantity, metric, range, exact] of readings) {
          const shownRange: ReadingRange = {
            lower: range.lower && { ...range.lower, limit: exact(range.lower.limit) },
            upper: range.upper && { ...range.upper, limit: exact(range.upper.limit) },
          };
          const written = formatWithin(quantity, metric, range, 'en', units);
          expect(
            outsideOf(figureOf(written), shownRange),
            `${written} (${String(metric)})`,
          ).toBeNull();
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('writes each language its own way', () => {
    for (const language of LANGUAGES) {
      expect(formatWithin('temperature', -10.1, { upper: past(-10) }, language, 'metric')).toMatch(
        /10[.,]1/,
      );
    }
  });
});
