import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { expectNoViolations } from './a11y-checks';
import { expect, LANGUAGES, prefix, t, test, type Lang } from './fixtures';

/**
 * The site on phones, at night and at large text (docs/product/result-page.md): geometry of
 * the built site measured in Chromium, not pixel snapshots.
 */
const PHONES = [
  { width: 360, height: 740 },
  { width: 375, height: 667 },
] as const;
const PHONE: BrowserContextOptions = { isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const at = (lang: Lang, path: string) =>
  path === '/' ? prefix(lang) || '/' : `${prefix(lang)}${path}`;

/** A page in a context of its own, waiting as `page.goto` does for the app to take over. */
async function open(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(url);
  await page
    .waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  return page;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

/** Fully inside the first screen, without scrolling. */
async function expectAboveFold(page: Page, locator: Locator, what: string) {
  const viewport = page.viewportSize();
  const { x, y, width, height } = await box(locator);
  expect(await page.evaluate(() => window.scrollY), 'not scrolled').toBe(0);
  expect(y, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(y + height, `${what} ends above the fold`).toBeLessThanOrEqual(viewport?.height ?? 0);
  expect(x + width, `${what} fits the width`).toBeLessThanOrEqual(viewport?.width ?? 0);
}

test.describe('the answer first, on a phone', () => {
  for (const viewport of PHONES) {
    for (const lang of LANGUAGES) {
      test(`${viewport.width}×${viewport.height}, ${lang}, with a name, the sample notice and an alert`, async ({
        browser,
      }) => {
        const page = await open(browser, at(lang, '/result?location=14201&userName=Sam'), {
          ...PHONE,
          viewport,
        });
        await expect(page.getByTestId('headline-chance')).toBeVisible();
        await expect(page.getByTestId('sample-notice')).toBeVisible();
        await expect(page.getByTestId('greeting')).toBeVisible();
        await expectAboveFold(page, page.getByTestId('headline-chance'), 'the chance');
        await expectAboveFold(page, page.getByTestId('headline-label'), 'its label');

        // The figure is written once, in the gauge; the ring itself is decoration.
        const headline = page.locator('.headline');
        const chance = (await page.getByTestId('headline-chance').textContent()) ?? '';
        expect((await headline.textContent())?.split(chance)).toHaveLength(2);
        await expect(headline.locator('svg')).toHaveAttribute('aria-hidden', 'true');

        // An official warning in force (the sample for 14201 carries one) comes next.
        const alerts = page.locator('.weather-alerts');
        await expect(alerts.getByTestId('weather-alert').first()).toBeVisible();
        const headlineBox = await box(headline);
        const alertsBox = await box(alerts);
        expect(alertsBox.y - (headlineBox.y + headlineBox.height)).toBeLessThan(40);
        // Then the three days at once, each opening with its day and chance.
        const cards = page.getByTestId('forecast-card');
        await expect(cards).toHaveCount(3);
        expect((await box(cards.first())).y - (alertsBox.y + alertsBox.height)).toBeLessThan(40);
        for (const card of await cards.all()) {
          await expect(card.getByTestId('card-date')).toHaveText(/\S/);
          await expect(card.getByTestId('card-chance')).toHaveText(/\S/);
          await expect(card.locator('.badge__label')).toBeVisible();
        }
        await page.context().close();
      });
    }
  }
});

test('without a warning, the first day is on the first screen too', async ({ browser }) => {
  for (const lang of LANGUAGES) {
    const page = await open(browser, at(lang, '/result?location=Paris'), {
      ...PHONE,
      viewport: PHONES[0],
    });
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    await expect(page.getByTestId('weather-alert')).toHaveCount(0);
    const day = page.getByTestId('forecast-card').first().locator('.forecast-card__head');
    await expectAboveFold(page, day, `day one (${lang})`);
    await page.context().close();
  }
});

test.describe('a compact header', () => {
  // Each test opens a page at three or four sizes.
  test.describe.configure({ timeout: 60_000 });
  for (const lang of LANGUAGES) {
    test(`one row of at most 64 px on phones, a menu to open (${lang})`, async ({ browser }) => {
      for (const viewport of [...PHONES, { width: 320, height: 640 }]) {
        const page = await open(browser, at(lang, '/about'), { ...PHONE, viewport });
        const header = page.locator('header.site-header');
        expect((await box(header)).height, `header at ${viewport.width} px`).toBeLessThanOrEqual(
          64,
        );
        const nav = page.getByRole('navigation', { name: t(lang, 'common', 'nav.label') });
        await expect(nav).toBeHidden();
        const menu = page.getByRole('button', { name: t(lang, 'common', 'nav.menu') });
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await menu.tap();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await expect(nav.getByRole('link', { name: t(lang, 'common', 'nav.blog') })).toBeVisible();
        await expect(nav.getByText(t(lang, 'common', 'subtitle'))).toBeVisible();
        await nav.getByRole('link', { name: t(lang, 'common', 'nav.blog') }).tap();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/blog$`));
        await expect(nav).toBeHidden();
        await page.context().close();
      }
    });

    test(`one row on desktop, nothing wrapped (${lang})`, async ({ browser }) => {
      for (const width of [1024, 1280, 1600]) {
        const page = await open(browser, at(lang, '/about'), { viewport: { width, height: 800 } });
        const row = await box(page.locator('.brand'));
        const items = [
          ...(await page.locator('.site-nav a').all()),
          page.locator('.language-picker__button'),
          page.locator('.theme-toggle'),
        ];
        for (const item of items) {
          const { y, height } = await box(item);
          // Each item is a single line, level with the title.
          expect(height, `${await item.textContent()} at ${width} px`).toBeLessThanOrEqual(48);
          expect(Math.abs(y + height / 2 - (row.y + row.height / 2))).toBeLessThan(6);
        }
        const subtitle = page.locator('.site-header__subtitle');
        const lineHeight = await subtitle.evaluate((el) =>
          parseFloat(getComputedStyle(el).lineHeight),
        );
        expect((await box(subtitle)).height).toBeLessThanOrEqual(lineHeight + 1);
        expect(
          await page
            .locator('.site-header__inner')
            .evaluate((el) => el.scrollWidth - el.clientWidth),
        ).toBe(0);
        await page.context().close();
      }
    });
  }

  test('the menu button works from the keyboard', async ({ browser }) => {
    const page = await open(browser, '/fr/about', { viewport: PHONES[0] });
    const menu = page.getByRole('button', { name: t('fr', 'common', 'nav.menu') });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.locator(`#${await menu.getAttribute('aria-controls')}`);
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await page.context().close();
  });
});

/** Every page, at 320 CSS px with text at 200 % (WCAG 1.4.4, 1.4.10). */
const REFLOW_PAGES = [
  ['home', '/'],
  ['result', '/result?location=14201&userName=Samantha'],
  ['blog', '/blog'],
  ['blog post', '/blog/the-science-of-snow'],
  ['about', '/about'],
  ['privacy', '/privacy'],
  ['contact', '/contact'],
  ['404', '/no/such/page'],
] as const;

test.describe('reflow at 320 px with 200 % text', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const lang of LANGUAGES) {
    test(`no page scrolls sideways and every control is reachable (${lang})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ ...PHONE, viewport: { width: 320, height: 640 } });
      // Text zoom: the root size doubles, and every size set in rem with it.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          document.documentElement.style.fontSize = '200%';
        });
      });
      const page = await context.newPage();
      for (const [name, path] of REFLOW_PAGES) {
        await page.goto(at(lang, path));
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
        await expect(page.locator('main h1')).toBeVisible();
        if (name === 'result') await expect(page.getByTestId('headline-chance')).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${name} (${lang}) is ${width} px wide`).toBeLessThanOrEqual(320);
        const outside = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input')]
            .filter((el) => el.getClientRects().length > 0 && !el.closest('[hidden]'))
            .filter((el) => {
              const { left, right } = el.getBoundingClientRect();
              return left < -1 || right > 321;
            })
            .map((el) => el.textContent?.trim() || el.outerHTML.slice(0, 60)),
        );
        expect(outside, `${name} (${lang}): controls off the page`).toEqual([]);
      }
      await context.close();
    });
  }
});

