import { href } from '@snowday/shared-i18n';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goodValues, rawQuery } from '../../../testing/nasty-query';
import { codePoints, nastyString, NUMBERS } from '../../../testing/nasty-strings';
import { SCHOOL_TYPES } from '../../prediction';
import { MAX_NAME_LENGTH, MAX_SNOW_DAYS } from '../../../lib/result-link';
import { parseResultQuery, toShareQuery } from './result-query';
import type { ResultQuery } from './result-query';

/** Whatever the query string of /result holds, docs/product/inputs.md#result-page-query holds. */

const value = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom(...SCHOOL_TYPES, ...NUMBERS) },
);
const KEYS = ['location', 'schoolType', 'snowDays', 'userName'] as const;
/** Parameters appended one by one: any strings, duplicates included. */
const entries = fc.array(fc.tuple(fc.constantFrom(...KEYS), value), { maxLength: 8 });
const RUNS = { numRuns: 150 };

function expectDecisions4(params: URLSearchParams, query: ResultQuery | undefined) {
  const location = params.get('location') ?? '';
  expect(query === undefined).toBe(location.trim() === '');
  if (!query) return;
  expect(query.location).toBe(location.trim());
  expect(Number.isInteger(query.snowDays)).toBe(true);
  // Object.is: -0 would print as "0" but is not the 0 the share link carries.
  expect(Object.is(query.snowDays, -0)).toBe(false);
  expect(query.snowDays).toBeGreaterThanOrEqual(0);
  expect(query.snowDays).toBeLessThanOrEqual(MAX_SNOW_DAYS);
  expect(SCHOOL_TYPES).toContain(query.schoolType);
  if (query.userName !== undefined) {
    expect(query.userName).not.toBe('');
    expect(query.userName).toBe(query.userName.trim());
    expect(codePoints(query.userName)).toBeLessThanOrEqual(MAX_NAME_LENGTH);
  }
}

describe('parseResultQuery under bad input (docs/product/inputs.md#result-page-query)', () => {
  it('never throws and keeps the query rules for any raw query string', () => {
    fc.assert(
      fc.property(rawQuery(value, goodValues(SCHOOL_TYPES)), (raw) => {
        const params = new URLSearchParams(raw);
        expectDecisions4(params, parseResultQuery(params));
      }),
      RUNS,
    );
  });

  it('keeps the query rules for parameters set one by one, duplicates included', () => {
    fc.assert(
      fc.property(entries, (pairs) => {
        const params = new URLSearchParams();
        for (const [name, text] of pairs) params.append(name, text);
        expectDecisions4(params, parseResultQuery(params));
      }),
      RUNS,
    );
  });

  it.each(NUMBERS)('reads snowDays=%j as an integer in 0..20', (snowDays) => {
    const query = parseResultQuery(new URLSearchParams({ location: 'x', snowDays }));
    expect(query).toBeDefined();
    if (query) expectDecisions4(new URLSearchParams({ location: 'x' }), query);
  });
});

describe('the share link under bad input (docs/product/inputs.md#share-link)', () => {
  const language = fc.constantFrom('en', 'es', 'fr', 'zh' as const);

  it('round-trips every parsed query and is a valid URL', () => {
    fc.assert(
      fc.property(entries, language, (pairs, lang) => {
        const params = new URLSearchParams();
        for (const [name, text] of pairs) params.append(name, text);
        const query = parseResultQuery(params);
        fc.pre(query !== undefined);
        if (!query) return;
        const share = toShareQuery(query);
        expect(parseResultQuery(share)).toEqual(query);
        expect(parseResultQuery(new URLSearchParams(share.toString()))).toEqual(query);
        const url = new URL(href(lang, 'result', share), 'https://snow.example');
        expect(url.origin).toBe('https://snow.example');
        expect(url.hash).toBe('');
        expect(parseResultQuery(url.searchParams)).toEqual(query);
      }),
      RUNS,
    );
  });
});
