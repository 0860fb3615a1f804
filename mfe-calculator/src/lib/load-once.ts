/** A shared loader, and what it has already loaded. */
export interface LoadOnce<T> {
  /**
   * The load, shared by every caller. Once settled, the promise says so the way React's `use`
   * reads it (`status`, `value`), so a render after the load gets the value at once.
   */
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
    if (pending) return pending;
    const promise: Promise<T> = load().then(
      (value) => {
        loaded = { value };
        Object.assign(promise, { status: 'fulfilled', value });
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    pending = promise;
    return promise;
  };
  return Object.assign(loader, { peek: () => loaded?.value });
}
