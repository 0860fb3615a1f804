import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { splitChineseWords } from './chinese-words';
import { expect, t, test } from './fixtures';
import { visit, workerKeptPage } from './service-worker-helpers';

/**
 * docs/product/result-page.md#typography: on every page in Chinese, a line breaks between two
 * words, never inside one, on the phones the site is read on; and no page scrolls sideways for
 * it, even with a long string that has nowhere to break.
 */
/** Opened at the first, then narrowed. */
const WIDTHS = [360, 320] as const;
const PHONE: BrowserContextOptions = { isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const PAGES = [
  ['home', '/zh/'],
  ['the blog', '/zh/blog'],
  ['a post', '/zh/blog/the-science-of-snow'],
  ['About', '/zh/about'],
  ['Privacy', '/zh/privacy'],
  ['Contact', '/zh/contact'],
  ['Accuracy', '/zh/accuracy'],
  ['a missing page', '/zh/no/such/page'],
] as const;

async function open(browser: Browser, width: number, path: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, viewport: { width, height: 740 } });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await expect(page.locator('main h1')).toBeVisible();
  return page;
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Each page is opened once and read at each width in turn: where a line breaks is the layout's,
 * which follows the window's width as it changes, as on a phone turned or a window resized.
 */
test.describe('Chinese words stay whole at 360 and 320 px', () => {
  for (const [name, path] of PAGES) {
    test(name, async ({ browser }) => {
      const page = await open(browser, WIDTHS[0], path);
      // Everything a visitor can open is read too: the answers of the questions.
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('details')) details.open = true;
      });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        expect(
          await splitChineseWords(page),
          `${name} at ${String(width)} px: words split across lines`,
        ).toEqual([]);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      }
      await page.context().close();
    });
  }

  test('the open menu', async ({ browser }) => {
    const page = await open(browser, WIDTHS[0], '/zh/about');
    await page.getByRole('button', { name: t('zh', 'common', 'nav.menu') }).tap();
    await expect(page.locator('.site-nav__subtitle')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await expect(page.locator('.site-nav__subtitle')).toBeVisible();
      expect(await splitChineseWords(page, 'header'), `at ${String(width)} px`).toEqual([]);
    }
    await page.context().close();
  });
});

test.describe('the offline page, as the worker shows it', () => {
  test.use({ serviceWorkers: 'allow' });

  test('keeps Chinese words whole at every width', async ({ page }) => {
    // A result read once, so that the page lists it too.
    await page.goto('/zh/result?location=14201');
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    await workerKeptPage(page);
    await page.context().setOffline(true);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await visit(page, '/zh/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('zh', 'install', 'offline.title'),
      );
      await expect(page.getByTestId('offline-results')).toBeVisible();
      expect(await splitChineseWords(page), `offline page at ${String(width)} px`).toEqual([]);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    }
  });
});

test.describe('a string with nowhere to break still fits 320 px', () => {
  for (const [name, path] of [
    ['a long missing address', `/zh/${'x'.repeat(160)}`],
    [
      'a long Chinese place',
      `/zh/result?location=${encodeURIComponent('北京市朝阳区建国门外大街'.repeat(5))}`,
    ],
  ] as const) {
    test(name, async ({ browser }) => {
      const page = await open(browser, 320, path);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(320);
      await page.context().close();
    });
  }
});
