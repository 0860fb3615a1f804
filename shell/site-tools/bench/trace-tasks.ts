import type { LongTask } from './main-thread';

/** The fields of a Chromium trace event that the bench reads. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds, on the trace's own clock. */
  ts: number;
  dur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/** A trace that misses the start of the page: its renderer began recording late. */
export class IncompleteTrace extends Error {}

/** The trace categories `pageTasks` needs: the main thread's tasks and the page's marks. */
export const TASK_TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];

/** Each task the scheduler runs on a thread, in the `toplevel` category. */
const TASK_EVENT = 'ThreadControllerImpl::RunTask';

/**
 * Every task on the page's main thread in a Chromium trace, in the page's own clock (ms since
 * navigation start, as `performance.now()`). The trace's clock is not the page's, and a browser
 * has several renderers: both are found from a mark the page made on its main thread
 * (`performance.mark(markName)`, whose `startTime` was `markMs`). Only outermost tasks count:
 * a task run inside another (a nested run loop) is part of it.
 *
 * A renderer started after the trace was (the page's own, at its navigation) may record only
 * from some moment on: a trace whose renderer has neither the mark nor the navigation's start
 * for `url` is incomplete, and throws `IncompleteTrace`.
 */
export function pageTasks(
  events: TraceEvent[],
  url: string,
  markName: string,
  markMs: number,
): LongTask[] {
  const mark = events.find(
    (event) => event.name === markName && (event.cat ?? '').includes('blink.user_timing'),
  );
  if (!mark) throw new IncompleteTrace(`The trace has no mark "${markName}"`);
  const started = events.some(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === mark.pid &&
      event.args?.data?.documentLoaderURL === url,
  );
  if (!started) throw new IncompleteTrace(`The trace misses the start of ${url}`);
  const zero = mark.ts - markMs * 1000;
  const tasks = events
    .filter(
      (event) =>
        event.pid === mark.pid &&
        event.tid === mark.tid &&
        event.ph === 'X' &&
        event.name === TASK_EVENT &&
        event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  const outermost: LongTask[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    if (task.ts < end) continue;
    const duration = task.dur ?? 0;
    end = task.ts + duration;
    outermost.push({ start: (task.ts - zero) / 1000, duration: duration / 1000 });
  }
  return outermost;
}
