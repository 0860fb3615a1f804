import { fileURLToPath } from 'node:url';

/**
 * Module aliases every app's build uses. `use-sync-external-store/shim` becomes React's own
 * hook: the package's shim (react-i18next imports it to support React 17) ships a fallback
 * that React 18 and later never run, on every page (docs/product/performance.md#budgets).
 */
export const moduleAliases: Record<string, string> = {
  'use-sync-external-store/shim': fileURLToPath(
    new URL('./use-sync-external-store-shim.ts', import.meta.url),
  ),
};
