import { describe, expect, it } from 'vitest';
import { PREDICTION_RULES } from './rules';
import { scoreToPercent } from './score-to-percent';

describe('scoreToPercent (docs/product/prediction.md#percent)', () => {
  it('clamps to 5..95', () => {
    expect(PREDICTION_RULES.chance).toEqual({ min: 5, max: 95 });
  });

  it.each([
    { score: 0, expected: 5 }, // 5 + 0/2
    { score: 30, expected: 20 }, // 5 + 30/2
    { score: 31, expected: 21 }, // 20 + 1
    { score: 60, expected: 50 }, // 20 + 30
    { score: 61, expected: 51 }, // 50 + 1
    { score: 90, expected: 80 }, // 50 + 30
    { score: 91, expected: 81 }, // 80 + 1/2 = 80.5 -> 81
    { score: 118, expected: 94 }, // 80 + 28/2
    { score: 119, expected: 95 }, // 94.5 -> 95
    { score: 120, expected: 95 }, // 80 + 30/2
    { score: 121, expected: 95 }, // 95.5 -> 96 -> clamp 95
    { score: 200, expected: 95 }, // 135 -> clamp 95
  ])('band edges: $score -> $expected', ({ score, expected }) => {
    expect(scoreToPercent(score)).toBe(expected);
  });

  it.each([
    { score: 1, expected: 6 }, // 5.5 -> 6
    { score: 3, expected: 7 }, // 6.5 -> 7
    { score: 0.9, expected: 5 }, // 5.45 -> 5
    { score: 30.5, expected: 21 }, // 20.5 -> 21
    { score: 45.4, expected: 35 }, // 35.4 -> 35
    { score: 89.5, expected: 80 }, // 79.5 -> 80
    { score: 93, expected: 82 }, // 81.5 -> 82
    { score: 92.8, expected: 81 }, // 81.4 -> 81
  ])('rounds halves up: $score -> $expected', ({ score, expected }) => {
    expect(scoreToPercent(score)).toBe(expected);
  });

  it('never returns below 5, even for a negative score', () => {
    expect(scoreToPercent(-20)).toBe(5);
    expect(scoreToPercent(-Infinity)).toBe(5);
  });

  it('never returns above 95', () => {
    expect(scoreToPercent(1e9)).toBe(95);
    expect(scoreToPercent(Infinity)).toBe(95);
  });
});
