import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ACCURACY_URLS } from '@snowday/shared-i18n/contract';
import { E2E_PORTS } from '../../playwright.config';
import { expect, t, test } from './fixtures';
import { onFirstPaint } from './page-helpers';

/**
 * docs/decisions/012-one-paint.md#taps: on a slow phone, every control answers a tap made as soon
 * as the page is painted, before the app has taken it over as well as after. The CPU is slowed
 * ten times from the start (Lighthouse's slowest). A finger does not wait for the page's main
 * thread, and neither do these taps: each is sent to where its control sits on the server's page
 * (found first on an unhurried load), at the moment the page has been painted, and the browser
 * delivers it whenever the page can take it.
 */
const SLOWDOWN = 10;
/** A phone's width, tall enough that every control tapped is on screen without scrolling. */
const PHONE = { ...devices['Pixel 7'], viewport: { width: 412, height: 2_600 } };

interface Tap {
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
 * nothing: `first-paint.spec.ts` and `returning-visitor.spec.ts` see no shift).
 */
async function whereOnScreen(browser: Browser, url: string, controls: string[]) {
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

/**
 * A slow phone on `url`, parsed and painted; `taps` records each tap as the page takes it. With
 * `holdSection`, the calculator's code waits for `release()` (or `MOST_HELD_MS`), so the taps and
 * keys made before it come before the take-over however fast this machine is.
 */
async function slowPhoneAt(
  browser: Browser,
  url: string,
  { holdSection = false } = {},
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
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  // A finger taps what it sees: once the page is painted, not when it is parsed (a tap before the
  // paint hits the page as its parser left it, not where the control will show).
  await firstPaint;
  return { page, taps, release };
}

test.describe('taps before and after the take-over, at 10× CPU', () => {
  test.setTimeout(120_000);

  test('a result page: the units, a day’s “why”, copying the link, the alerts form', async ({
    browser,
  }) => {
    const url = '/result?location=14201&schoolType=Public&snowDays=1';
    const controls = [
      '[data-testid="units-toggle"] button >> nth=0',
      '[data-testid="day-why"] > summary',
      '[data-testid="share-copy"]',
      '[data-testid="alerts-open"]',
    ];
    const points = await whereOnScreen(browser, url, controls);
    const { page, taps, release } = await slowPhoneAt(browser, url, { holdSection: true });
    // The copy's toast shows for a few seconds only, which a slowed page may spend before the
    // checks below reach it: the page notes when it appears.
    const copied = t('en', 'result', 'share.copied');
    await page.evaluate((text) => {
      new MutationObserver((changes, observer) => {
        const added = changes.flatMap((change) => [...change.addedNodes]);
        if (!added.some((node) => node.nodeName !== 'SCRIPT' && node.textContent?.includes(text)))
          return;
        document.documentElement.dataset.copiedShown = '';
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    }, copied);
    // From the bottom up: a disclosure that opens at once (natively) moves nothing still to tap.
    const bottomUp = [...points].sort((a, b) => b.y - a.y);
    for (const { x, y } of bottomUp) await page.touchscreen.tap(x, y);
    release();

    const units = page.getByTestId('units-toggle').getByRole('button').first();
    await expect(units).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
    const why = page.getByTestId('day-why').first();
    await expect(why).toHaveAttribute('open', '');
    await expect(why.getByTestId('day-why-lines')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-copied-shown', '');
    await expect(page.getByTestId('alerts-form')).toBeVisible();
    expect(taps).toHaveLength(controls.length);
    // The window this is about: the first taps came before the app had taken over.
    expect(taps[0]?.awake, 'the app had already taken over at the first tap').toBe(false);
    await page.context().close();
  });

  test('the chrome: the menu, then the language picker', async ({ browser }) => {
    const url = '/fr/result?location=14201';
    const [menuAt] = await whereOnScreen(browser, url, ['.site-menu-button']);
    const { page, taps } = await slowPhoneAt(browser, url);
    if (menuAt) await page.touchscreen.tap(menuAt.x, menuAt.y);
    const menu = page.getByRole('button', { name: t('fr', 'common', 'nav.menu') });
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 60_000 });
    await expect(
      page.getByRole('navigation', { name: t('fr', 'common', 'nav.label') }),
    ).toBeVisible();
    expect(taps[0]?.awake, 'the app had already taken over at the tap').toBe(false);

    const language = page.getByRole('button', { name: /Français/ });
    await language.tap();
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('menuitemradio', { name: 'Español' }).tap();
    await expect(page).toHaveURL(/\/es\/result\?location=14201$/);
    await page.context().close();
  });

  test('the home page: typing a place, the snow days, the school type by keys, and Calculate', async ({
    browser,
  }) => {
    const [placeAt, daysAt, submitAt] = await whereOnScreen(browser, '/es', [
      'main form input[name="location"]',
      'main form input[name="snowDays"]',
      'main form button[type="submit"]',
    ]);
    const { page, taps, release } = await slowPhoneAt(browser, '/es', { holdSection: true });
    if (!placeAt || !daysAt || !submitAt) throw new Error('the form is not on the page');
    await page.touchscreen.tap(placeAt.x, placeAt.y);
    await page.keyboard.type('14201');
    await page.touchscreen.tap(daysAt.x, daysAt.y);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    // Back to the school type (the browser moves the focus), then its list by keys: kept until
    // the app has taken over and replayed in order, so both arrows count.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Calculate waits behind the keys: the browser sending the form now would leave the choice.
    // (Were the code let go already, the list would be open over it until it closes.)
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.touchscreen.tap(submitAt.x, submitAt.y);
    release();
    // Sent by the app once it has replayed the keys before it: the same result as an awake page.
    await expect(page).toHaveURL(
      /\/es\/result\?location=14201&schoolType=Urban\+Public&snowDays=2/,
      { timeout: 60_000 },
    );
    await expect(page.getByTestId('headline-chance')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('snow-days-used')).toContainText('2');
    expect(taps[0]?.awake, 'the app had already taken over at the first tap').toBe(false);
    await page.context().close();
  });

  test('the home page: “Use my location”', async ({ browser }) => {
    const [locateAt] = await whereOnScreen(browser, '/', ['[data-testid="use-my-location"]']);
    const { page, taps, release } = await slowPhoneAt(browser, '/', { holdSection: true });
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 42.8864, longitude: -78.8784 });
    if (locateAt) await page.touchscreen.tap(locateAt.x, locateAt.y);
    release();
    await expect(page).toHaveURL(/\/result\?location=42\.89%2C-78\.88/, { timeout: 60_000 });
    expect(taps[0]?.awake, 'the app had already taken over at the tap').toBe(false);
    await page.context().close();
  });
});
