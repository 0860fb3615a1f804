import { describe, expect, it } from 'vitest';
import { blockingTime, blockingTimeWithin, isQuiet, median } from './main-thread';

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

describe('blockingTimeWithin', () => {
  const tasks = [
    { start: 0, duration: 120 },
    { start: 200, duration: 60 },
    { start: 900, duration: 300 },
  ];
  it('counts whole tasks inside the window as blockingTime does', () => {
    expect(blockingTimeWithin(tasks, 0, 2000)).toBe(blockingTime(tasks));
    expect(blockingTimeWithin(tasks, 0, 2000)).toBe(70 + 10 + 250);
  });
  it('cuts a task at either end of the window before taking its 50 ms off', () => {
    // The third task runs 900–1200: 100 ms of it before 1000, 50 of those blocking.
    expect(blockingTimeWithin(tasks, 0, 1000)).toBe(70 + 10 + 50);
    // The first task's 20 ms after 100 are under 50: nothing.
    expect(blockingTimeWithin(tasks, 100, 1000)).toBe(10 + 50);
    expect(blockingTimeWithin(tasks, 0, 940)).toBe(70 + 10);
  });
  it('is zero for an empty window or no tasks', () => {
    expect(blockingTimeWithin(tasks, 500, 500)).toBe(0);
    expect(blockingTimeWithin(tasks, 300, 800)).toBe(0);
    expect(blockingTimeWithin([], 0, 1000)).toBe(0);
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
