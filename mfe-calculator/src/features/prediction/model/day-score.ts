/**
 * Step 1 and step 2 of the day prediction (docs/product/prediction.md#early-stop and #score):
 * the early stop, then the raw score of one forecast day before the location / school /
 * snow-day factors, each adjustment written down as it applies. The limits and points are the
 * rules' (`rules.ts`); this file only says how they apply.
 */
import { PREDICTION_RULES } from './rules';

/** One forecast day, the site's forecast's own figures (docs/product/prediction.md#inputs). */
export interface DayWeather {
  maxTempC: number;
  minTempC: number;
  precipMm: number;
  windKph: number;
  /**
   * 0..100, or null when the forecast does not give it: then the rules that read it do not
   * apply (docs/product/prediction.md#unknown-readings), which is not the same as a 0 % chance.
   */
  snowChancePct: number | null;
}

/** Why a day stopped early, with the limit it passed (the explanation names it). */
export type EarlyStop = { reason: 'warm'; maxTempC: number; limitC: number } | { reason: 'noSnow' };

/** One adjustment that changed the score, in rule order. */
export type TraceStep =
  | { kind: 'precip'; precipMm: number; points: number }
  | { kind: 'cold'; minTempC: number; points: number }
  /** Under `limitMm` of precipitation: the score is held at `cap`. Listed only when it lowered it. */
  | { kind: 'dryCap'; precipMm: number; limitMm: number; cap: number }
  | { kind: 'wind'; windKph: number; points: number }
  | { kind: 'snowChance'; snowChancePct: number; points: number }
  /** A low chance of snow: the score is held at `cap`. Listed only when it lowered it. */
  | { kind: 'lowSnowCap'; snowChancePct: number; cap: number }
  | { kind: 'warmNight'; minTempC: number; points: number }
  /** The score never goes below 0. Listed only when it raised it. */
  | { kind: 'floor' };

/** Step 1 (docs/product/prediction.md#early-stop): whether the day stops, and why. */
export function earlyStop(day: DayWeather): EarlyStop | null {
  const { warmAboveC, noSnowPct } = PREDICTION_RULES.earlyStop;
  if (day.maxTempC > warmAboveC) {
    return { reason: 'warm', maxTempC: day.maxTempC, limitC: warmAboveC };
  }
  // `===` so that -0 stops as 0 does, and an unknown chance (null) never stops.
  if (day.snowChancePct === noSnowPct) return { reason: 'noSnow' };
  return null;
}

/**
 * Step 2 (docs/product/prediction.md#score), in the normative order: each cap only limits what
 * was added before it, so reordering these lines changes results. Within one rule the first
 * branch that matches wins. Returns the steps that changed the score and the score (>= 0).
 */
export function scoreSteps(day: DayWeather): { steps: TraceStep[]; score: number } {
  const rules = PREDICTION_RULES.score;
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

  const wet = rules.precip.find((rule) => precip >= rule.limit);
  if (wet) add({ kind: 'precip', precipMm: precip, points: wet.points });
  const cold = rules.cold.find((rule) => min < rule.limit);
  if (cold) add({ kind: 'cold', minTempC: min, points: cold.points });
  // Almost no precipitation: cold alone cannot push the score far.
  const { belowMm, cap: dryCap } = rules.dryCap;
  if (precip < belowMm) cap({ kind: 'dryCap', precipMm: precip, limitMm: belowMm, cap: dryCap });
  if (wind > rules.wind.limit) add({ kind: 'wind', windKph: wind, points: rules.wind.points });
  // An unknown chance of snow neither adds nor caps (docs/product/prediction.md#unknown-readings).
  if (snow !== null) {
    const snowy = rules.snowChance.find((rule) => snow > rule.limit);
    if (snowy) add({ kind: 'snowChance', snowChancePct: snow, points: snowy.points });
    else if (snow < rules.lowSnowCap.belowPct) {
      cap({ kind: 'lowSnowCap', snowChancePct: snow, cap: rules.lowSnowCap.cap });
    }
  }
  // Above-freezing nights: what falls is likely rain or melts.
  const mild = rules.warmNight.find((rule) => min > rule.limit);
  if (mild) add({ kind: 'warmNight', minTempC: min, points: mild.points });
  if (score < 0) {
    steps.push({ kind: 'floor' });
    score = 0;
  }
  return { steps, score };
}

/**
 * Returns the step-2 score (always >= 0), or null when step 1 stops early (too warm, or no
 * chance of snow). null rather than 0 because step 1 fixes the chance directly, skipping the
 * factors and the percentage bands; keeping the two cases distinct lets the caller follow the
 * rule literally.
 */
export function rawDayScore(day: DayWeather): number | null {
  return earlyStop(day) ? null : scoreSteps(day).score;
}
