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
 * What a page sends the service worker when a result it reached inside the site (the form, a
 * recent search: never a page the browser loaded) shows its answer, so that the worker keeps it
 * as it keeps the result pages it sees go by (docs/product/home-screen.md#what-is-kept-where).
 */
export const KEEP_RESULT_MESSAGE = 'snowday:keep-result';

/**
 * Whether the result at `address` needs a word to the worker to be kept: it was reached inside
 * the site, so no page was loaded at that address (`loaded`, the document's own), which the
 * worker keeps itself (the one it served, or the first visit's page it is told of).
 */
export const reachedInsideTheSite = (address: string, loaded: string | undefined) =>
  loaded !== undefined && new URL(address).href !== new URL(loaded).href;

/**
 * Asks the service worker to keep the result on screen, once its answer is shown and only if
 * the page was reached inside the site: the worker asks the server for that page once, without
 * the visitor's name. With no worker (yet) it waits for one; with service workers blocked,
 * nothing happens.
 */
export function keepShownResult(address: string): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  const [loaded] = performance.getEntriesByType('navigation');
  if (!reachedInsideTheSite(address, loaded?.name)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      registration.active?.postMessage({ type: KEEP_RESULT_MESSAGE, url: address }),
    )
    .catch(() => undefined);
}

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

/**
 * Where the service worker keeps the alerts it showed, one per subscription (the result's place,
 * school type, snow days and the day the alert was about), so the site can ask how that day went
 * once it has passed (docs/product/accuracy.md#from-an-alert). A database of its own: adding a
 * store to the secrets' database would need a new version of it in every open tab.
 */
export const ALERTS_SHOWN_DATABASE = 'snowday-alerts-shown';
export const ALERTS_SHOWN_STORE = 'shown';

/** One alert shown on this device, as the worker keeps it. */
export interface ShownAlert {
  location: string;
  schoolType: string;
  snowDays: number;
  /** The place's calendar day the alert was about, YYYY-MM-DD. */
  day: string;
}

/** A kept value read back: the shape the worker writes, or nothing. */
export function readShownAlert(value: unknown): ShownAlert | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { location, schoolType, snowDays, day } = value as Record<string, unknown>;
  if (typeof location !== 'string' || location.trim() === '' || location.length > 200) {
    return undefined;
  }
  if (typeof schoolType !== 'string' || !/^\w{1,40}$/.test(schoolType)) return undefined;
  if (
    typeof snowDays !== 'number' ||
    !Number.isInteger(snowDays) ||
    snowDays < 0 ||
    snowDays > 20
  ) {
    return undefined;
  }
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return { location, schoolType, snowDays, day };
}
