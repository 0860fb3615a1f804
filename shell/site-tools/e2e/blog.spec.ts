import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, expectMeta, LANGUAGES, prefix, t, test, type Lang } from './fixtures';

interface Meta {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  author: string;
}

// What the built blog publishes next to its entry (`blog-posts.json`), through its exports.
const published = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@snowday/mfe-blog/posts-manifest'), 'utf8'),
) as { posts: Partial<Record<Lang, Meta[]>> };
const posts = (lang: Lang): Meta[] => published.posts[lang] ?? [];

const LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es-419', fr: 'fr-CA', zh: 'zh-CN' };
const longDate = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

test.describe('the blog (mfe-blog)', () => {
  for (const lang of LANGUAGES) {
    test(`list and all three posts in ${lang}`, async ({ page, pageErrors }) => {
      test.setTimeout(90_000);
      await page.goto(`${prefix(lang)}/blog`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'blog', 'heading'));
      await expectMeta(page, t(lang, 'blog', 'metaTitle'), t(lang, 'blog', 'metaDescription'));
      const articles = posts(lang);
      expect(articles).toHaveLength(3);
      for (const post of articles) {
        const card = page.locator('article', {
          has: page.getByRole('heading', { name: post.title }),
        });
        await expect(card).toContainText(longDate(post.date, lang));
        await expect(card).toContainText(post.author);
        await expect(card).toContainText(post.excerpt);
        await expect(
          card.getByRole('link', { name: new RegExp(t(lang, 'blog', 'readMore')) }),
        ).toHaveAttribute('href', `${prefix(lang)}/blog/${post.slug}`);
      }

      // From the list to each post and back by the site's own links, as a reader goes.
      for (const post of articles) {
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/blog$`));
        await page.getByRole('link', { name: post.title }).first().click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/blog/${post.slug}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
        // The Markdown body loads on its own after the heading.
        await expect(page.locator('main article h2').first()).toBeVisible();
        await expect(page.locator('main')).toContainText(longDate(post.date, lang));
        await expect(page.locator('main')).toContainText(post.author);
        expect(await page.locator('main article h2').count()).toBeGreaterThanOrEqual(3);
        expect(await page.locator('main article p').count()).toBeGreaterThanOrEqual(5);
        await expectMeta(page, `${post.title} | Snow Day Calculator`, post.excerpt);
        const back = page.getByRole('link', { name: t(lang, 'blog', 'back') });
        await expect(back).toHaveAttribute('href', `${prefix(lang)}/blog`);
        await back.click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t(lang, 'blog', 'heading'),
        );
      }
      expect(pageErrors).toEqual([]);
    });
  }

  test('a page of the blog opened from a link starts at the top', async ({ page }) => {
    const [first, second] = posts('en');
    await page.goto(`/blog/${first?.slug}`);
    await expect(page.locator('main article h2').first()).toBeVisible();
    // Scrolled again at each look: the page may still grow (its app taking over) after the first.
    const scrollToEnd = () =>
      expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.body.scrollHeight);
            return window.scrollY;
          }),
        )
        .toBeGreaterThan(300);
    // From the end of a post, back to the list, then down the list to another post: each link
    // opens its page at the top, as a full page load would.
    await scrollToEnd();
    await page.getByRole('link', { name: t('en', 'blog', 'back') }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.setViewportSize({ width: 360, height: 500 });
    await scrollToEnd();
    await page.getByRole('link', { name: second?.title ?? '', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second?.title ?? '');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown post says so and links back, translated', async ({ page }) => {
    await page.goto('/fr/blog/il-neige-a-paris');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article introuvable');
    // The page renders behind the server's stand-in heading until it is ready: never two
    // headings at once, however long the moment between the two lasts.
    const hiddenIsland = await page.evaluate(() => {
      const island = document.createElement('div');
      island.className = 'page-island';
      island.hidden = true;
      document.querySelector('main')?.append(island);
      const { display } = getComputedStyle(island);
      island.remove();
      return display;
    });
    expect(hiddenIsland).toBe('none');
    await expect(page.getByRole('link', { name: t('fr', 'blog', 'back') })).toHaveAttribute(
      'href',
      '/fr/blog',
    );
    await expectMeta(page, t('fr', 'blog', 'notFoundMetaTitle'));
  });
});
