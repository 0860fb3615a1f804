import { expect, expectMeta, t, test } from './fixtures';

test.describe('404', () => {
  test('English: message, path, home link and a console log', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByTestId('requested-path')).toHaveText('/no/such/page');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expectMeta(page, t('en', 'common', 'notFound.metaTitle'));
    await expect.poll(() => logs.some((l) => l.includes('/no/such/page'))).toBe(true);
  });

  test('French keeps the language', async ({ page }) => {
    await page.goto('/fr/nulle-part');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups ! Page introuvable');
    await expect(page.getByTestId('requested-path')).toHaveText('/fr/nulle-part');
    const home = page.getByRole('link', { name: t('fr', 'common', 'notFound.home') });
    await expect(home).toHaveAttribute('href', '/fr');
    await expectMeta(page, t('fr', 'common', 'notFound.metaTitle'));
  });

  test('an address with a stray % or a wall of text stays in the site, in its language', async ({
    page,
    pageErrors,
  }) => {
    const answer = await page.goto('/es/%E0%A4%A');
    expect(answer?.status()).toBe(400);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('es', 'common', 'notFound.title'),
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.setViewportSize({ width: 360, height: 740 });
    const long = `/zh/${'snow'.repeat(1000)}`;
    expect((await page.goto(long))?.status()).toBe(404);
    await expect(page.getByTestId('requested-path')).toHaveText(`${long.slice(0, 100)}…`);
    // The way home is still on the first screen.
    const home = page.getByRole('link', { name: t('zh', 'common', 'notFound.home') });
    await expect(home).toBeInViewport();
    expect(pageErrors).toEqual([]);
  });

  test('a missing asset is a real 404, not the app', async ({ request }) => {
    const response = await request.get('/assets/missing-abcdef12.js');
    expect(response.status()).toBe(404);
  });
});
