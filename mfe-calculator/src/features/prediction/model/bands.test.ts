import { describe, expect, it } from 'vitest';
import { RANGE_TABLE, badgeColour, headlineLabel, messageTier } from './bands';

describe('headlineLabel (docs/product/prediction.md#headline-label)', () => {
  it.each([
    { p: 5, expected: 'limited' },
    { p: 9, expected: 'limited' },
    { p: 10, expected: 'littleToNone' },
    { p: 54, expected: 'littleToNone' },
    { p: 55, expected: 'delayLikely' },
    { p: 74, expected: 'delayLikely' },
    { p: 75, expected: 'possibleNoSchool' },
    { p: 86, expected: 'possibleNoSchool' },
    { p: 87, expected: 'noSchool' },
    { p: 95, expected: 'noSchool' },
  ])('$p -> $expected', ({ p, expected }) => {
    expect(headlineLabel(p)).toBe(expected);
  });
});

describe('messageTier (docs/product/prediction.md#message-tier)', () => {
  it.each([
    { p: 5, expected: 'low' },
    { p: 9, expected: 'low' },
    { p: 10, expected: 'moderate' },
    { p: 54, expected: 'moderate' },
    { p: 55, expected: 'medium' },
    { p: 74, expected: 'medium' },
    { p: 75, expected: 'high' },
    { p: 86, expected: 'high' },
    { p: 87, expected: 'veryHigh' },
    { p: 95, expected: 'veryHigh' },
  ])('$p -> $expected', ({ p, expected }) => {
    expect(messageTier(p)).toBe(expected);
  });
});

describe('badgeColour (docs/product/prediction.md#badge-colour)', () => {
  it.each([
    { p: 5, expected: 'red' },
    { p: 24, expected: 'red' },
    { p: 25, expected: 'orange' },
    { p: 54, expected: 'orange' },
    { p: 55, expected: 'yellow' },
    { p: 74, expected: 'yellow' },
    { p: 75, expected: 'blue' },
    { p: 89, expected: 'blue' },
    { p: 90, expected: 'green' },
    { p: 95, expected: 'green' },
  ])('$p -> $expected', ({ p, expected }) => {
    expect(badgeColour(p)).toBe(expected);
  });
});

describe('RANGE_TABLE (docs/product/prediction.md#range-table)', () => {
  it('has the published bounds, verbatim, overlaps included', () => {
    expect(RANGE_TABLE).toEqual([
      { id: 'limited', to: 10 },
      { id: 'littleToNone', from: 0, to: 55 },
      { id: 'delayLikely', from: 55, to: 75 },
      { id: 'possibleNoSchool', from: 75, to: 87 },
      { id: 'noSchool', from: 87, to: 99 },
    ]);
  });

  it('uses the headline label ids, in label order', () => {
    const labels = [5, 10, 55, 75, 87].map(headlineLabel);
    expect(RANGE_TABLE.map((row) => row.id)).toEqual(labels);
  });

  it('cannot be mutated at runtime', () => {
    expect(Object.isFrozen(RANGE_TABLE)).toBe(true);
  });
});
