/**
 * Which official alerts the result page shows, and in what order (docs/product/weather-data.md,
 * "Alerts"). Pure: the clock is a parameter.
 */
import type { Language } from '@snowday/shared-i18n';

export interface AlertInput {
  event: string;
  headline: string;
  expires: string;
  /** CAP's words: Extreme, Severe, Moderate, Minor, Unknown (or nothing). */
  severity?: string;
}

const SEVERITY = ['extreme', 'severe', 'moderate', 'minor'];

/** 0 for Extreme … 3 for Minor, 4 for Unknown or anything else: lower is more severe. */
export function severityRank(alert: AlertInput): number {
  const rank = SEVERITY.indexOf((alert.severity ?? '').trim().toLowerCase());
  return rank === -1 ? SEVERITY.length : rank;
}

/** At most this many alerts are listed; the rest are counted ("and 2 more"). */
export const MAX_ALERTS = 5;

/**
 * "ice" and "cold" as words only: an agency's headline names its office ("issued by NWS
 * Office…", "Service", "Notice"), which must not make a flood a winter alert; nor is hail (冰雹).
 */
const WINTER =
  /snow|winter|blizzard|\bice\b|\bicy\b|freez|sleet|frost|\bcold\b|chill|avalanche|neige|hiver|vergla|glace|froid|nieve|nevad|ventisca|helada|hielo|invierno|\bfr[ií]o\b|雪|冰(?!雹)|寒|冻/i;

export function isWinterAlert(alert: AlertInput): boolean {
  return WINTER.test(alert.event) || WINTER.test(alert.headline);
}

/** An alert with no readable expiry is shown: better one warning too many than one missing. */
function inForce(alert: AlertInput, now: number): boolean {
  const expires = Date.parse(alert.expires);
  return Number.isNaN(expires) || expires > now;
}

/** When it ends, as a number to sort by; one with no readable expiry ends last. */
function endsAt(alert: AlertInput): number {
  const expires = Date.parse(alert.expires);
  return Number.isNaN(expires) ? Infinity : expires;
}

/**
 * Winter alerts first (the page is about snow days), then the most severe, then the one that
 * ends soonest (docs/product/weather-data.md#alerts); a stable sort keeps the agency's own order
 * among equals.
 */
function shownFirst(a: AlertInput, b: AlertInput): number {
  const winter = Number(isWinterAlert(b)) - Number(isWinterAlert(a));
  const severity = severityRank(a) - severityRank(b);
  const [endA, endB] = [endsAt(a), endsAt(b)];
  return winter || severity || (endA === endB ? 0 : endA < endB ? -1 : 1);
}

export function alertsInForce<T extends AlertInput>(
  alerts: readonly T[],
  now: number,
): { shown: T[]; more: number } {
  const seen = new Set<string>();
  const current = alerts.filter((alert) => {
    if (!inForce(alert, now)) return false;
    const key = `${alert.headline}\u0000${alert.expires}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const ordered = [...current].sort(shownFirst);
  return { shown: ordered.slice(0, MAX_ALERTS), more: Math.max(0, ordered.length - MAX_ALERTS) };
}

/**
 * The countries whose agencies write in one of the site's languages; the tests hold one for each
 * language, so a language added to the site is looked for in alerts too.
 */
export const COUNTRY_LANGUAGE: Readonly<Record<string, Language>> = {
  'united states of america': 'en',
  'united states': 'en',
  usa: 'en',
  'united kingdom': 'en',
  ireland: 'en',
  australia: 'en',
  'new zealand': 'en',
  france: 'fr',
  spain: 'es',
  mexico: 'es',
  argentina: 'es',
  chile: 'es',
  china: 'zh',
};

/**
 * The language an agency wrote in, where we know it: from the country, or Chinese script in the
 * text. Empty when unknown (as `lang=""` says in HTML), e.g. Canada, whose alerts come in English
 * or French.
 */
export function alertLanguage(country: string, text: string): string {
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  return COUNTRY_LANGUAGE[country.trim().toLowerCase()] ?? '';
}

const US_NAMES = new Set(['united states of america', 'united states', 'usa']);

/** WeatherAPI has spelled the country all three ways. */
export function isUnitedStates(country: string): boolean {
  return US_NAMES.has(country.trim().toLowerCase());
}

const ISO_WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/**
 * An alert time ("2026-12-15T04:00:00-05:00") as the place's wall clock, "2026-12-15 04:00",
 * ready for the page's local-time formatting. Without a usable zone, the clock the time was
 * written in (the agency's, normally the place's own); unreadable: as it came.
 */
export function alertWallClock(value: string, timeZone: string | undefined): string {
  const instant = Date.parse(value);
  if (timeZone && !Number.isNaN(instant)) {
    try {
      const parts: Record<string, string> = {};
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
      return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
    } catch {
      // An unknown zone name: fall through to the written clock.
    }
  }
  const match = ISO_WALL_CLOCK.exec(value.trim());
  return match ? `${match[1]} ${match[2]}` : value;
}
