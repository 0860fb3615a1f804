import { describe, expect, it } from 'vitest';
import { traceDay } from './day-trace';
import type { PredictionContext } from './predict';

const ctx: PredictionContext = { location: 'Oslo', schoolType: 'Public', snowDays: 2 };
const day = { maxTempC: -2, minTempC: -12, precipMm: 22, windKph: 40, snowChancePct: 90 };
/** A limit the stretch holds, and one it stops short of. */
const at = (limit: number) => ({ limit, inclusive: true });
const past = (limit: number) => ({ limit, inclusive: false });

describe('traceDay', () => {
  it('names the early stop: too warm', () => {
    expect(traceDay({ ...day, maxTempC: 11 }, ctx)).toEqual({
      kind: 'stopped',
      reason: 'warm',
      maxTempC: 11,
      limitC: 10,
      chance: 5,
    });
  });

  it('names the early stop: no chance of snow', () => {
    expect(traceDay({ ...day, snowChancePct: 0 }, ctx)).toMatchObject({
      reason: 'noSnow',
      chance: 5,
    });
  });

  it('lists each adjustment with its points, the factors, the score and the band', () => {
    expect(
      traceDay(day, { ...ctx, location: 'K1A 0B1', schoolType: 'Boarding', snowDays: 0 }),
    ).toEqual({
      kind: 'scored',
      steps: [
        { kind: 'precip', precipMm: 22, points: 70, range: { lower: at(20) } },
        { kind: 'cold', minTempC: -12, points: 20, range: { upper: past(-10) } },
        { kind: 'wind', windKph: 40, points: 10, range: { lower: past(30) } },
        { kind: 'snowChance', snowChancePct: 90, points: 15, range: { lower: past(70) } },
      ],
      rawScore: 115,
      factors: { postalCode: 1.2, schoolType: 0.6, snowDays: 1.1 },
      score: 115 * 1.2 * 0.6 * 1.1,
      band: { start: 90, end: null, base: 80, rate: 0.5 },
      unrounded: 80 + (115 * 1.2 * 0.6 * 1.1 - 90) * 0.5,
      range: { min: 5, max: 95 },
      chance: 81,
    });
  });

  it('lists a cap only when it lowered the score', () => {
    const dry = traceDay({ ...day, precipMm: 1, windKph: 0, snowChancePct: 30 }, ctx);
    expect(dry.kind === 'scored' && dry.steps).toEqual([
      { kind: 'cold', minTempC: -12, points: 20, range: { upper: past(-10) } },
      { kind: 'dryCap', precipMm: 1, limitMm: 2, cap: 15 },
    ]);
    const mild = traceDay({ ...day, precipMm: 1, minTempC: -1, windKph: 0, snowChancePct: 5 }, ctx);
    expect(mild.kind === 'scored' && mild.steps).toEqual([
      { kind: 'cold', minTempC: -1, points: 5, range: { upper: past(0), lower: at(-5) } },
    ]);
  });

  it('lists the warm-night deduction and the floor that undoes what it overshot', () => {
    const trace = traceDay(
      { ...day, precipMm: 5, minTempC: 3, windKph: 0, snowChancePct: 30 },
      ctx,
    );
    expect(trace).toMatchObject({
      steps: [
        { kind: 'precip', points: 20 },
        { kind: 'warmNight', minTempC: 3, points: -50 },
        { kind: 'floor' },
      ],
      rawScore: 0,
      chance: 5,
    });
  });

  it.each([
    [
      'precipitation of 19.99 mm',
      { precipMm: 19.99 },
      'precip',
      { lower: at(10), upper: past(20) },
    ],
    ['a low of -10.1 °C', { minTempC: -10.1 }, 'cold', { upper: past(-10) }],
    ['a low of -10 °C', { minTempC: -10 }, 'cold', { upper: past(-5), lower: at(-10) }],
    [
      'a chance of snow of 60 %',
      { snowChancePct: 60 },
      'snowChance',
      { lower: past(50), upper: at(70) },
    ],
    [
      'a chance of snow of 5 %',
      { snowChancePct: 5, precipMm: 12 },
      'lowSnowCap',
      { upper: past(10) },
    ],
    ['a low of 5 °C', { minTempC: 5 }, 'warmNight', { lower: past(2), upper: at(5) }],
  ])('says which readings its rule covered, for %s', (_, weather, kind, range) => {
    const trace = traceDay({ ...day, ...weather }, ctx);
    const step = trace.kind === 'scored' ? trace.steps.find((each) => each.kind === kind) : null;
    expect(step).toMatchObject({ range });
  });
});
