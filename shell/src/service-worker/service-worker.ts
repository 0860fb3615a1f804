import {
  ALERT_KEYS_DATABASE,
  ALERT_KEYS_STORE,
  ALERTS_SHOWN_DATABASE,
  ALERTS_SHOWN_STORE,
  EMBEDDED_FORECAST_ELEMENT_ID,
  FORECASTS_CACHE,
  FORGET_KEPT_RESULTS_MESSAGE,
  KEPT_RESULTS,
  KEPT_RESULTS_MAX_AGE_SECONDS,
  OFFLINE_COPY_ATTRIBUTE,
  OFFLINE_COPY_HEADER,
  RESULT_PAGES_CACHE,
} from '@snowday/shared-i18n/settings';
import { ALERTS_URLS, placeNameIn } from '@snowday/shared-i18n/contract';
import { createStore, del, get, set } from 'idb-keyval';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import {
  CacheFirst,
  NetworkFirst,
  NetworkOnly,
  Strategy,
  type StrategyHandler,
} from 'workbox-strategies';
import {
  alertNotification,
  deviceLanguage,
  readNotificationData,
  shownAlertOf,
  type FallbackTexts,
} from './push-alert-notifications';
import {
  fillOfflinePage,
  isResultPath,
  offlineLanguage,
  offlinePagePath,
  type KeptResult,
} from './offline-page';
import { followsKeepRules, greetsByName, keptCopy, withoutNameParameter } from './kept-results';
import { isEntry, isForecast, isHashedAsset, keepMessageUrls, keepResultUrl } from './routes';

declare const self: ServiceWorkerGlobalScope;
/** The offline pages with their revisions, written in by the worker's build. */
declare const __OFFLINE_PAGES__: { url: string; revision: string }[];
/** A plain alert notification's texts in every language, written in by the worker's build. */
declare const __ALERT_FALLBACK__: FallbackTexts;

// Every rule below asks the network first for anything that can change, so a new worker can
// take over at once: a visitor gets a redeployed shell or section on the next load.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(__OFFLINE_PAGES__);

const okOnly = new CacheableResponsePlugin({ statuses: [200] });
// The servers vary on `Origin` and `Accept-Encoding`, which a page's request does not show the
// worker: a kept copy is the same file whoever asked.
const matchOptions: CacheQueryOptions = { ignoreVary: true };
const DAY = 24 * 60 * 60;

// Hashed files (shell and sections, whatever their origin) never change: from the device once
// fetched. A month unused, or past 300 files, and they go.
const assets = new CacheFirst({
  cacheName: 'snowday-assets',
  matchOptions,
  plugins: [
    okOnly,
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ url, request }) => request.method === 'GET' && isHashedAsset(url), assets);

// Entries say which hashed files are current: always from the network when there is one.
const entries = new NetworkFirst({
  cacheName: 'snowday-entries',
  matchOptions,
  plugins: [
    okOnly,
    new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ url, request }) => request.method === 'GET' && isEntry(url), entries);

const keptResultsLimits = { maxEntries: KEPT_RESULTS, maxAgeSeconds: KEPT_RESULTS_MAX_AGE_SECONDS };
const keptResults = () => new ExpirationPlugin({ ...keptResultsLimits, purgeOnQuotaError: true });
/** The addresses noted, in IndexedDB, to expire a cache's kept results. */
const expirationNotes = (cacheName: string) =>
  new CacheExpiration(cacheName, { ...keptResultsLimits, matchOptions });

/**
 * The browser's HTTP cache, never the network: what a page loaded before the worker controlled
 * it is kept from there (`only-if-cached` finds the stored answer or fails), so keeping it costs
 * the server nothing. Same-origin requests only, as `only-if-cached` allows.
 */
class FromHttpCache extends Strategy {
  protected _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    return handler.fetchAndCachePut(request);
  }
}
const httpCacheOnly: RequestInit = { cache: 'only-if-cached', mode: 'same-origin' };

/** A forecast answered from the device says so, with the time the server made it. */
const markOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, cachedResponse.headers.get('Date') ?? '');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

// A forecast stays fresh in the browser's HTTP cache for up to 10 minutes, offline too: asking
// the server again (a 304 when unchanged) is what tells a kept copy from a live answer.
const forecastPlugins = [okOnly, keptResults(), markOfflineCopy];
const forecasts = new NetworkFirst({
  cacheName: FORECASTS_CACHE,
  fetchOptions: { cache: 'no-cache' },
  matchOptions,
  plugins: forecastPlugins,
});
registerRoute(
  ({ url, request }) => request.method === 'GET' && isForecast(url, self.location.origin),
  forecasts,
);

/**
 * A result page answered from the device says so too: the forecast it was rendered with on the
 * server (docs/product/result-page.md#rendered-on-the-server) carries the time the server made it.
 */
