import { describe, expect, it } from 'vitest';
import { toSnowDays } from './result-link';

describe('toSnowDays (docs/product/inputs.md#form-validation: non-numeric input becomes 0)', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['5abc', 0],
    [undefined, 0],
    [null, 0],
    ['5', 5],
    [' 7 ', 7],
    ['0', 0],
    ['20', 20],
    ['25', 20],
    ['-3', 0],
    ['4.9', 4],
    [12, 12],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 20],
  ])('%j -> %d', (input, expected) => {
    expect(toSnowDays(input)).toBe(expected);
  });
});
