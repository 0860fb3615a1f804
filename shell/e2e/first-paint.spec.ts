import { expect, t, test } from './fixtures';

test.describe('first paint and crawlers (issue 5)', () => {
  test('the server HTML carries the page head and frame, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/fr/privacy');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(t('fr', 'pages', 'privacy.metaTitle'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/privacy$/);
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(5);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('fr', 'pages', 'privacy.title'),
    );
    await expect(page.getByRole('banner')).toContainText(t('fr', 'common', 'nav.home'));
    await expect(page.getByRole('contentinfo')).toContainText(t('fr', 'common', 'footer.contact'));
    // Styled before any script: the header has its real layout.
    await expect(page.locator('.site-header__inner')).toHaveCSS('display', 'flex');
    await context.close();
  });

  test('unknown paths answer 404, still with the frame', async ({ request }) => {
    const response = await request.get('/es/no-existe');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(t('es', 'common', 'notFound.title'));
  });

  test('sitemap.xml and robots.txt list every page in every language', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(32);
    expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/zh\/blog\/the-science-of-snow<\/loc>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });
});
