import type { ForecastHour } from '@snowday/shared-i18n/contract';

/**
 * When snow is expected on a day, from the forecast's hours (docs/product/weather-data.md,
 * "Snow hours"). Pure: hours are read from each entry's local `time`, never from a clock.
 */

export type SnowHourInput = ForecastHour;

/** Hours of the local day: `start` inclusive, `end` exclusive (24 is midnight at the end). */
export interface SnowRun {
  start: number;
  end: number;
}

export type SnowTiming =
  { kind: 'none' } | { kind: 'runs'; runs: SnowRun[]; schoolMorning: boolean };

/** Shown one by one up to this many; beyond, one span from the first start to the last end. */
export const MAX_RUNS = 3;
/** The school morning, 05:00 to 09:00 local: snow hours starting at 05, 06, 07 or 08. */
export const SCHOOL_MORNING = { start: 5, end: 9 } as const;

/** An unknown reading says nothing either way: only a known one makes a snow hour. */
export function isSnowHour(hour: SnowHourInput): boolean {
  return hour.willSnow === true || (hour.snowChancePct ?? 0) >= 50 || (hour.snowCm ?? 0) > 0;
}

function hourOf(time: string): number | undefined {
  const match = / (\d{1,2}):\d{2}$/.exec(time);
  const hour = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : undefined;
}

/** Snow timing of one day, or undefined when it has no hourly data to read. */
export function snowTiming(hours: readonly SnowHourInput[] | null): SnowTiming | undefined {
  if (!hours || hours.length === 0) return undefined;
  const snowHours = [
    ...new Set(
      hours.filter(isSnowHour).flatMap((hour) => {
        const start = hourOf(hour.time);
        return start === undefined ? [] : [start];
      }),
    ),
  ].sort((a, b) => a - b);
  if (snowHours.length === 0) return { kind: 'none' };

  const runs: SnowRun[] = [];
  for (const start of snowHours) {
    const last = runs[runs.length - 1];
    if (last && last.end === start) last.end = start + 1;
    else runs.push({ start, end: start + 1 });
  }
  const schoolMorning = snowHours.some(
    (hour) => hour >= SCHOOL_MORNING.start && hour < SCHOOL_MORNING.end,
  );
  const first = runs[0];
  const lastRun = runs[runs.length - 1];
  const shown =
    runs.length > MAX_RUNS && first && lastRun ? [{ start: first.start, end: lastRun.end }] : runs;
  return { kind: 'runs', runs: shown, schoolMorning };
}
