import fc from 'fast-check';
import { fragment } from './nasty-strings';

/**
 * Test-only arbitraries for docs/product/hardening.md#bad-input: query strings of /result as a
 * mangled link has them.
 */

const QUERY_KEYS = ['location', 'schoolType', 'snowDays', 'userName'] as const;

type QueryKey = (typeof QUERY_KEYS)[number];

/**
 * A raw query string (no `?`) as a hand-edited or mangled link has it: each known key or not,
 * unknown keys, duplicates, in any order, values pasted raw (so `&`, `=`, `#` and `%` junk break
 * them up) or encoded. `value` supplies the values; `valid` mixes in good ones per key.
 */
export function rawQuery(
  value: fc.Arbitrary<string>,
  valid: Partial<Record<QueryKey, fc.Arbitrary<string>>> = {},
): fc.Arbitrary<string> {
  const pair = (key: fc.Arbitrary<string>, text: fc.Arbitrary<string>) =>
    fc
      .tuple(key, text, fc.constantFrom('raw', 'raw', 'encoded', 'bare'))
      .map(([name, content, mode]) => {
        if (mode === 'encoded') return new URLSearchParams([[name, content]]).toString();
        return mode === 'bare' ? name : `${name}=${content}`;
      });
  const known = fc.tuple(
    ...QUERY_KEYS.map((key) => {
      const good = valid[key];
      const text = good ? fc.oneof(value, good) : value;
      return fc.option(pair(fc.constant(key), text), { nil: undefined, freq: 4 });
    }),
  );
  const extra = fc.array(pair(fc.oneof(fc.constantFrom(...QUERY_KEYS), fragment), value), {
    maxLength: 3,
  });
  return fc
    .tuple(known, extra)
    .map(([some, more]) => [...some.filter((part) => part !== undefined), ...more])
    .chain((parts) => fc.shuffledSubarray(parts, { minLength: parts.length }))
    .map((parts) => parts.join('&'));
}

/** Valid values per key, so the fuzzed links also reach the prediction with every option. */
export function goodValues(schoolTypes: readonly string[]) {
  return {
    location: fc.constantFrom('14201', 'Buffalo, NY', 'K1A 0B1', '哈尔滨'),
    schoolType: fc.constantFrom(...schoolTypes),
    snowDays: fc.integer({ min: 0, max: 25 }).map(String),
    userName: fc.constantFrom('Sam', 'Zoé', '小明'),
  };
}
