/**
 * How one day's chance came about, step by step: the engine's one computation of it
 * (`dayChance` is this trace's `chance`), written down as the rules fire so the result page can
 * explain the number. The words and what gets listed are in docs/product/explanation.md. Pure:
 * no React, no i18n.
 */
import { earlyStop, scoreSteps, type DayWeather, type TraceStep } from './day-score';
import { postalCodeFactor, schoolTypeFactor, snowDaysFactor } from './factors';
import type { PredictionContext } from './predict';
import { PREDICTION_RULES, type TraceBand } from './rules';
import { bandFor, roundChance, unroundedPercent } from './score-to-percent';

export type { TraceBand, TraceStep };

export interface TraceFactors {
  postalCode: number;
  schoolType: number;
  snowDays: number;
}

export type DayTrace =
  | { kind: 'stopped'; reason: 'warm'; maxTempC: number; limitC: number; chance: number }
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
      /** The range the rounded chance is kept within. */
      range: { min: number; max: number };
      chance: number;
    };

/** The trace of one day's chance. */
export function traceDay(day: DayWeather, ctx: PredictionContext): DayTrace {
  const stop = earlyStop(day);
  if (stop) return { kind: 'stopped', ...stop, chance: PREDICTION_RULES.earlyStop.chance };
  const { steps, score: rawScore } = scoreSteps(day);
  const factors: TraceFactors = {
    postalCode: postalCodeFactor(ctx.location),
    schoolType: schoolTypeFactor(ctx.schoolType),
    snowDays: snowDaysFactor(ctx.snowDays),
  };
  // Step 3: the factors are all positive, so a score of 0 stays 0. Multiplied in this order,
  // always, so the product is the same double wherever it is computed.
  const score = rawScore * factors.postalCode * factors.schoolType * factors.snowDays;
  const band = bandFor(score);
  const unrounded = unroundedPercent(score, band);
  return {
    kind: 'scored',
    steps,
    rawScore,
    factors,
    score,
    band,
    unrounded,
    range: { ...PREDICTION_RULES.chance },
    chance: roundChance(unrounded),
  };
}
