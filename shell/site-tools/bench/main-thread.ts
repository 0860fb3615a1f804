import { devices, type Browser } from '@playwright/test';

/** A task longer than this blocks input; only the time over it counts (as Lighthouse's TBT). */
export const LONG_TASK_MS = 50;
/** The page is done starting once no long task has ended for this long. */
export const QUIET_MS = 5000;
/** A page that never goes quiet is measured up to here. */
const MAX_WAIT_MS = 60_000;

export interface LongTask {
  start: number;
  duration: number;
}

/** The sum of each task's time over 50 ms: the main thread's blocking time. */
export function blockingTime(tasks: LongTask[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
}

/**
 * The blocking time of the tasks between `start` and `end` (ms, the page's clock), counted as
 * Lighthouse counts its window: each task is first cut to the window, and a cut task's time over
 * 50 ms counts. A task under way at `end` counts up to `end`.
 */
export function blockingTimeWithin(tasks: LongTask[], start: number, end: number): number {
  return tasks.reduce((sum, task) => {
    const inside = Math.min(task.start + task.duration, end) - Math.max(task.start, start);
    return sum + Math.max(0, inside - LONG_TASK_MS);
  }, 0);
}

/** Whether the page has been quiet for `QUIET_MS`: loaded, and no long task since. */
export function isQuiet(tasks: LongTask[], now: number, loaded: boolean): boolean {
  const lastEnd = Math.max(0, ...tasks.map((task) => task.start + task.duration));
  return loaded && now - lastEnd >= QUIET_MS;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface MainThreadRun {
  blockingMs: number;
  longTasks: number;
  longestMs: number;
}

declare global {
  interface Window {
    __benchLongTasks?: LongTask[];
  }
}

/**
 * One cold visit on an emulated phone with the CPU slowed `rate` times (CDP
 * `Emulation.setCPUThrottlingRate`), its long tasks recorded by a `longtask`
 * PerformanceObserver installed before any of the page's scripts, from navigation until the page
 * has been quiet for five seconds. Unlike Lighthouse's simulation, these are the main thread's
 * own tasks, as slowed.
 */
export async function measureMainThread(
  browser: Browser,
  url: string,
  rate: number,
  { reducedMotion = false } = {},
): Promise<MainThreadRun> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: LongTask[] = [];
      window.__benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url, { waitUntil: 'commit' });
    const started = Date.now();
    let tasks: LongTask[] = [];
    for (;;) {
      await page.waitForTimeout(250);
      const state = await page.evaluate(() => ({
        tasks: window.__benchLongTasks ?? [],
        now: performance.now(),
        loaded: document.readyState === 'complete',
      }));
      tasks = state.tasks;
      if (isQuiet(tasks, state.now, state.loaded) || Date.now() - started > MAX_WAIT_MS) break;
    }
    return {
      blockingMs: Math.round(blockingTime(tasks)),
      longTasks: tasks.length,
      longestMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    };
  } finally {
    await context.close();
  }
}
