/**
 * Which day a result page asks about, and until when, on the place's own clock
 * (docs/product/accuracy.md#the-question, #what-is-compared). Pure: only the instants given.
 */
import {
  DECIDED_FROM,
  dayAskedAt,
  SCHOOL_TYPES,
  type SchoolType,
} from '@snowday/shared-i18n/contract';
import { addDays, wallClock, zonedInstant } from '../../alerts/model/wall-clock';

/** The last chance published before this local time on the day is the one scored. */
export const PUBLISHED_BEFORE = '06:00';

/** The day to ask about at `now`: today once it is 10:00 there, else yesterday. */
export function askedDay(now: number, timeZone: string): string {
  const { date, time } = wallClock(now, timeZone);
  return dayAskedAt(date, time);
}

/** From this instant `day` has passed there, as far as a question about it goes. */
export function decidedFrom(day: string, timeZone: string): number {
  return zonedInstant(day, DECIDED_FROM, timeZone);
}

/** A report on `day` may be made or changed until the end of the day after it, there. */
export function reportableUntil(day: string, timeZone: string): number {
  return zonedInstant(addDays(day, 2), '00:00', timeZone);
}

/** A chance for `day` counts as a forecast only when published before this instant. */
export function publishedBefore(day: string, timeZone: string): number {
  return zonedInstant(day, PUBLISHED_BEFORE, timeZone);
}

/** The query of a result page as the calculator reads it (docs/product/inputs.md#result-page-query). */
export interface ResultAsked {
  location: string;
  schoolType: SchoolType;
  snowDays: number;
}

export function resultAsked(query: Record<string, unknown>): ResultAsked | undefined {
  const location = typeof query.location === 'string' ? query.location.trim() : '';
  if (location === '' || location.length > 200) return undefined;
  const type = query.schoolType;
  const schoolType = SCHOOL_TYPES.find((t) => t === type) ?? 'Public';
  const parsed = typeof query.snowDays === 'string' ? Number.parseInt(query.snowDays, 10) : 0;
  const snowDays = Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, 20) : 0;
  return { location, schoolType, snowDays };
}
