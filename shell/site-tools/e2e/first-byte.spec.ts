import type { Page } from '@playwright/test';
import { expect, t, test } from './fixtures';
import { startOwnShell, type OwnShell } from './own-shell';

// The worker too: a visit must cost the weather service no more with it (docs/product/home-screen.md).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

/**
 * docs/decisions/012-one-paint.md#first-byte: a storm night's weather service, slow or hung,
 * never holds the page back. The server sends the chrome and the section's loading state past
 * its 1 s deadline, and the browser finishes the job, joining the call still under way.
 */
const SLOW_MS = 3_000;
let site: OwnShell;

test.beforeAll(async () => {
  site = await startOwnShell({
    offset: 30,
    weather: (place, answer, res) => {
      // Never answers: the server gives up after its two 10 s attempts.
      if (place === 'Hungry Hollow') return;
      // A sample place that answers late, past the page's deadline.
      if (place === 'Denver') {
        const late = setTimeout(answer, SLOW_MS);
        res.once('close', () => clearTimeout(late));
        return;
      }
      answer();
    },
  });
  // The calculator's server entry is loaded by the first render: done here, with another place.
  await expect(async () => {
    const html = await (await fetch(`${site.origin}/result?location=Buffalo`)).text();
    expect(html).toContain('data-testid="headline-chance"');
  }).toPass({ timeout: 30_000 });
});

test.afterAll(() => site.close());

/** When the page's first byte came, from the navigation's start (the browser's own timing). */
const firstByte = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return navigation ? navigation.responseStart - navigation.startTime : Number.NaN;
  });

test('a hung weather service: the page comes at once, and says the service did not answer', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const response = await page.goto(`${site.origin}/fr/result?location=Hungry%20Hollow`, {
    waitUntil: 'commit',
  });
  expect(response?.status()).toBe(200);
  // Well inside the server's first attempt (10 s): the page did not wait for the weather.
  expect(await firstByte(page)).toBeLessThan(5_000);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('result-error')).toContainText(
    t('fr', 'result', 'errors.timeout'),
    {
      timeout: 35_000,
    },
  );
  // The server's two attempts, which the browser's request joined: nothing more.
  expect(site.weatherCalls.filter((q) => q === 'Hungry Hollow').length).toBeLessThanOrEqual(2);
});

test('a slow weather service: the page comes at once, the answer when the forecast does', async ({
  page,
}) => {
  const response = await page.goto(
    `${site.origin}/es/result?location=Denver&schoolType=Public&snowDays=1`,
    { waitUntil: 'commit' },
  );
  expect(response?.status()).toBe(200);
  expect(await firstByte(page)).toBeLessThan(SLOW_MS);
  // The loading state first, painted by the server; then the browser's own answer.
  await expect(
    page.getByRole('status').filter({ hasText: t('es', 'result', 'loading') }),
  ).toBeVisible();
  await expect(page.getByTestId('headline-chance')).toBeVisible({ timeout: 20_000 });
  // One call to the weather service for the server and the browser together.
  expect(site.weatherCalls.filter((q) => q === 'Denver')).toHaveLength(1);
});
