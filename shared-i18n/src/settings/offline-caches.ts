/**
 * What the shell's service worker keeps on the device for reading with no signal, and how the
 * sections and the worker talk about it (docs/product/home-screen.md#what-is-kept-where).
 */

/** The result pages a visitor opened, and their forecasts: as many as the recent searches. */
export const RESULT_PAGES_CACHE = 'snowday-result-pages';
export const FORECASTS_CACHE = 'snowday-forecasts';
export const KEPT_RESULTS = 5;
/** A forecast covers three days: past that a kept result says nothing useful. */
export const KEPT_RESULTS_MAX_AGE_SECONDS = 3 * 24 * 60 * 60;

/**
 * Set by the worker on a forecast it answers from the device because the network failed: the
 * time (an HTTP date) the server made that answer, which the result page shows.
 */
export const OFFLINE_COPY_HEADER = 'X-Snowday-Offline-Copy';

/**
 * Set by the shell's server on a result page the worker may keep (docs/product/home-screen.md#what-is-kept-where):
 * rendered with an answer (status 200, the weather answered and knew the place), its visitor's
 * name, if any, only in the elements marked for it. Any other page is never kept.
 */
export const KEEPABLE_RESULT_HEADER = 'X-Snowday-Keepable';

/**
 * What a page sends the service worker to have it forget the kept results with the addresses it
 * noted to expire them.
 */
export const FORGET_KEPT_RESULTS_MESSAGE = 'snowday:forget-kept-results';

/**
 * Forgets the kept results (the visitor cleared their recent searches): the caches here, where
 * no worker is needed, and the worker's own notes of their addresses.
 */
export async function forgetKeptResults(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const registration =
    typeof navigator === 'undefined'
      ? undefined
      : await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  registration?.active?.postMessage(FORGET_KEPT_RESULTS_MESSAGE);
  await Promise.all([caches.delete(RESULT_PAGES_CACHE), caches.delete(FORECASTS_CACHE)]);
}

/**
 * Where the page keeps each alert's id and secret for the service worker, which cannot read
 * `localStorage`: an IndexedDB database with one store, keyed by the subscription's id, holding
 * its secret, so "Stop these alerts" on a notification removes it on the server
 * (docs/product/alerts.md#stopping).
 */
export const ALERT_KEYS_DATABASE = 'snowday-alerts';
export const ALERT_KEYS_STORE = 'secrets';
