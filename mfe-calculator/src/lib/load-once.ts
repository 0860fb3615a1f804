/**
 * A loader that runs `load` once and shares its promise between callers. A failure is
 * forgotten, so the next call tries again: a lost connection should not break a feature for
 * the rest of the visit. For code and data fetched when a visitor first needs them
 * (docs/product/performance.md#loading-on-demand).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
