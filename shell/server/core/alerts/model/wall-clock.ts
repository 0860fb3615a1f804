/**
 * Instants and a place's wall clock, through the IANA zone the forecast names (`tz_id`). Pure:
 * no "now", only the instants given.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** True when `timeZone` is a zone this server's clock data knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 00:00 to 23:59 */
  time: string;
}

/** What a clock on the wall in `timeZone` reads at `instant` (to the minute). */
export function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(instant)) parts[type] = value;
  return {
    date: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`,
    time: `${parts.hour ?? ''}:${parts.minute ?? ''}`,
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The wall clock read as if it were UTC, in ms: its difference from the instant is the offset. */
function asUtc({ date, time }: WallClock): number {
  return Date.parse(`${date}T${time}:00Z`);
}

/**
 * The instant a wall clock in `timeZone` shows `time` on `date`. A time that happens twice (the
 * hour repeated when clocks go back) is its first occurrence; one that never happens (the hour
 * skipped when clocks go forward) is taken as the same distance past the jump, as a clock left
 * unchanged would read it.
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const target = asUtc({ date, time });
  // Offsets in force around the target: at most two differ within a day.
  const offsets = new Set(
    [target - 14 * HOUR, target, target + 14 * HOUR].map(
      (probe) => asUtc(wallClock(probe, timeZone)) - Math.floor(probe / MINUTE) * MINUTE,
    ),
  );
  const candidates = [...offsets].map((offset) => target - offset);
  const exact = candidates.filter((instant) => asUtc(wallClock(instant, timeZone)) === target);
  return exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
}

/** `2026-12-31` + 1 → `2027-01-01`: calendar arithmetic, no zone involved. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
}
