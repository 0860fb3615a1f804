import { whenIdle } from '../../lib/when-idle';

/** The service worker's address: at the root, so its scope is the whole site. */
export const WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded and the browser is idle
 * (docs/decisions/010-service-worker.md): a first visit's first view gets no request and no
 * script more before it is interactive. A page loaded before the worker controlled it then sends
 * the worker its address and the files it used, which the worker keeps from the browser's HTTP
 * cache (a page it controlled, it kept as it went by). Without service workers (or with them
 * refused) the site works as before. Its scope is the script's folder, the whole site; the
 * browser checks the script itself past its HTTP cache.
 */
export function registerWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  target: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'> } = window,
): void {
  if (!container) return;
  const register = () =>
    whenIdle(() => {
      const controlled = container.controller !== null;
      container
        .register(WORKER_URL)
        .then(() => container.ready)
        .then((registration) => {
          if (controlled) return;
          const files = performance.getEntriesByType('resource').map((entry) => entry.name);
          registration.active?.postMessage([location.href, ...files]);
        })
        .catch(() => undefined);
    }, 10_000);
  if (target.document.readyState === 'complete') register();
  else target.addEventListener('load', register, { once: true });
}
