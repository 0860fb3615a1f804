/**
 * How one day's chance came about, step by step: the same rules as day-score.ts, predict.ts
 * and score-to-percent.ts, written down as they fire so the result page can explain the number.
 * The words and what gets listed are in docs/product/explanation.md. Pure: no React, no i18n.
 */
import type { DayWeather } from './day-score';
import { postalCodeFactor, schoolTypeFactor, snowDaysFactor } from './factors';
import type { PredictionContext } from './predict';
import { MAX_CHANCE, MIN_CHANCE } from './score-to-percent';

/** One adjustment that changed the score, in rule order. */
export type TraceStep =
  | { kind: 'precip'; precipMm: number; points: number }
  | { kind: 'cold'; minTempC: number; points: number }
  /** Almost no precipitation: the score is held at `cap`. Listed only when it lowered it. */
  | { kind: 'dryCap'; precipMm: number; cap: number }
  | { kind: 'wind'; windKph: number; points: number }
  | { kind: 'snowChance'; snowChancePct: number; points: number }
  /** A low chance of snow: the score is held at `cap`. Listed only when it lowered it. */
  | { kind: 'lowSnowCap'; snowChancePct: number; cap: number }
  | { kind: 'warmNight'; minTempC: number; points: number }
  /** The score never goes below 0. Listed only when it raised it. */
  | { kind: 'floor' };

/** A band of the percentage: `base + (score - start) * rate`, for scores up to `end`. */
export interface TraceBand {
  start: number;
  end: number | null;
  base: number;
  rate: number;
}

export interface TraceFactors {
  postalCode: number;
  schoolType: number;
  snowDays: number;
}

export type DayTrace =
  | { kind: 'stopped'; reason: 'warm'; maxTempC: number; chance: number }
  | { kind: 'stopped'; reason: 'noSnow'; chance: number }
  | {
      kind: 'scored';
      steps: TraceStep[];
      /** The score once every adjustment is made, before the factors. */
      rawScore: number;
      factors: TraceFactors;
      /** rawScore times the three factors. */
      score: number;
      band: TraceBand;
      /** base + (score - start) * rate, before rounding. */
      unrounded: number;
      chance: number;
    };

const TOP_BAND: TraceBand = { start: 90, end: null, base: 80, rate: 0.5 };

/** The four 30-point bands, from the lowest. */
export const BANDS: readonly TraceBand[] = Object.freeze([
  { start: 0, end: 30, base: 5, rate: 0.5 },
  { start: 30, end: 60, base: 20, rate: 1 },
  { start: 60, end: 90, base: 50, rate: 1 },
  TOP_BAND,
]);

/** The chance the early stop gives. */
export const STOPPED_CHANCE = 5;

export function bandFor(score: number): TraceBand {
  return BANDS.find((band) => band.end === null || score <= band.end) ?? TOP_BAND;
}

/** Round halves up, then keep within MIN_CHANCE..MAX_CHANCE. */
export function roundChance(unrounded: number): number {
  return Math.min(Math.max(Math.round(unrounded), MIN_CHANCE), MAX_CHANCE);
}

function scoreSteps(day: DayWeather): { steps: TraceStep[]; score: number } {
  const { minTempC: min, precipMm: precip, windKph: wind, snowChancePct: snow } = day;
  const steps: TraceStep[] = [];
  let score = 0;
  const add = (step: TraceStep & { points: number }) => {
    steps.push(step);
    score += step.points;
  };
  const cap = (step: TraceStep & { cap: number }) => {
    if (score <= step.cap) return; // a cap that does not lower the score is not listed
    steps.push(step);
    score = step.cap;
  };

  if (precip >= 20) add({ kind: 'precip', precipMm: precip, points: 70 });
  else if (precip >= 10) add({ kind: 'precip', precipMm: precip, points: 40 });
  else if (precip >= 5) add({ kind: 'precip', precipMm: precip, points: 20 });
  if (min < -10) add({ kind: 'cold', minTempC: min, points: 20 });
  else if (min < -5) add({ kind: 'cold', minTempC: min, points: 10 });
  else if (min < 0) add({ kind: 'cold', minTempC: min, points: 5 });
  if (precip < 2) cap({ kind: 'dryCap', precipMm: precip, cap: 15 });
  if (wind > 30) add({ kind: 'wind', windKph: wind, points: 10 });
  if (snow > 70) add({ kind: 'snowChance', snowChancePct: snow, points: 15 });
  else if (snow > 50) add({ kind: 'snowChance', snowChancePct: snow, points: 5 });
  else if (snow < 10) cap({ kind: 'lowSnowCap', snowChancePct: snow, cap: 10 });
  if (min > 5) add({ kind: 'warmNight', minTempC: min, points: -130 });
  else if (min > 2) add({ kind: 'warmNight', minTempC: min, points: -50 });
  if (score < 0) {
    steps.push({ kind: 'floor' });
    score = 0;
  }
  return { steps, score };
}

/** The trace of one day's chance; its `chance` is always dayChance(day, ctx). */
export function traceDay(day: DayWeather, ctx: PredictionContext): DayTrace {
  if (day.maxTempC > 10) {
    return { kind: 'stopped', reason: 'warm', maxTempC: day.maxTempC, chance: STOPPED_CHANCE };
  }
  if (day.snowChancePct === 0) return { kind: 'stopped', reason: 'noSnow', chance: STOPPED_CHANCE };
  const { steps, score: rawScore } = scoreSteps(day);
  const factors: TraceFactors = {
    postalCode: postalCodeFactor(ctx.location),
    schoolType: schoolTypeFactor(ctx.schoolType),
    snowDays: snowDaysFactor(ctx.snowDays),
  };
  // Multiplied in the same order as dayChance, so the product is the same double.
  const score = rawScore * factors.postalCode * factors.schoolType * factors.snowDays;
  const band = bandFor(score);
  const unrounded = band.base + (score - band.start) * band.rate;
  return {
    kind: 'scored',
    steps,
    rawScore,
    factors,
    score,
    band,
    unrounded,
    chance: roundChance(unrounded),
  };
}