/** Interactive elements a finger must hit, on the page as it is now. */
function tooSmallTargets(page: Page) {
  return page.evaluate(() => {
    // Links inside running text are excepted (WCAG 2.5.5).
    const inText = (el: Element) => {
      if (el.localName !== 'a') return false;
      const block = el.parentElement?.closest('p, li, dd, td');
      if (!block) return false;
      return (block.textContent ?? '').trim() !== (el.textContent ?? '').trim();
    };
    return [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, summary, input, [role="combobox"], [role="option"]',
      ),
    ]
      .filter(
        (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
      )
      .filter((el) => !el.classList.contains('skip-link') && !inText(el))
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < 43.5 || rect.height < 43.5)
      .map(
        ({ el, rect }) =>
          `${el.localName}.${el.className} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      );
  });
}

test.describe('tap targets of at least 44×44 px on phones', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const lang of LANGUAGES) {
    test(`every page (${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ ...PHONE, viewport: PHONES[0] });
      const page = await context.newPage();
      for (const [name, path] of REFLOW_PAGES) {
        await page.goto(at(lang, path));
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
        if (name === 'result') await expect(page.getByTestId('headline-chance')).toBeVisible();
        if (name === 'home') await expect(page.locator('main form:not([inert])')).toBeVisible();
        expect(await tooSmallTargets(page), `${name} (${lang})`).toEqual([]);
      }
      // The open menus too.
      await page.getByRole('button', { name: t(lang, 'common', 'nav.menu') }).tap();
      expect(await tooSmallTargets(page), `menu (${lang})`).toEqual([]);
      await page.locator('.language-picker__button').tap();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await tooSmallTargets(page), `language menu (${lang})`).toEqual([]);
      await context.close();
    });
  }
});

