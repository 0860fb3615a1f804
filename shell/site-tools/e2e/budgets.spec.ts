import { devices, type Page } from '@playwright/test';
import { recordTransfer, sharedProviders } from '../bench/measure-page';
import { E2E_PORTS } from '../../../playwright.config';
import { expect, t, test } from './fixtures';

/**
 * docs/product/performance.md#budgets: byte and copy budgets of the cold home page on a phone, as
 * served by `npm start`. Deterministic (bytes and counts, never timings), so a regression fails CI.
 * The documented figures: at most 160 KB of JavaScript (counted here as KiB, headers included, as
 * the browser transfers it), 240 KB in all, 20 requests before the form is usable. The site stands
 * at 159.3 KiB of JavaScript, 177.4 KiB in all and 20 requests; the total's ceiling sits just above
 * its figure so that growth shows.
 */
const BUDGET = { jsBytes: 160 * 1024, totalBytes: 179 * 1024, requests: 20 };

test.use({ ...devices['Pixel 7'], channel: undefined });

test('the cold home page stays within its budgets', async ({ page }) => {
  const recording = await recordTransfer(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Calculate Snow Day Chances' })).toBeEnabled();
  // The button is the server's, enabled from the first paint: what is counted is the page once
  // its app has started. Quiet network alone came too early on a busy machine, while the first
  // script still ran and had not asked for the next.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForLoadState('networkidle');
  const transfer = await recording.stop();
  expect(transfer.jsBytes, 'JavaScript, compressed').toBeLessThanOrEqual(BUDGET.jsBytes);
  expect(transfer.totalBytes, 'everything, compressed').toBeLessThanOrEqual(BUDGET.totalBytes);
  expect(transfer.requests, 'requests').toBeLessThanOrEqual(BUDGET.requests);
  expect(transfer.runtimeCopies, 'federation runtimes').toBe(1);
  const providers = await sharedProviders(page);
  for (const lib of [
    'react',
    'react-dom',
    'react-router-dom',
    'i18next',
    'react-i18next',
    'zustand',
    '@snowday/shared-i18n',
  ]) {
    expect(providers[lib], `${lib} providers`).toEqual(['snowday_shell']);
  }
});

/** The scripts a page loads from now on (those `keep` accepts), and their code, asked again. */
function recordScripts(page: Page, keep: (url: string) => boolean = () => true) {
  const urls: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && keep(r.url())) urls.push(r.url());
  });
  const code = async () =>
    (await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))).join('\n');
  return { urls, code };
}

test('heavy libraries load only when needed', async ({ page }) => {
  const { urls: scripts, code: bodies } = recordScripts(page);

  await page.goto('/result?location=14201');
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  await page.goto('/fr/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The heading is the server's: the texts below are the app's, loaded as it takes the page over.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const before = await bodies();
  expect(
    scripts.filter((url) => url.includes('html2canvas')),
    'html2canvas before sharing',
  ).toEqual([]);
  expect(before, 'sonner before a message').not.toMatch(/data-sonner-toaster/);
  // A language's texts load only when it is shown (English comes with the section showing it).
  expect(before).toContain(t('fr', 'common', 'nav.checkAnother'));
  expect(before).not.toContain(t('es', 'common', 'nav.checkAnother'));
  expect(before).not.toContain(t('zh', 'common', 'nav.checkAnother'));

  const alertsForm = t('en', 'alerts', 'subscribe.intro');
  expect(before, 'the alerts form before a visitor asks for it').not.toContain(alertsForm);

  // A post arrives as the HTML its build made: no Markdown parser in the browser, ever.
  await page.goto('/blog/the-science-of-snow');
  await expect(page.locator('main article h2').first()).toBeVisible();
  await expect(page.locator('main article .blog-prose p').first()).toBeVisible();
  expect(await bodies(), 'a Markdown parser on a post').not.toMatch(/micromark|mdast|remark-parse/);

  // In French, as chosen above: an address without the language would be replaced by the French
  // page once its script ran, and a tap made on the first one would go with it.
  await page.goto('/fr/result?location=14201');
  await page.getByTestId('share-download').click();
  await expect.poll(() => scripts.some((url) => url.includes('html2canvas'))).toBe(true);
  // Its message ("image downloaded") brings the toasts.
  await expect(page.locator('[data-sonner-toast]')).toBeVisible();
  expect(await bodies(), 'sonner with a message').toMatch(/data-sonner-toaster/);

  // "Tell me if school might close" brings the alerts form, its texts and its push code.
  await page.getByTestId('alerts-open').click();
  await expect(page.getByTestId('alerts-form')).toBeVisible();
  expect(await bodies(), 'the alerts form once asked for').toContain(alertsForm);
});

test("the home form's schema loads when the visitor reaches the form", async ({ page }) => {
  const { code: calculatorCode } = recordScripts(page, (url) =>
    url.includes(`:${E2E_PORTS.calculator}/`),
  );
  // zod names its schema classes in its code ("$ZodObject").
  const zod = /\$ZodObject/;

  await page.goto('/');
  const location = page.getByRole('textbox', { name: 'Location' });
  await expect(location).toBeEditable();
  await page.waitForLoadState('networkidle');
  expect(await calculatorCode(), 'zod before the visitor reaches the form').not.toMatch(zod);

  await location.focus();
  await expect.poll(calculatorCode).toMatch(zod);
});