const markOfflinePage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const made = (cachedResponse.headers.get('Date') ?? '').replace(/["<>&]/g, '');
    const html = (await cachedResponse.text()).replace(
      `id="${EMBEDDED_FORECAST_ELEMENT_ID}"`,
      () => `id="${EMBEDDED_FORECAST_ELEMENT_ID}" ${OFFLINE_COPY_ATTRIBUTE}="${made}"`,
    );
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, made);
    return new Response(html, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/**
 * docs/product/home-screen.md#no-name-kept: a result is kept only if the server marked it
 * keepable, filed under its address without the name, and its copy holds no name.
 */
const keepRules: WorkboxPlugin = {
  cacheKeyWillBeUsed: ({ request }) => Promise.resolve(withoutNameParameter(request.url)),
  cacheWillUpdate: ({ request, response }) => keptCopy(request.url, response),
  // The copy has no greeting: asked for with a name and no network, it opens at its own address,
  // where the page's scripts find the markup they would have written.
  handlerWillRespond: ({ request, response }) =>
    Promise.resolve(
      response.headers.has(OFFLINE_COPY_HEADER) && greetsByName(request.url)
        ? Response.redirect(withoutNameParameter(request.url), 302)
        : response,
    ),
};
const resultPagePlugins = [keepRules, keptResults(), markOfflinePage];

/**
 * The browser may answer a page from its HTTP cache for a minute while it asks again (the page's
 * `stale-while-revalidate`), offline too: a result page is asked for with `no-cache`, so that the
 * server answers, or the kept copy does, marked as one. (Workbox passes no fetch options with a
 * navigation, whose own request cannot take them: the page is asked for by a request of its own.)
 */
const askTheServer: WorkboxPlugin = {
  requestWillFetch: ({ request }) =>
    Promise.resolve(
      new Request(request.url, {
        headers: request.headers,
        credentials: request.credentials,
        redirect: 'manual',
        referrer: request.referrer,
        cache: 'no-cache',
      }),
    ),
};

// Result pages are kept, as many as the recent searches; any other page goes to the network,
// and with no network to the offline page.
const resultPages = new NetworkFirst({
  cacheName: RESULT_PAGES_CACHE,
  matchOptions,
  plugins: [askTheServer, ...resultPagePlugins],
});
const isOwnResultPage = (url: URL) =>
  url.origin === self.location.origin && isResultPath(url.pathname);
registerRoute(
  ({ url, request }) => request.mode === 'navigate' && isOwnResultPage(url),
  resultPages,
);
registerRoute(
  ({ url, request }) => request.mode === 'navigate' && url.origin === self.location.origin,
  new NetworkOnly(),
);

// What a page loaded before the worker: its own address and forecast, from the HTTP cache only.
const loadedResultPages = new FromHttpCache({
  cacheName: RESULT_PAGES_CACHE,
  matchOptions,
  fetchOptions: httpCacheOnly,
  plugins: resultPagePlugins,
});
const loadedForecasts = new FromHttpCache({
  cacheName: FORECASTS_CACHE,
  matchOptions,
  fetchOptions: httpCacheOnly,
  plugins: forecastPlugins,
});

/**
 * The page that registered the worker was loaded before it: it sends its address and the files it
 * used, and the worker keeps them as if it had seen them go by. Its result page and forecast come
 * from the browser's HTTP cache or not at all, never from the server again; the section files
 * mostly come from the HTTP cache too.
 */
async function keepLoadedPage(urls: string[], event: ExtendableEvent): Promise<void> {
  await Promise.all(
    urls.map(async (address) => {
      const url = new URL(address, self.location.href);
      const sameOrigin = url.origin === self.location.origin;
      const strategy = isHashedAsset(url)
        ? assets
        : isEntry(url)
          ? entries
          : isForecast(url, self.location.origin)
            ? loadedForecasts
            : isOwnResultPage(url)
              ? loadedResultPages
              : undefined;
      if (!strategy) return;
      const request = new Request(url.href, {
        mode: sameOrigin ? 'same-origin' : 'cors',
        credentials: 'same-origin',
      });
      // Kept once the strategy is done with it, not when its answer is ready.
      const [, done] = strategy.handleAll({ event, request });
      await done.catch(() => undefined);
    }),
  );
}

/** "Clear" under the recent searches: the kept results go, and so do the notes of their addresses. */
async function forgetKeptResults(): Promise<void> {
  await Promise.all(
    [RESULT_PAGES_CACHE, FORECASTS_CACHE].map(async (cacheName) => {
      await caches.delete(cacheName);
      await expirationNotes(cacheName).delete();
    }),
  );
}

/**
 * A result reached inside the site shows its answer: no page was loaded at its address, so the
 * worker asks the server for it once, without the name (the page as kept), which answers from
 * the forecast it has just given the page (docs/product/home-screen.md#what-is-kept-where). The
 * keep rules decide, as for any result page: only an answer is kept.
 */
async function keepShownResult(url: URL, event: ExtendableEvent): Promise<void> {
  if (!isResultPath(url.pathname)) return;
  const request = new Request(withoutNameParameter(url.href), { credentials: 'same-origin' });
  const [, done] = resultPages.handleAll({ event, request });
  await done.catch(() => undefined);
}

self.addEventListener('message', (event) => {
  if (event.data === FORGET_KEPT_RESULTS_MESSAGE) {
    event.waitUntil(forgetKeptResults());
    return;
  }
  const shown = keepResultUrl(event.data, self.location.origin);
  if (shown) {
    event.waitUntil(keepShownResult(shown, event));
    return;
  }
  const urls = keepMessageUrls(event.data);
  // A reply on the message's port, if it came with one, says when everything is kept.
  if (urls)
    event.waitUntil(keepLoadedPage(urls, event).then(() => event.ports[0]?.postMessage(true)));
});

/**
 * Copies an earlier worker kept under other rules (a failure, a name) go when this one starts,
 * and with them the notes of their addresses; the copies that stay are noted again.
 */
async function dropCopiesAgainstRules(): Promise<void> {
  if (!(await caches.has(RESULT_PAGES_CACHE))) return;
  const cache = await caches.open(RESULT_PAGES_CACHE);
  const requests = await cache.keys();
  const dropped = await Promise.all(
    requests.map(async (request) => {
      if (followsKeepRules(request.url, await cache.match(request, matchOptions))) return false;
      await cache.delete(request, matchOptions);
      return true;
    }),
  );
  if (!dropped.includes(true)) return;
  const notes = expirationNotes(RESULT_PAGES_CACHE);
  await notes.delete();
  for (const [i, request] of requests.entries())
    if (!dropped[i]) await notes.updateTimestamp(request.url);
}
self.addEventListener('activate', (event) => event.waitUntil(dropCopiesAgainstRules()));

async function keptResultPages(): Promise<KeptResult[]> {
  const cache = await caches.open(RESULT_PAGES_CACHE);
  const requests = await cache.keys();
  return Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      const savedAt = response?.headers.get('Date') ?? undefined;
      // Read only when the offline page is shown, from at most five kept pages.
      const placeName = response ? placeNameIn(await response.text()) : undefined;
      return {
        url: request.url,
        ...(savedAt ? { savedAt } : {}),
        ...(placeName ? { placeName } : {}),
      };
    }),
  );
}

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  const language = offlineLanguage(url.pathname);
  const template = await matchPrecache(offlinePagePath(language));
  if (!template) return Response.error();
  const html = fillOfflinePage(await template.text(), language, await keptResultPages());
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
      'Cache-Control': 'no-store',
    },
  });
});

