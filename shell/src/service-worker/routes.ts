import { KEEP_RESULT_MESSAGE } from '@snowday/shared-i18n/settings';

/**
 * Which requests the service worker answers, and how (docs/product/home-screen.md#what-is-kept-where).
 * Pure predicates, so the rules are tested without a worker.
 */

/**
 * Vite's hashed files, `assets/name-HASH.ext` (and the shell's own `remoteEntry-HASH.js`), on the
 * shell's origin or a section's: they never change.
 */
export const isHashedAsset = (url: URL) =>
  /\/assets\/.+-[\w-]{8,}\.\w+$|^\/remoteEntry-[\w-]{8,}\.js$/.test(url.pathname);

/**
 * What says which files are current: a section's `remoteEntry.js` and the lists it publishes
 * (`*.json` beside it), the shell's runtime config. Always asked for first, kept for offline.
 */
export const isEntry = (url: URL) =>
  !isHashedAsset(url) &&
  !url.pathname.startsWith('/api/') &&
  /(?:\/remoteEntry\.js|\.json)$/.test(url.pathname);

/**
 * The shell's forecast endpoint, at either address (docs/decisions/015-own-forecast-contract.md#kept-copies):
 * the site's own forecast, and WeatherAPI's shape an earlier calculator asks for.
 */
export const isForecast = (url: URL, shellOrigin: string) =>
  url.origin === shellOrigin && url.pathname.startsWith('/api/weather/');

/**
 * What a page sends the worker to have its address and files kept (`register-service-worker.ts`): the
 * addresses, as a list. Anything else is not a keep message.
 */
export function keepMessageUrls(data: unknown): string[] | undefined {
  if (!Array.isArray(data) || !data.every((url) => typeof url === 'string')) return undefined;
  return [...new Set(data as string[])].slice(0, 200);
}

/**
 * The result a page asks to have kept (`keepShownResult`): its address, when the message is
 * that one and names a page on this origin. Anything else is not such a message.
 */
export function keepResultUrl(data: unknown, origin: string): URL | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, url } = data as Record<string, unknown>;
  if (type !== KEEP_RESULT_MESSAGE || typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? parsed : undefined;
  } catch {
    return undefined;
  }
}
