/**
 * Calls `run` once the browser is idle, or after `timeoutMs` at the latest; returns a cancel
 * function (an effect's cleanup). Browsers without `requestIdleCallback` wait a short moment.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
