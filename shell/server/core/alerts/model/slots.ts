import type { AlertHour } from '@snowday/shared-i18n/contract';
import { addDays, wallClock, zonedInstant } from './wall-clock';

/**
 * docs/product/alerts.md#when: the two moments a subscriber may choose, on the place's own clock,
 * and the school day each speaks about: one for each of the contract's hours, no other.
 */
export const SLOTS = {
  /** The evening before: tomorrow's chance. */
  evening: { time: '19:00', dayOffset: 1 },
  /** The early morning: today's chance, before the school run. */
  morning: { time: '05:30', dayOffset: 0 },
} as const satisfies Record<AlertHour, { time: string; dayOffset: number }>;
export type Slot = keyof typeof SLOTS;
export const SLOT_NAMES = Object.keys(SLOTS) as Slot[];

/** How often the engine looks for slots that came due: every zone's offset is a multiple. */
export const TICK_MINUTES = 15;
/**
 * How far back each look reaches: a slot missed while no instance ran (a deploy, a crash) is
 * still sent within this time (docs/product/alerts.md#when).
 */
export const CATCH_UP_MINUTES = 60;

export interface DueSlot {
  slot: Slot;
  /** The instant the slot's time came on the place's clock (ms). */
  at: number;
  /** The school day it is about, YYYY-MM-DD on the place's calendar. */
  day: string;
}

/**
 * The slots of `timeZone` whose moment fell in `(from, to]`. Instants, not wall clocks, are
 * compared, so a slot comes due once even on the days clocks change.
 */
export function dueSlots(timeZone: string, from: number, to: number): DueSlot[] {
  const first = wallClock(from, timeZone).date;
  const last = wallClock(to, timeZone).date;
  const due: DueSlot[] = [];
  // A window of an hour or so spans at most two dates; one more on each side costs nothing.
  for (let date = addDays(first, -1); date <= addDays(last, 1); date = addDays(date, 1)) {
    for (const slot of SLOT_NAMES) {
      const { time, dayOffset } = SLOTS[slot];
      const at = zonedInstant(date, time, timeZone);
      if (at > from && at <= to) due.push({ slot, at, day: addDays(date, dayOffset) });
    }
  }
  return due.sort((a, b) => a.at - b.at);
}

/** The tick a run stands for: `instant` rounded down to the engine's 15-minute grid. */
export function tickOf(instant: number): number {
  const step = TICK_MINUTES * 60_000;
  return Math.floor(instant / step) * step;
}
