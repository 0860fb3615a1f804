import { MAX_RECENT_SEARCHES, RECENT_SEARCHES_STORAGE_KEY } from '@snowday/shared-i18n/settings';
import { MAX_SNOW_DAYS } from '../../../lib/result-link';
import { isSchoolType, type SchoolType } from '../../prediction';

/**
 * The searches a visitor made on this device (docs/product/units-and-places.md, "Recent
 * searches"): never their name, at most five, newest first.
 */
export interface RecentSearch {
  location: string;
  schoolType: SchoolType;
  snowDays: number;
}

const sameSearch = (a: RecentSearch, b: RecentSearch) =>
  a.location.trim().toLowerCase() === b.location.trim().toLowerCase() &&
  a.schoolType === b.schoolType &&
  a.snowDays === b.snowDays;

/** The list with `search` on top: a repeat moves up, the oldest beyond five drops off. */
export function withRecent(list: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  const entry = {
    location: search.location.trim(),
    schoolType: search.schoolType,
    snowDays: search.snowDays,
  };
  return [entry, ...list.filter((old) => !sameSearch(old, entry))].slice(0, MAX_RECENT_SEARCHES);
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (!value || typeof value !== 'object') return false;
  const { location, schoolType, snowDays } = value as Record<string, unknown>;
  return (
    typeof location === 'string' &&
    location.trim() !== '' &&
    isSchoolType(schoolType) &&
    typeof snowDays === 'number' &&
    Number.isInteger(snowDays) &&
    snowDays >= 0 &&
    snowDays <= MAX_SNOW_DAYS
  );
}

/** What was stored, keeping only well-formed entries; bad or blocked storage reads as none. */
export function parseRecent(raw: string | null): RecentSearch[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isRecentSearch)
      .map(({ location, schoolType, snowDays }) => ({ location, schoolType, snowDays }))
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** The stored text as it is; blocked storage reads as nothing stored. */
export function readRecentRaw(): string | null {
  try {
    return window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored list, or `undefined` when the browser gives no storage at all. */
export function readRecent(): RecentSearch[] | undefined {
  try {
    return parseRecent(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Puts a search on top of the stored list; without storage nothing happens. */
export function recordRecent(search: RecentSearch): void {
  try {
    const list = parseRecent(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY));
    window.localStorage.setItem(
      RECENT_SEARCHES_STORAGE_KEY,
      JSON.stringify(withRecent(list, search)),
    );
  } catch {
    // Blocked storage or a full quota: the search simply is not remembered.
  }
}

export function clearRecent(): void {
  try {
    window.localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY);
  } catch {
    // Nothing stored that we could reach.
  }
}
