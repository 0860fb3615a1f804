import type { Page } from '@playwright/test';

/**
 * Waits until the worker controls the page and has kept what the page loaded before it. A page
 * loaded before the worker is kept from the browser's HTTP cache only: in a context with routes
 * (the `pageErrors` fixture), which turn that cache off, it is not kept.
 */
export async function workerKeptPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const urls = [location.href, ...performance.getEntriesByType('resource').map((e) => e.name)];
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      registration.active?.postMessage(urls, [channel.port2]);
    });
  });
}

/** Goes to `path` with no app to wait for (the offline page has no script). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((address) => location.assign(address), path);
  await page.waitForURL((url) => url.pathname + url.search === path);
  await page.waitForLoadState('load');
}
