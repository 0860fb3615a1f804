/**
 * Step 1 and step 2 of the day prediction (docs/product/prediction.md#early-stop and #score):
 * the early stop, then the raw score of one forecast day before the location / school /
 * snow-day factors, each adjustment written down as it applies. The limits and points are the
 * rules' (`rules.ts`); this file only says how they apply.
 */
import { PREDICTION_RULES, type PointsRule } from './rules';

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

/** One end of the stretch of readings a rule applies to; `inclusive` when the limit is in it. */
export interface RangeEnd {
  limit: number;
  inclusive: boolean;
}

/**
 * The readings for which a rule, and not its neighbour, applied: "10 mm or more, under 20 mm"
 * for +40. The explanation writes the day's reading so that it stays inside
 * (docs/product/explanation.md#figures-at-a-limit).
 */
export interface ReadingRange {
  lower?: RangeEnd;
  upper?: RangeEnd;
}

/** One adjustment that changed the score, in rule order. */
export type TraceStep =
  | { kind: 'precip'; precipMm: number; points: number; range: ReadingRange }
  | { kind: 'cold'; minTempC: number; points: number; range: ReadingRange }
  /** Under `limitMm` of precipitation: the score is held at `cap`. Listed only when it lowered it. */
  | { kind: 'dryCap'; precipMm: number; limitMm: number; cap: number }
  | { kind: 'wind'; windKph: number; points: number; range: ReadingRange }
  | { kind: 'snowChance'; snowChancePct: number; points: number; range: ReadingRange }
  /** A low chance of snow: the score is held at `cap`. Listed only when it lowered it. */
  | { kind: 'lowSnowCap'; snowChancePct: number; cap: number; range: ReadingRange }
  | { kind: 'warmNight'; minTempC: number; points: number; range: ReadingRange }
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

/** Whether `reading` is on the stretch's side of one of its ends. */
function passesEnd(reading: number, end: RangeEnd, side: keyof ReadingRange): boolean {
  if (end.inclusive && reading === end.limit) return true;
  return side === 'lower' ? reading > end.limit : reading < end.limit;
}

/** The end of `range` that `reading` falls short of, or null when the reading is inside. */
export function outsideOf(reading: number, range: ReadingRange): keyof ReadingRange | null {
  if (range.lower && !passesEnd(reading, range.lower, 'lower')) return 'lower';
  if (range.upper && !passesEnd(reading, range.upper, 'upper')) return 'upper';
  return null;
}

/**
 * The first rule of `rules` (farthest limit first) that the reading passes: above its limit when
 * that limit is the stretch's `lower` end, below it when `upper`, and at it when `inclusive`.
 * With the stretch the rule covered: from its own limit to the limit of the rule before it,
 * which the reading did not pass.
 */
function firstRule(
  rules: readonly PointsRule[],
  reading: number,
  side: keyof ReadingRange,
  inclusive: boolean,
): { points: number; range: ReadingRange } | undefined {
  const passes = (limit: number) => passesEnd(reading, { limit, inclusive }, side);
  const index = rules.findIndex((rule) => passes(rule.limit));
  const rule = rules[index];
  if (!rule) return undefined;
  const range: ReadingRange = { [side]: { limit: rule.limit, inclusive } };
  const previous = rules[index - 1];
  if (previous) {
    range[side === 'lower' ? 'upper' : 'lower'] = { limit: previous.limit, inclusive: !inclusive };
  }
  return { points: rule.points, range };
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

  const wet = firstRule(rules.precip, precip, 'lower', true);
  if (wet) add({ kind: 'precip', precipMm: precip, ...wet });
  const cold = firstRule(rules.cold, min, 'upper', false);
  if (cold) add({ kind: 'cold', minTempC: min, ...cold });
  // Almost no precipitation: cold alone cannot push the score far.
  const { belowMm, cap: dryCap } = rules.dryCap;
  if (precip < belowMm) cap({ kind: 'dryCap', precipMm: precip, limitMm: belowMm, cap: dryCap });
  const windy = firstRule([rules.wind], wind, 'lower', false);
  if (windy) add({ kind: 'wind', windKph: wind, ...windy });
  // An unknown chance of snow neither adds nor caps (docs/product/prediction.md#unknown-readings).
  if (snow !== null) {
    const snowy = firstRule(rules.snowChance, snow, 'lower', false);
    if (snowy) add({ kind: 'snowChance', snowChancePct: snow, ...snowy });
    else if (snow < rules.lowSnowCap.belowPct) {
      const { belowPct, cap: lowCap } = rules.lowSnowCap;
      const range = { upper: { limit: belowPct, inclusive: false } };
      cap({ kind: 'lowSnowCap', snowChancePct: snow, cap: lowCap, range });
    }
  }
  // Above-freezing nights: what falls is likely rain or melts.
  const mild = firstRule(rules.warmNight, min, 'lower', false);
  if (mild) add({ kind: 'warmNight', minTempC: min, ...mild });
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
