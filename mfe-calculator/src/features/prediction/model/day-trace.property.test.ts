import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { traceDay } from './day-trace';
import { dayChance, type PredictionContext } from './predict';
import { replayTrace } from './replay-trace';
import { bandFor } from './score-to-percent';
import { contextArb, dayWeatherArb } from '../testing/arbitraries';

// Any double at all for the weather (NaN and ±∞ included): a trace must replay whatever arrives.
const dayArb = dayWeatherArb({ nonFinite: true });
const ctxArb = contextArb(
  fc.oneof(fc.constantFrom('K1A 0B1', 'T2P 1J9', '14201', '75001 Paris', 'Oslo'), fc.string()),
);

describe('day trace properties', () => {
  it('replaying any trace gives exactly the chance the engine shows', () => {
    fc.assert(
      fc.property(dayArb, ctxArb, (day, ctx) => {
        const trace = traceDay(day, ctx);
        expect(trace.chance).toBe(dayChance(day, ctx));
        expect(replayTrace(trace)).toBe(dayChance(day, ctx));
      }),
      { numRuns: 2000 },
    );
  });

  it('lists only steps that changed the score, each in rule order, the score inside its band', () => {
    const order = [
      'precip',
      'cold',
      'dryCap',
      'wind',
      'snowChance',
      'lowSnowCap',
      'warmNight',
      'floor',
    ];
    fc.assert(
      fc.property(dayArb, ctxArb, (day, ctx) => {
        const trace = traceDay(day, ctx);
        if (trace.kind === 'stopped') return;
        let score = 0;
        for (const step of trace.steps) {
          const before = score;
          if (step.kind === 'dryCap' || step.kind === 'lowSnowCap')
            score = Math.min(score, step.cap);
          else if (step.kind === 'floor') score = Math.max(score, 0);
          else score += step.points;
          expect(score, step.kind).not.toBe(before);
        }
        const kinds = trace.steps.map((step) => order.indexOf(step.kind));
        expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
        expect(new Set(kinds).size).toBe(kinds.length);
        expect(score).toBe(trace.rawScore);
        expect(trace.band).toBe(bandFor(trace.score));
        expect(trace.score).toBeGreaterThanOrEqual(trace.band.start);
        if (trace.band.end !== null) expect(trace.score).toBeLessThanOrEqual(trace.band.end);
      }),
    );
  });

  it('a tampered trace replays to another chance (the replay reads the lines)', () => {
    const day = { maxTempC: -2, minTempC: -12, precipMm: 22, windKph: 40, snowChancePct: 90 };
    const ctx: PredictionContext = { location: 'Oslo', schoolType: 'Public', snowDays: 2 };
    const trace = traceDay(day, ctx);
    if (trace.kind !== 'scored') throw new Error('expected a scored day');
    expect(replayTrace(trace)).toBe(93);
    expect(replayTrace({ ...trace, steps: trace.steps.slice(1) })).not.toBe(93);
    expect(replayTrace({ ...trace, factors: { ...trace.factors, snowDays: 0.8 } })).not.toBe(93);
    expect(replayTrace({ ...trace, band: bandFor(75) })).not.toBe(93);
  });
});
