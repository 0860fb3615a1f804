import { describe, expect, it } from 'vitest';
import { CATCH_UP_MINUTES, dueSlots, SLOTS, tickOf, TICK_MINUTES, type DueSlot } from './slots';
import { wallClock, zonedInstant } from './wall-clock';

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;
const TICK = TICK_MINUTES * MINUTE;

/** Every slot a sequence of 15-minute ticks finds, from `start` for `days` days. */
function runTicks(timeZone: string, start: string, days: number): DueSlot[] {
  const found: DueSlot[] = [];
  for (let t = at(start); t < at(start) + days * 24 * 60 * MINUTE; t += TICK) {
    found.push(...dueSlots(timeZone, t - TICK, t));
  }
  return found;
}

describe('the evening and morning slots, on the place’s own clock', () => {
  it('comes due at 19:00 and 05:30 in New York, about tomorrow and today', () => {
    // 19:00 EST on 15 December is midnight UTC.
    expect(dueSlots('America/New_York', at('2026-12-15T23:45Z'), at('2026-12-16T00:00Z'))).toEqual([
      { slot: 'evening', at: at('2026-12-16T00:00Z'), day: '2026-12-16' },
    ]);
    expect(dueSlots('America/New_York', at('2026-12-16T10:15Z'), at('2026-12-16T10:30Z'))).toEqual([
      { slot: 'morning', at: at('2026-12-16T10:30Z'), day: '2026-12-16' },
    ]);
    expect(dueSlots('America/New_York', at('2026-12-16T10:30Z'), at('2026-12-16T10:45Z'))).toEqual(
      [],
    );
  });

  it.each([
    ['Asia/Kolkata', '2026-12-15T13:30Z', '2026-12-15T00:00Z'],
    ['Asia/Kathmandu', '2026-12-15T13:15Z', '2026-12-14T23:45Z'],
    ['Australia/Sydney', '2026-12-15T08:00Z', '2026-12-14T18:30Z'],
    ['Pacific/Chatham', '2026-12-15T05:15Z', '2026-12-14T15:45Z'],
    ['Europe/Paris', '2026-12-15T18:00Z', '2026-12-15T04:30Z'],
    ['Asia/Shanghai', '2026-12-15T11:00Z', '2026-12-14T21:30Z'],
  ])('finds each slot of %s on the 15-minute grid', (zone, evening, morning) => {
    const slots = runTicks(zone, '2026-12-14T12:00Z', 1.5);
    const when = (slot: string) => slots.filter((s) => s.slot === slot).map((s) => s.at);
    expect(when('evening')).toContain(at(evening));
    expect(when('morning')).toContain(at(morning));
  });

  it.each([
    ['America/New_York', '2026-03-04T00:00Z'],
    ['America/New_York', '2026-10-28T00:00Z'],
    ['Europe/London', '2026-03-25T00:00Z'],
    ['Europe/London', '2026-10-21T00:00Z'],
    ['Australia/Sydney', '2026-04-01T00:00Z'],
    ['America/Santiago', '2026-04-01T00:00Z'],
    ['America/Havana', '2026-03-05T00:00Z'],
  ])('fires each slot of %s once a day across the clock change near %s', (zone, start) => {
    const slots = runTicks(zone, start, 10);
    for (const name of ['evening', 'morning'] as const) {
      const days = slots.filter((s) => s.slot === name).map((s) => s.day);
      expect(new Set(days).size, `${name}: ${days.join(' ')}`).toBe(days.length);
      expect(days.length).toBeGreaterThanOrEqual(9);
    }
    for (const slot of slots) {
      expect(wallClock(slot.at, zone).time).toBe(SLOTS[slot.slot].time);
    }
  });

  it('catches up on a slot missed within the last hour, and only those', () => {
    const now = at('2026-12-16T00:40Z'); // 19:40 in New York; the 19:00 tick never ran
    const late = dueSlots('America/New_York', now - CATCH_UP_MINUTES * MINUTE, now);
    expect(late.map((s) => s.slot)).toEqual(['evening']);
    expect(
      dueSlots(
        'America/New_York',
        now + 60 * MINUTE - CATCH_UP_MINUTES * MINUTE,
        now + 60 * MINUTE,
      ),
    ).toEqual([]);
  });

  it('rounds a run’s instant down to its tick', () => {
    expect(tickOf(at('2026-12-16T00:14:59Z'))).toBe(at('2026-12-16T00:00Z'));
    expect(tickOf(at('2026-12-16T00:15:00Z'))).toBe(at('2026-12-16T00:15Z'));
  });
});

describe('zonedInstant', () => {
  it('takes the first of a repeated time and moves a skipped one past the jump', () => {
    // New York falls back at 02:00 EDT on 1 November 2026: 01:30 happens at 05:30Z and 06:30Z.
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York')).toBe(at('2026-11-01T05:30Z'));
    // It springs forward at 02:00 EST on 8 March 2026: 02:30 never shows; 03:30 EDT does.
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York')).toBe(at('2026-03-08T07:30Z'));
    expect(zonedInstant('2026-03-08', '05:30', 'America/New_York')).toBe(at('2026-03-08T09:30Z'));
  });
});
