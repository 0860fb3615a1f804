/**
 * `use-sync-external-store/shim`, for React 18 and later: React's own hook. The package's shim
 * (which react-i18next imports to support React 17) checks for this hook and returns it, after
 * shipping a fallback the site never runs (docs/product/performance.md#budgets).
 */
export { useSyncExternalStore } from 'react';
