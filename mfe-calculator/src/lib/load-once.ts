/** A shared loader, and what it has already loaded. */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** The loaded value, once the load has succeeded; undefined before. */
  peek: () => T | undefined;
}

/**
 * A loader that runs `load` once and shares its promise between callers. A failure is
 * forgotten, so the next call tries again: a lost connection should not break a feature for
 * the rest of the visit. For code and data fetched when a visitor first needs them
 * (docs/product/performance.md#loading-on-demand).
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let loaded: { value: T } | undefined;
  const loader = () => {
    pending ??= load().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(loader, { peek: () => loaded?.value });
}
