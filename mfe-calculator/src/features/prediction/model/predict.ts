/**
 * Steps 1-5 of the prediction (docs/product/prediction.md) put together: the chance for one
 * forecast day and the headline over the forecast.
 */
import { rawDayScore } from './day-score';
import { traceDay, type DayTrace } from './day-trace';
import type { DayWeather } from './day-score';
import { postalCodeFactor, schoolTypeFactor, snowDaysFactor } from './factors';
import type { SchoolType } from './school-types';
import { MIN_CHANCE, scoreToPercent } from './score-to-percent';

/** What the user told us; the same for every forecast day. */
export interface PredictionContext {
  /** Free text: a postal/ZIP code, a city, or both. */
  location: string;
  schoolType: SchoolType;
  /** Snow days already taken this season. */
  snowDays: number;
}

export interface Prediction {
  /** One integer percentage per input day, same order. */
  dayChances: number[];
  /** How each chance came about, same order (docs/product/explanation.md). */
  dayTraces: DayTrace[];
  /** Maximum of dayChances; MIN_CHANCE (5) when there are no days. */
  headline: number;
}

/** docs/product/prediction.md#early-stop: the chance is 5, nothing else computed. */
const SHORT_CIRCUIT_CHANCE = 5;

/** The chance (integer, 5..95) that this day closes school. */
export function dayChance(day: DayWeather, ctx: PredictionContext): number {
  const score = rawDayScore(day);
  if (score === null) return SHORT_CIRCUIT_CHANCE;
  // Step 3: factors are all positive, so a score of 0 stays 0 (-> 5%).
  const factored =
    score *
    postalCodeFactor(ctx.location) *
    schoolTypeFactor(ctx.schoolType) *
    snowDaysFactor(ctx.snowDays);
  return scoreToPercent(factored);
}

/**
 * Step 5: the headline is the worst (highest) day. The caller passes the
 * next three forecast days; any count works. An empty forecast gets the
 * floor chance (5) rather than -Infinity from Math.max().
 */
export function predict(days: readonly DayWeather[], ctx: PredictionContext): Prediction {
  const dayChances = days.map((day) => dayChance(day, ctx));
  const dayTraces = days.map((day) => traceDay(day, ctx));
  const headline = dayChances.length === 0 ? MIN_CHANCE : Math.max(...dayChances);
  return { dayChances, dayTraces, headline };
}
