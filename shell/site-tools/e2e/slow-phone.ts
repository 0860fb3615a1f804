import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ACCURACY_URLS } from '@snowday/shared-i18n/contract';
import { E2E_PORTS } from '../../../playwright.config';
import { expect } from './fixtures';
import { onFirstPaint } from './page-helpers';
import { underStorm } from './storm';

/**
 * A slow phone for the specs about taps (docs/decisions/012-one-paint.md#taps): every control
 * answers a tap made as soon as the page is painted, before the app has taken it over as well as
 * after. A finger does not wait for the page's main thread, and neither do these taps: each is
 * sent to where its control sits on the server's page (found first on an unhurried load), at the
 * moment the page has been painted, and the browser delivers it whenever the page can take it.
 */
export const PHONE = { ...devices['Pixel 7'], viewport: { width: 412, height: 2_600 } };

export interface Tap {
  /** When the page took the tap, and whether the app had taken it over by then. */
  at: number;
  awake: boolean;
}

declare global {
  interface Window {
    snowdayTap?: (tap: Tap) => void;
  }
}

/**
 * A result asks "Was school closed?" once its first day is decided there (10:00 in the place),
 * on a line drawn with the page whose buttons wait for the `ask` answer. Its own specs are about
 * it (`accuracy.spec.ts`); here `ask` has no question, whatever the hour, so every tap measured
 * is on the result's own controls.
 */
async function noQuestion(context: BrowserContext): Promise<void> {
  await context.route(`**${ACCURACY_URLS.ask}?*`, (route) =>
    route.fulfill({ json: { ask: null } }),
  );
}

/**
 * The centre of each control, found on an unhurried load of the same page (the take-over moves
 * nothing: `first-paint.spec.ts` and `storm.spec.ts` see no shift).
 */
export async function whereOnScreen(browser: Browser, url: string, controls: string[]) {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  await noQuestion(context);
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const points = [];
  for (const selector of controls) {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} is not on the page`);
    points.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  await context.close();
  return points;
}

/**
 * At most this long the section's code may be held back: past the shell's 10 s limit a section
 * counts as unreachable, and the page shows its fallback instead.
 */
const MOST_HELD_MS = 6_000;

export interface SlowPhoneOptions {
  /** The calculator's code waits for `release()` (or `MOST_HELD_MS`). */
  holdSection?: boolean;
  /** The CPU's slowdown: Lighthouse's slowest, 10×, unless said. */
  slowdown?: number;
  /** On the storm's crowded network too (`storm.ts`). */
  storm?: boolean;
}

/**
 * A slow phone on `url`, parsed and painted; `taps` records each tap as the page takes it. With
 * `holdSection`, the calculator's code waits for `release()` (or `MOST_HELD_MS`), so the taps and
 * keys made before it come before the take-over however fast this machine is.
 */
export async function slowPhoneAt(
  browser: Browser,
  url: string,
  { holdSection = false, slowdown = 10, storm = false }: SlowPhoneOptions = {},
): Promise<{ page: Page; taps: Tap[]; release: () => void }> {
  const context = await browser.newContext({
    ...PHONE,
    reducedMotion: 'reduce',
    // The clipboard answers the copy button as a visitor's browser would.
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await noQuestion(context);
  let release = () => {};
  if (holdSection) {
    const released = new Promise<void>((resolve) => (release = resolve));
    let capped = false;
    await context.route(
      `http://127.0.0.1:${String(E2E_PORTS.calculator)}/**/*.js`,
      async (route) => {
        // Counted from the page's first ask for the section's code.
        if (!capped) setTimeout(release, MOST_HELD_MS);
        capped = true;
        await released;
        await route.fallback();
      },
    );
  }
  const taps: Tap[] = [];
  // Outside the page, so a tap that navigates is still counted.
  await context.exposeFunction('snowdayTap', (tap: Tap) => taps.push(tap));
  let painted = () => {};
  const firstPaint = new Promise<void>((resolve) => (painted = resolve));
  await onFirstPaint(context, () => painted());
  const page = await context.newPage();
  // Before any script of the page's: the first listener of every click.
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted) return;
        const awake = document.documentElement.dataset.app === 'ready';
        window.snowdayTap?.({ at: performance.now(), awake });
      },
      true,
    );
  });
  if (storm) await underStorm(page, slowdown);
  else {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  await page.goto(url, { waitUntil: 'commit' });
  // A finger taps what it sees: once the page is painted, not when it is parsed (a tap before the
  // paint hits the page as its parser left it, not where the control will show).
  await firstPaint;
  return { page, taps, release };
}
