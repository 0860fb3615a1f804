import { formatDeviceTime } from '@snowday/shared-i18n/core';
import { RESULT_PAGES_CACHE } from '@snowday/shared-i18n/settings';
import { expectNoViolations } from './a11y-checks';
import { expect, t, test } from './fixtures';
import { visit, workerKeptPage } from './service-worker-helpers';

// The service worker is what these tests are about (the run blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * docs/product/home-screen.md#with-no-signal: the results a visitor read stay readable with no
 * signal, marked with their forecast's time; any other page is the offline page, in its language.
 */

test('a result read once is readable offline with its forecast time; other pages are the offline page', async ({
  page,
  context,
}) => {
  // Not the `pageErrors` fixture: its routing turns the HTTP cache off, where the worker finds
  // the page of a first visit.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const result = '/es/result?location=14201&schoolType=Public&snowDays=1';
  // The page arrives rendered on the server, with its forecast in it: the time of the answer
  // is the page's.
  const served = await page.goto(result);
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  const forecastDate = served?.headers().date;
  expect(forecastDate).toBeTruthy();
  const place = await page.getByTestId('place-name').innerText();
  // The visitor's only visit, read before the worker was there: it keeps the page anyway.
  await workerKeptPage(page);
  await expect(page.getByTestId('offline-copy')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  await expect(page.getByTestId('place-name')).toHaveText(place);
  const time = formatDeviceTime(new Date(forecastDate ?? ''), 'es');
  await expect(page.getByTestId('offline-copy')).toHaveText(
    t('es', 'result', 'offlineCopy').replace('{{time}}', time),
  );

  // A page never opened: the offline page in that page's language, listing the kept result.
  await visit(page, '/fr/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('fr', 'install', 'offline.title'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle(t('fr', 'install', 'offline.metaTitle'));
  const kept = page.getByTestId('offline-results').getByRole('link');
  await expect(kept).toHaveCount(1);
  // Told apart from other kept results: by its place's name as its page gave it, its school
  // type in this page's language, and when it was kept.
  await expect(kept).toHaveText(place);
  await expect(page.getByTestId('offline-results')).toContainText(
    t('fr', 'calculator', 'schoolTypes.Public'),
  );
  await expect(page.getByTestId('offline-results')).toContainText(
    formatDeviceTime(new Date(forecastDate ?? ''), 'fr'),
  );
  await expect(page.locator('main')).toContainText(t('fr', 'common', 'product'));
  await expectNoViolations(page, 'offline page');

  // At 320 px with 200 % text it reflows: nothing leaves the page sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A result that was never read is not invented: the offline page, in Chinese.
  await visit(page, '/zh/result?location=Buffalo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('zh', 'install', 'offline.title'),
  );

  // The kept result opens from the offline page's list.
  await visit(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'install', 'offline.title'),
  );
  await page.getByTestId('offline-results').getByRole('link').click();
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  await expect(page.getByTestId('offline-copy')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('clearing the recent searches forgets the kept results', async ({ page, context }) => {
  await page.goto('/result?location=14201');
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  await workerKeptPage(page);
  await page.goto('/');
  await page.getByTestId('recent-searches-clear').click();
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await caches.keys()).filter((name) => /result-pages|forecasts/.test(name)),
      ),
    )
    .toEqual([]);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'install', 'offline.title'),
  );
  await expect(page.getByTestId('offline-results')).toBeHidden();
});

test('a result reached through the form on a first visit is kept too, in Chinese', async ({
  page,
  context,
}) => {
  // No page was loaded at the result's address: the worker asks for it once its answer shows.
  await page.goto('/zh');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  const form = page.locator('main form');
  await form.locator('input[name="location"]').fill('Harbin');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/zh\/result\?location=Harbin/);
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  const place = await page.getByTestId('place-name').innerText();
  await expect
    .poll(
      () =>
        page.evaluate(async (name) => {
          const cache = await caches.open(name);
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }, RESULT_PAGES_CACHE),
      { timeout: 20_000 },
    )
    .toEqual(['/zh/result']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  await expect(page.getByTestId('place-name')).toHaveText(place);
  await expect(page.getByTestId('offline-copy')).toBeVisible();
});
