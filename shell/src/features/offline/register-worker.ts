import { whenIdle } from '../../lib/when-idle';
import { KEEP_MESSAGE } from '../../worker/routes';

/** The service worker's address: at the root, so its scope is the whole site. */
export const WORKER_URL = '/sw.js';

/** The page's address and every file it loaded so far. */
function loadedUrls(): string[] {
  const files = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [location.href, ...new Set(files)];
}

/**
 * Registers the service worker once the page has loaded and the browser is idle
 * (docs/decisions/010-service-worker.md): a first visit's first view gets no request and no
 * script more before it is interactive. Without service workers (or with them blocked) the site
 * works as before.
 */
export function registerWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  target: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'> } = window,
): void {
  if (!container) return;
  const register = () =>
    whenIdle(() => {
      container
        .register(WORKER_URL, { scope: '/', updateViaCache: 'none' })
        .then(() => container.ready)
        .then((registration) => {
          // This page was loaded before the worker: have it keep the page and what it used.
          registration.active?.postMessage({ type: KEEP_MESSAGE, urls: loadedUrls() });
        })
        .catch(() => {
          // Private modes and some policies refuse workers: the site simply stays online-only.
        });
    }, 10_000);
  if (target.document.readyState === 'complete') register();
  else target.addEventListener('load', register, { once: true });
}
