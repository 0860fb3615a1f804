import type { Browser, Page } from '@playwright/test';

/** A page that runs no script, as crawlers, preview fetchers and visitors without JavaScript see it. */
export async function pageWithoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

/** Records every layout shift from the page's start; the returned function reads them. */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number[] };
    record.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        record.shifts.push((entry as unknown as { value: number }).value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}
