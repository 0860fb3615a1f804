import { expect, t, test } from './fixtures';
import { slowPhoneAt, whereOnScreen } from './slow-phone';
import { backgroundRenders, type BackgroundLoad } from './storm';

/**
 * docs/decisions/012-one-paint.md#taps: on a slow phone, every control answers a tap made as soon
 * as the page is painted, before the app has taken it over as well as after. The CPU is slowed
 * ten times from the start (Lighthouse's slowest), on the storm's crowded network with the server
 * busy rendering other visitors' results (docs/product/performance.md#the-storm-profile);
 * `slow-phone.ts` says how the taps are made.
 */
let load: BackgroundLoad | undefined;
test.beforeAll(() => {
  load = backgroundRenders();
});
test.afterAll(async () => {
  await load?.stop();
});

test.describe('taps before and after the take-over, at 10× CPU under the storm', () => {
  test.setTimeout(180_000);

  test('a result page: the units, a day’s “why”, copying the link, the image, the alerts form', async ({
    browser,
  }) => {
    const url = '/result?location=14201&schoolType=Public&snowDays=1';
    const controls = [
      '[data-testid="units-toggle"] button >> nth=0',
      '[data-testid="day-why"] > summary',
      '[data-testid="share-copy"]',
      '[data-testid="share-download"]',
      '[data-testid="alerts-open"]',
    ];
    const points = await whereOnScreen(browser, url, controls);
    const { page, taps, release } = await slowPhoneAt(browser, url, {
      holdSection: true,
      storm: true,
    });
    const image = page.waitForEvent('download', { timeout: 120_000 });
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
    expect((await image).suggestedFilename()).toBe('snow-day-14201.png');
    await expect(page.getByTestId('alerts-form')).toBeVisible();
    expect(taps).toHaveLength(controls.length);
    // The window this is about: the first taps came before the app had taken over.
    expect(taps[0]?.awake, 'the app had already taken over at the first tap').toBe(false);
    await page.context().close();
  });

  test('the chrome: the menu, then the language picker', async ({ browser }) => {
    const url = '/fr/result?location=14201';
    const [menuAt] = await whereOnScreen(browser, url, ['.site-menu-button']);
    const { page, taps } = await slowPhoneAt(browser, url, { storm: true });
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
    // The answer, in the language chosen.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es', 'result', 'heading'), {
      timeout: 30_000,
    });
    await expect(page.getByTestId('headline-chance')).toBeVisible();
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
    const { page, taps, release } = await slowPhoneAt(browser, '/es', {
      holdSection: true,
      storm: true,
    });
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
    const { page, taps, release } = await slowPhoneAt(browser, '/', {
      holdSection: true,
      storm: true,
    });
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 42.8864, longitude: -78.8784 });
    if (locateAt) await page.touchscreen.tap(locateAt.x, locateAt.y);
    release();
    await expect(page).toHaveURL(/\/result\?location=42\.89%2C-78\.88/, { timeout: 60_000 });
    expect(taps[0]?.awake, 'the app had already taken over at the tap').toBe(false);
    await page.context().close();
  });
});