// Snow-day alerts (docs/product/alerts.md#the-notification): a push becomes a notification; a
// tap opens its result; "Stop these alerts" removes the subscription on the server at once.
self.addEventListener('push', (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    payload = undefined;
  }
  const { title, options } = alertNotification(payload, self.location.origin, {
    language: deviceLanguage(self.navigator.languages),
    texts: __ALERT_FALLBACK__,
  });
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, options as NotificationOptions),
      keepShown(shownAlertOf(payload, self.location.origin)),
    ]),
  );
});

/**
 * Keeps the alert shown, so the site asks how its day went once it has passed
 * (docs/product/accuracy.md#from-an-alert); a later one for the same subscription replaces it.
 * A browser that blocks IndexedDB is simply not asked.
 */
async function keepShown(shown: ReturnType<typeof shownAlertOf>): Promise<void> {
  if (!shown) return;
  const store = createStore(ALERTS_SHOWN_DATABASE, ALERTS_SHOWN_STORE);
  await set(shown.subscriptionId, shown.alert, store).catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  const data = readNotificationData(event.notification.data, self.location.origin);
  event.notification.close();
  if (!data) return;
  const done =
    event.action === 'stop' && data.subscriptionId
      ? stopAlert(data.subscriptionId)
      : openPage(data.url);
  event.waitUntil(done);
});

/** A tab already showing the result comes forward; otherwise the result opens in a new one. */
async function openPage(url: string): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = tabs.find((tab) => tab.url.split('#')[0] === url);
  if (open) await open.focus();
  else await self.clients.openWindow(url);
}

/**
 * Removes the subscription with the secret the page kept for the worker. Without it (the page
 * could not keep it), or when the server cannot be reached, the device leaves the push service
 * instead: nothing more arrives, and the server deletes the subscription at its next send (410).
 */
async function stopAlert(subscriptionId: string): Promise<void> {
  const store = createStore(ALERT_KEYS_DATABASE, ALERT_KEYS_STORE);
  const secret = await get<unknown>(subscriptionId, store).catch(() => undefined);
  if (typeof secret === 'string') {
    const response = await fetch(ALERTS_URLS.subscription(subscriptionId), {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${secret}` },
    }).catch(() => undefined);
    // 404: removed already (from the page, or for failing).
    if (response && (response.ok || response.status === 404)) {
      await del(subscriptionId, store).catch(() => undefined);
      return;
    }
  }
  const subscription = await self.registration.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
