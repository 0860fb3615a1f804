import { describe, expect, it } from 'vitest';
import { blockingTime, isQuiet, median } from './main-thread';

describe('blockingTime', () => {
  it("sums each task's time over 50 ms, as Lighthouse's blocking time does", () => {
    expect(
      blockingTime([
        { start: 0, duration: 49 },
        { start: 100, duration: 50 },
        { start: 200, duration: 80 },
        { start: 400, duration: 151 },
      ]),
    ).toBe(131);
    expect(blockingTime([])).toBe(0);
  });
});

describe('isQuiet', () => {
  it('waits for the load and five seconds without a long task', () => {
    const tasks = [{ start: 1000, duration: 100 }];
    expect(isQuiet(tasks, 6099, true)).toBe(false);
    expect(isQuiet(tasks, 6100, true)).toBe(true);
    expect(isQuiet(tasks, 6100, false)).toBe(false);
    expect(isQuiet([], 5000, true)).toBe(true);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
