import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expectNoViolations } from './a11y-checks';
import { expect, t, test } from './fixtures';
import { isForecastRequest } from './page-helpers';

/**
 * The site fits its visitor (docs/product/units-and-places.md): °F or °C by place, browser,
 * stored choice or link, switched on the page without a new forecast.
 */

async function open(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const forecasts: string[] = [];
  page.on('request', (request) => {
    if (isForecastRequest(request.url())) forecasts.push(request.url());
  });
  await page.goto(url);
  await page
    .waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  return { page, forecasts, context };
}

/** Each card's high, as shown. */
const highs = (page: Page) => page.locator('.forecast-card__facts div:nth-child(1) dd');
const option = (page: Page, units: 'metric' | 'us') =>
  page
    .getByTestId('units-toggle')
    .getByRole('button', { name: t('en', 'result', `units.${units}`) });

test.describe('units', () => {
  test('a US place gets °F on a metric browser; one tap gives °C at once, remembered', async ({
    browser,
  }) => {
    const { page, forecasts, context } = await open(browser, '/result?location=14201', {
      locale: 'en-GB',
    });
    await expect(highs(page)).toHaveCount(3);
    for (const high of await highs(page).all()) await expect(high).toHaveText(/^-?\d+°F$/);
    await expect(page.locator('.place-line__weather')).toContainText('°F');
    await expect(option(page, 'us')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('day-snowfall').first()).toHaveText(/\sin$/);

    // Keyboard: the metric button takes focus and Space presses it.
    await option(page, 'metric').focus();
    await page.keyboard.press('Space');
    await expect(option(page, 'metric')).toHaveAttribute('aria-pressed', 'true');
    for (const high of await highs(page).all()) await expect(high).toHaveText(/\d°C$/);
    await expect(page.getByTestId('day-snowfall').first()).toHaveText('Expected snowfall: 32.5 cm');
    await expect(page.locator('.place-line__weather')).toContainText('°C');
    // The forecast came with the page, and changing units asks for nothing.
    expect(forecasts, 'no weather request').toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('preferred-units'))).toBe('metric');

    // Remembered on this device, and the share link carries it.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.reload();
    await expect(option(page, 'metric')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('share-copy').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/[?&]units=metric(&|$)/);
    await context.close();
  });

  test('without a stored choice the place decides, never the browser alone', async ({
    browser,
  }) => {
    for (const [location, locale, unit] of [
      ['Montreal', 'en-US', '°C'],
      ['Montreal', 'en-GB', '°C'],
      ['14201', 'en-GB', '°F'],
    ] as const) {
      const { page, context } = await open(browser, `/result?location=${location}`, { locale });
      await expect(highs(page)).toHaveCount(3);
      await expect(highs(page).first(), `${location} with ${locale}`).toHaveText(
        new RegExp(`\\d${unit}$`),
      );
      await context.close();
    }
  });

  test('a shared link’s units win over the stored choice', async ({ browser }) => {
    const { page, context } = await open(browser, '/result?location=Montreal', {
      locale: 'en-GB',
    });
    await page.evaluate(() => localStorage.setItem('preferred-units', 'metric'));
    await page.goto('/result?location=Montreal&units=us');
    await expect(highs(page).first()).toHaveText(/\d°F$/);
    await expect(page.getByTestId('forecast-card').first()).toContainText('mph');
    await context.close();
  });

  test('the switch is a full tap target that fits 320 px, out of the share image, axe 0', async ({
    browser,
  }) => {
    const { page, context } = await open(browser, '/result?location=14201', {
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    const toggle = page.getByTestId('units-toggle');
    await expect(toggle).toHaveAttribute('data-share-ignore', '');
    for (const button of await toggle.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoViolations(page, 'result with the units switch');
    await context.close();
  });
});

test.describe('recent searches', () => {
  test('a shown result is listed on the home page, newest first, one tap away, clearable', async ({
    browser,
  }) => {
    // Three results, a full axe scan and a reload, on a machine other suites share.
    test.setTimeout(120_000);
    const { page, context } = await open(browser, '/result?location=14201&userName=Sam');
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    // A result is remembered by the app once shown: each page is read after the app took the
    // server's rendering over.
    const ready = page.locator('html[data-app="ready"]');
    await expect(ready).toHaveCount(1);
    await page.goto('/result?location=Montreal&schoolType=Boarding&snowDays=2');
    await expect(ready).toHaveCount(1);
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    await page.goto('/result?location=%2014201%20');
    await expect(ready).toHaveCount(1);
    await expect(page.getByTestId('headline-chance')).toBeVisible();

    await page.goto('/fr');
    const links = page.getByTestId('recent-search');
    await expect(links).toHaveCount(2);
    await expect(links.first()).toContainText('14201');
    await expect(links.nth(1)).toContainText('Montreal');
    expect(await page.evaluate(() => localStorage.getItem('recent-searches'))).not.toContain('Sam');
    for (const link of await links.all()) {
      expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await expectNoViolations(page, 'home with recent searches');

    await links.nth(1).click();
    await expect(page).toHaveURL(/\/fr\/result\?location=Montreal&schoolType=Boarding&snowDays=2$/);
    await expect(page.getByTestId('place-name')).toContainText('Montreal');

    await page.goto('/fr');
    await page.getByRole('button', { name: t('fr', 'calculator', 'recent.clear') }).click();
    await expect(page.getByTestId('recent-search')).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('button', { name: t('fr', 'calculator', 'form.submit') }),
    ).toBeVisible();
    await expect(page.getByTestId('recent-search')).toHaveCount(0);
    await context.close();
  });

  test('without storage: no list and no error', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/result?location=14201');
    await page.getByTestId('units-toggle').getByRole('button').first().click();
    await page.goto('/');
    await expect(
      page.getByRole('button', { name: t('en', 'calculator', 'form.submit') }),
    ).toBeVisible();
    await expect(page.getByTestId('recent-search')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('use my location', () => {
  const BUFFALO = { latitude: 42.886_447, longitude: -78.878_372 };

  test('a granted position goes to its result, rounded before it leaves the browser', async ({
    browser,
  }) => {
    const { page, forecasts, context } = await open(browser, '/es', {
      permissions: ['geolocation'],
      geolocation: BUFFALO,
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(decodeURIComponent(request.url())));
    // Reached with the keyboard, as a visitor without a mouse would: it stands beside the
    // location field's label, before the field in the page's order too.
    await page.getByRole('textbox', { name: t('es', 'calculator', 'form.location') }).focus();
    await page.keyboard.press('Shift+Tab');
    const button = page.getByRole('button', { name: t('es', 'calculator', 'form.locate.button') });
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/es\/result\?location=42\.89%2C-78\.88&/);
    await expect(page.getByTestId('place-name')).toContainText('Buffalo');
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    expect(forecasts.join(' ')).toContain('42.89');
    expect(requests.filter((url) => url.includes('42.886') || url.includes('78.878'))).toEqual([]);
    await context.close();
  });

  test('a refusal is said at the button, in the page language, and the form still works', async ({
    browser,
  }) => {
    const { page, context } = await open(browser, '/fr');
    // No permission granted: the browser refuses, as it does when a visitor says no.
    await context.clearPermissions();
    const button = page.getByRole('button', { name: t('fr', 'calculator', 'form.locate.button') });
    await button.click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(t('fr', 'calculator', 'form.locate.denied'));
    // The message's own text (its warning sign is drawn by CSS) describes the button.
    const describedBy = await button.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy ?? ''}"]`)).toHaveText(
      t('fr', 'calculator', 'form.locate.denied'),
    );
    await expectNoViolations(page, 'home with a location refusal');
    await expect(page).toHaveURL(/\/fr$/);

    await page.getByRole('textbox', { name: t('fr', 'calculator', 'form.location') }).fill('14201');
    await page.getByRole('button', { name: t('fr', 'calculator', 'form.submit') }).click();
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    await context.close();
  });

  test('a position far from every sample place gets the unknown-place message', async ({
    browser,
  }) => {
    const { page, context } = await open(browser, '/', {
      permissions: ['geolocation'],
      geolocation: { latitude: 0, longitude: 0 },
    });
    await page.getByRole('button', { name: t('en', 'calculator', 'form.locate.button') }).click();
    await expect(page).toHaveURL(/\/result\?location=0\.00%2C0\.00&/);
    await expect(page.getByRole('alert')).toContainText('0.00,0.00');
    await context.close();
  });

  test('no button where the browser has no geolocation', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'geolocation');
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('button', { name: t('en', 'calculator', 'form.submit') }),
    ).toBeEnabled();
    await expect(page.getByTestId('use-my-location')).toHaveCount(0);
    await context.close();
  });
});
