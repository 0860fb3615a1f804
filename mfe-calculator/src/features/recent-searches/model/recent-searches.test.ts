import { RECENT_SEARCHES_STORAGE_KEY } from '@snowday/shared-i18n/settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearRecent,
  parseRecent,
  readRecent,
  recordRecent,
  withRecent,
  type RecentSearch,
} from './recent-searches';

const search = (location: string, snowDays = 0): RecentSearch => ({
  location,
  schoolType: 'Public',
  snowDays,
});

describe('withRecent', () => {
  it('puts the newest first and keeps five', () => {
    let list: RecentSearch[] = [];
    for (const place of ['a', 'b', 'c', 'd', 'e', 'f']) list = withRecent(list, search(place));
    expect(list.map((s) => s.location)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('moves a repeat to the top, ignoring case and spaces at the ends', () => {
    const list = withRecent([search('Buffalo'), search('Montreal')], search('  montreal '));
    expect(list).toEqual([search('montreal'), search('Buffalo')]);
  });

  it('keeps a search with another school type or count as its own', () => {
    const list = withRecent([search('Buffalo')], search('Buffalo', 3));
    expect(list).toHaveLength(2);
    expect(withRecent(list, { ...search('Buffalo'), schoolType: 'Boarding' })).toHaveLength(3);
  });

  it('never stores more than the three fields', () => {
    const [entry] = withRecent([], { ...search('Paris'), userName: 'Sam' } as RecentSearch);
    expect(Object.keys(entry ?? {})).toEqual(['location', 'schoolType', 'snowDays']);
  });
});

describe('parseRecent', () => {
  it('drops what is not a well-formed search', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"location":"x"}')).toEqual([]);
    const raw = JSON.stringify([
      search('ok'),
      { location: '', schoolType: 'Public', snowDays: 0 },
      { location: 'x', schoolType: 'School', snowDays: 0 },
      { location: 'x', schoolType: 'Public', snowDays: 2.5 },
      { location: 'x', schoolType: 'Public', snowDays: 99 },
      { ...search('named'), userName: 'Sam' },
    ]);
    expect(parseRecent(raw)).toEqual([search('ok'), search('named')]);
  });
});

describe('storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('records, reads and clears', () => {
    expect(readRecent()).toEqual([]);
    recordRecent(search('Buffalo'));
    recordRecent(search('Montreal', 2));
    expect(readRecent()).toEqual([search('Montreal', 2), search('Buffalo')]);
    clearRecent();
    expect(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
  });

  it('reads blocked storage as no list, and never throws', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    expect(readRecent()).toBeUndefined();
    expect(() => recordRecent(search('x'))).not.toThrow();
    expect(() => clearRecent()).not.toThrow();
  });
});
