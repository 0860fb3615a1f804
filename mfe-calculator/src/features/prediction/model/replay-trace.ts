/**
 * Replays a trace from its own lines, without the weather: what a reader of the explanation
 * would compute by hand. The property test holds this to the engine's chance.
 */
import { STOPPED_CHANCE, roundChance, type DayTrace, type TraceStep } from './day-trace';

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
  if (trace.kind === 'stopped') return STOPPED_CHANCE;
  const raw = trace.steps.reduce(applyStep, 0);
  const { postalCode, schoolType, snowDays } = trace.factors;
  const score = raw * postalCode * schoolType * snowDays;
  const { start, base, rate } = trace.band;
  return roundChance(base + (score - start) * rate);
}
