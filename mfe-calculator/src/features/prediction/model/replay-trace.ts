/**
 * Replays a trace from its own lines, without the weather: what a reader of the explanation
 * would compute by hand. The property test holds this to the engine's chance.
 */
import type { DayTrace, TraceStep } from './day-trace';
import { PREDICTION_RULES } from './rules';

function applyStep(score: number, step: TraceStep): number {
  switch (step.kind) {
    case 'dryCap':
    case 'lowSnowCap':
      return Math.min(score, step.cap);
    case 'floor':
      return Math.max(score, 0);
    default:
      return score + step.points;
  }
}

export function replayTrace(trace: DayTrace): number {
  // The explanation says only that the chance stops at the early stop's figure.
  if (trace.kind === 'stopped') return PREDICTION_RULES.earlyStop.chance;
  const raw = trace.steps.reduce(applyStep, 0);
  const { postalCode, schoolType, snowDays } = trace.factors;
  const score = raw * postalCode * schoolType * snowDays;
  const { start, base, rate } = trace.band;
  const { min, max } = trace.range;
  return Math.min(Math.max(Math.round(base + (score - start) * rate), min), max);
}
