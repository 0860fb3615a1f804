/**
 * Steps 1-5 of the prediction (docs/product/prediction.md) put together: the chance for one
 * forecast day and the headline over the forecast.
 */
import type { DayWeather } from './day-score';
import { traceDay, type DayTrace } from './day-trace';
import { PREDICTION_RULES } from './rules';
import type { SchoolType } from './school-types';

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
  /** Maximum of dayChances; the lowest chance (5) when there are no days. */
  headline: number;
}

/**
 * The chance (integer, 5..95) that this day closes school: the chance its trace arrives at, so
 * the number shown and the explanation under it are one computation.
 */
export function dayChance(day: DayWeather, ctx: PredictionContext): number {
  return traceDay(day, ctx).chance;
}

/**
 * Step 5: the headline is the worst (highest) day. The caller passes the
 * next three forecast days; any count works. An empty forecast gets the
 * floor chance (5) rather than -Infinity from Math.max().
 */
export function predict(days: readonly DayWeather[], ctx: PredictionContext): Prediction {
  const dayTraces = days.map((day) => traceDay(day, ctx));
  const dayChances = dayTraces.map((trace) => trace.chance);
  const headline = dayChances.length === 0 ? PREDICTION_RULES.chance.min : Math.max(...dayChances);
  return { dayChances, dayTraces, headline };
}
