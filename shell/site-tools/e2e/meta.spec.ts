import { expect, LANGUAGES, prefix, test } from './fixtures';

const PAGES = [
  '/',
  '/result?location=14201',
  '/blog',
  '/blog/the-science-of-snow',
  '/about',
  '/privacy',
  '/contact',
  '/nowhere',
];

test.describe('every page has its own title and description', () => {
  // Each page's head and landmarks are the server's (docs/decisions/012-one-paint.md): read as
  // served, with no app to start, which the other specs check takes the page over unchanged.
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGUAGES) {
    test(`in ${lang}`, async ({ page }) => {
      const seen = new Set<string>();
      for (const path of PAGES) {
        await page.goto(`${prefix(lang)}${path === '/' && lang !== 'en' ? '' : path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.locator('main')).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : lang);
        await expect(page).toHaveTitle(/Snow Day Calculator/);
        const title = await page.title();
        expect(seen.has(title), `${path} repeats the title "${title}"`).toBe(false);
        seen.add(title);
        const description = page.locator('meta[name="description"]');
        await expect(description).toHaveCount(1);
        await expect(description).toHaveAttribute('content', /\S{3,}/);
      }
    });
  }
});
