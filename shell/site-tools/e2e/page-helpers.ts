import type { Browser, BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    snowdayFirstPaint?: (pathname: string) => void;
  }
}

/**
 * Calls `painted` with the address of each page of the context as it paints for the first time
 * (its first contentful paint), from outside the page, so that a page that leaves is counted too.
 */
export async function onFirstPaint(
  context: BrowserContext,
  painted: (pathname: string) => void,
): Promise<void> {
  await context.exposeFunction('snowdayFirstPaint', painted);
  await context.addInitScript(() => {
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0)
        window.snowdayFirstPaint?.(location.pathname);
    }).observe({ type: 'paint', buffered: true });
  });
}

/** A page that runs no script, as crawlers, preview fetchers and visitors without JavaScript see it. */
export async function pageWithoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

/**
 * Records every layout shift from the page's start, each as its score and what moved (the
 * element, its top and height before and after), so that a failure names the part of the page
 * that moved; the returned function reads them.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    interface Source {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    const record = window as unknown as { shifts: string[] };
    record.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources?: Source[] };
        // Written inline: a named helper in this function would not survive its trip to the page
        // when a tool that keeps function names has compiled it.
        const moved = (shift.sources ?? []).map(
          ({ node, previousRect, currentRect }) =>
            `${node instanceof Element ? [node.localName, ...[...node.classList]].join('.') : (node?.nodeName ?? '?')} at ${[previousRect.x, previousRect.y, previousRect.width, previousRect.height].map(Math.round).join(',')} → ${[currentRect.x, currentRect.y, currentRect.width, currentRect.height].map(Math.round).join(',')}`,
        );
        record.shifts.push(`${shift.value.toFixed(4)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

/**
 * Whether a request is the browser asking the site's forecast endpoint, at either of its
 * addresses (docs/decisions/015-own-forecast-contract.md#rollout).
 */
export const isForecastRequest = (url: string): boolean => /\/api\/weather\/v\d+\//.test(url);