test.describe('dark theme', () => {
  test.describe.configure({ timeout: 60_000 });

  test('follows the system, and the switch is remembered on the device', async ({ browser }) => {
    const page = await open(browser, '/about', {
      ...PHONE,
      colorScheme: 'dark',
      viewport: PHONES[0],
    });
    // Found and read in one step: React replaces the server's article as the app starts, and a
    // replaced element has no computed style.
    const background = () =>
      page.evaluate(() => {
        const article = document.querySelector('article.page');
        return article ? getComputedStyle(article).backgroundColor : 'no article';
      });
    expect(await background()).not.toBe('rgb(255, 255, 255)');
    await page.getByRole('button', { name: t('en', 'common', 'nav.menu') }).tap();
    const toggle = page.getByRole('button', { name: t('en', 'common', 'theme.dark') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await background()).toBe('rgb(255, 255, 255)');
    // Remembered, and applied before the first paint: the server's page is already light.
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.context().close();
  });

  // The result in every language; the other pages' texts share its colours.
  const DARK_PAGES: [Lang, string][] = [
    ...LANGUAGES.map((lang): [Lang, string] => [lang, '/result?location=14201&userName=Sam']),
    ['en', '/'],
    ['fr', '/blog/the-science-of-snow'],
    ['es', '/contact'],
  ];
  for (const [lang, path] of DARK_PAGES) {
    test(`axe finds no problem in the dark: ${path} (${lang})`, async ({ browser }) => {
      const page = await open(browser, at(lang, path), { colorScheme: 'dark' });
      if (path.startsWith('/result')) {
        await expect(page.getByTestId('headline-chance')).toBeVisible();
        await page.locator('.ranges summary').click();
      }
      if (path === '/') await expect(page.locator('main form:not([inert])')).toBeVisible();
      await expectNoViolations(page, `${path} in the dark (${lang})`);
      await page.context().close();
    });
  }
});

test('forced colours: buttons keep a boundary, the ring follows the system, no snowfall', async ({
  browser,
}) => {
  const page = await open(browser, '/result?location=14201', { forcedColors: 'active' });
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  for (const button of [page.getByTestId('share-copy'), page.locator('.result__again .button')]) {
    const border = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle };
    });
    expect(border.width).toBeGreaterThan(0);
    expect(border.style).not.toBe('none');
  }
  const fill = await page.locator('.gauge__fill').evaluate((el) => getComputedStyle(el).stroke);
  const text = await page.locator('body').evaluate((el) => getComputedStyle(el).color);
  expect(fill).toBe(text);
  // The units switch still shows which option is on.
  const options = page.getByTestId('units-toggle').getByRole('button');
  const backgrounds = await options.evaluateAll((buttons) =>
    buttons.map((el) => getComputedStyle(el).backgroundColor),
  );
  expect(new Set(backgrounds).size).toBe(2);
  await expect(page.getByTestId('snowfall')).toBeHidden();
  await page.goto('/');
  const submit = page.locator('main form:not([inert]) button[type="submit"]');
  expect(await submit.evaluate((el) => getComputedStyle(el).borderTopStyle)).not.toBe('none');
  await page.context().close();
});

test.describe('the share image looks the same from any screen', () => {
  for (const viewport of [PHONES[0], { width: 1280, height: 800 }]) {
    test(`made at ${viewport.width} px`, async ({ browser }) => {
      // No service worker: its fetches bypass `page.route`, which slows the library below.
      const page = await open(browser, '/fr/result?location=14201&userName=Sam', {
        viewport,
        serviceWorkers: 'block',
      });
      await expect(page.getByTestId('headline-chance')).toBeVisible();
      // A slower phone: the picture's library arrives late, so the busy state can be seen.
      await page.route(/html2canvas/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      const download = page.getByTestId('share-download');
      await download.focus();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        (async () => {
          await page.keyboard.press('Enter');
          // While it is made: copy hidden, download disabled.
          await expect(download).toBeDisabled();
          await expect(page.getByTestId('share-copy')).toHaveCount(0);
        })(),
      ]);
      await expect(download).toBeEnabled();
      await expect(download).toBeFocused();
      const png = PNG.sync.read(await readFile(await file.path()));
      expect(png.width).toBe(1080);
      expect(png.height).toBeGreaterThanOrEqual(1350);
      expect(png.height).toBeLessThan(2400);
      await page.context().close();
    });
  }
});
