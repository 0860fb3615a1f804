import { describe, expect, it } from 'vitest';
import {
  blockingGoalMet,
  differenceText,
  medianRangeText,
  ratioText,
  roundRatios,
  scoreGoalMet,
  spreadText,
} from './compare';

describe('ratioText', () => {
  it('divides the site by the floor', () => {
    expect(ratioText(120, 60)).toBe('2.0×');
    expect(ratioText(35, 100)).toBe('0.3×');
  });
  it('says so when the floor has none', () => {
    expect(ratioText(0, 0)).toBe('1.0×');
    expect(ratioText(12, 0)).toBe('∞ (floor 0)');
  });
});

describe('differenceText', () => {
  it('signs the difference', () => {
    expect(differenceText(97, 99)).toBe('-2');
    expect(differenceText(99, 97)).toBe('+2');
    expect(differenceText(98, 98)).toBe('0');
  });
});

describe('goals', () => {
  it('holds blocking time to twice the floor', () => {
    expect(blockingGoalMet(200, 100)).toBe(true);
    expect(blockingGoalMet(201, 100)).toBe(false);
    expect(blockingGoalMet(20, 0)).toBe(true);
    expect(blockingGoalMet(21, 0)).toBe(false);
  });
  it('holds the score within three points of the floor, or at 95 and over', () => {
    expect(scoreGoalMet(88, 91)).toBe(true);
    expect(scoreGoalMet(87, 91)).toBe(false);
    expect(scoreGoalMet(95, 100)).toBe(true);
  });
});

describe('rounds', () => {
  it('divides each round by its own floor, a zero floor counting as 10 ms', () => {
    expect(roundRatios([100, 60, 30], [50, 30, 0])).toEqual([2, 2, 3]);
    expect(roundRatios([100, 60], [50])).toEqual([2]);
  });
  it('prints the median ratio and its spread', () => {
    expect(spreadText([2.6, 1.2, 1.8])).toBe('1.8× (1.2–2.6)');
    expect(spreadText([1, 2])).toBe('1.5× (1.0–2.0)');
    expect(spreadText([])).toBe('–');
  });
});

describe('medianRangeText', () => {
  it('prints the median and the range in whole milliseconds', () => {
    expect(medianRangeText([1500.4, 1100, 1234])).toBe('1234 (1100–1500)');
    expect(medianRangeText([100, 300])).toBe('200 (100–300)');
    expect(medianRangeText([42])).toBe('42 (42–42)');
  });
  it('leaves out rounds without a figure, and says how many had one', () => {
    expect(medianRangeText([Number.NaN, 900, 700])).toBe('800 (700–900), 2 of 3');
    expect(medianRangeText([Number.NaN, Number.NaN])).toBe('none of 2');
    expect(medianRangeText([])).toBe('–');
  });
});
