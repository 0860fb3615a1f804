import { describe, expect, it } from 'vitest';
import { IncompleteTrace, pageTasks, type TraceEvent } from './trace-tasks';

const task = (pid: number, tid: number, ts: number, dur: number): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  cat: 'toplevel',
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
});

describe('pageTasks', () => {
  // The page marked `sync` at 250 ms on its clock; on the trace's clock that is 10,250,000 µs,
  // so the page's zero is 10,000,000 µs.
  const url = 'http://127.0.0.1/';
  const start: TraceEvent = {
    name: 'navigationStart',
    cat: 'blink.user_timing',
    ph: 'R',
    pid: 7,
    tid: 7,
    ts: 9_990_000,
    args: { data: { documentLoaderURL: url } },
  };
  const mark: TraceEvent = {
    name: 'sync',
    cat: 'blink.user_timing',
    ph: 'I',
    pid: 7,
    tid: 7,
    ts: 10_250_000,
  };

  it("keeps the marking thread's tasks, in the page's clock", () => {
    const events = [
      task(7, 7, 10_400_000, 80_000),
      start,
      mark,
      task(7, 7, 10_100_000, 30_000),
      // Another renderer, and another thread of the same renderer.
      task(9, 9, 10_100_000, 500_000),
      task(7, 12, 10_100_000, 500_000),
      { ...task(7, 7, 10_600_000, 90_000), name: 'SomethingElse' },
    ];
    expect(pageTasks(events, url, 'sync', 250)).toEqual([
      { start: 100, duration: 30 },
      { start: 400, duration: 80 },
    ]);
  });

  it('counts a task run inside another once, as part of the outer one', () => {
    const events = [start, mark, task(7, 7, 10_000_000, 200_000), task(7, 7, 10_050_000, 60_000)];
    expect(pageTasks(events, url, 'sync', 250)).toEqual([{ start: 0, duration: 200 }]);
  });

  it('calls a trace incomplete when its renderer recorded neither the mark nor the start', () => {
    expect(() => pageTasks([start, task(7, 7, 0, 1)], url, 'sync', 250)).toThrow(IncompleteTrace);
    // The renderer recorded the mark but not the navigation: its first tasks are missing too.
    expect(() => pageTasks([mark, task(7, 7, 0, 1)], url, 'sync', 250)).toThrow(IncompleteTrace);
    // The start recorded is another document's, in another renderer.
    expect(() => pageTasks([{ ...start, pid: 9 }, mark], url, 'sync', 250)).toThrow(
      /misses the start/,
    );
  });
});
