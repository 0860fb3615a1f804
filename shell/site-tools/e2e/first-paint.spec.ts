import type { SectionAssets } from '@snowday/shared-i18n/contract';
import { E2E_PORTS } from '../../../playwright.config';
import { expect, t, test } from './fixtures';
import { pageWithoutJavaScript, recordLayoutShifts } from './page-helpers';

const blogOrigin = `http://127.0.0.1:${E2E_PORTS.blog}`;

test.describe('first paint and crawlers (docs/product/performance.md#first-paint)', () => {
  test('the server HTML carries the page head and frame, without JavaScript', async ({
    browser,
  }) => {
    const page = await pageWithoutJavaScript(browser);
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
    // Styled before any script: the header has its real layout (one grid row on a desktop).
    await expect(page.locator('.site-header__inner')).toHaveCSS('display', 'grid');
    await page.context().close();
  });

  test("the server paints a post's whole article, styled, without JavaScript", async ({
    browser,
  }) => {
    const page = await pageWithoutJavaScript(browser);
    await page.goto('/fr/blog/the-science-of-snow');
    const article = page.getByRole('main').locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(/^La science de la neige/);
    await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(article.locator('.blog-prose p').first()).toContainText('flocon');
    // The blog's own styles came with it: the article has its reading width.
    await expect(page.locator('.blog')).toHaveCSS('max-width', /px$/);
    await page.context().close();
  });

  test('the home form the server paints works before any script: typed and sent, it answers', async ({
    browser,
  }) => {
    const page = await pageWithoutJavaScript(browser);
    await page.goto('/es');
    const form = page.getByRole('form', { name: t('es', 'calculator', 'form.label') });
    await form.getByLabel(t('es', 'calculator', 'form.location')).fill('14201');
    await form.getByLabel(t('es', 'calculator', 'form.snowDays')).fill('3');
    await form.getByRole('button', { name: t('es', 'calculator', 'form.submit') }).click();
    await expect(page).toHaveURL(/\/es\/result\?location=14201&schoolType=Public&snowDays=3/);
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    await expect(page.getByTestId('snow-days-used')).toContainText('3');
    await page.context().close();
  });

  test('a result page says from the first paint that the forecasts are samples', async ({
    browser,
  }) => {
    const page = await pageWithoutJavaScript(browser);
    await page.goto('/fr/result?location=14201');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'result', 'heading'));
    // The e2e site serves sample forecasts, and its result pages say so from the first paint.
    await expect(main.getByTestId('sample-notice')).toContainText(
      t('fr', 'result', 'sample.title'),
    );
    // The answer itself is rendered on the server: result-on-server.spec.ts.
    // Without a place the page goes home: nothing of the result page is painted.
    await page.goto('/fr/result');
    await expect(page.getByRole('main').locator('.result')).toHaveCount(0);
    await page.context().close();
  });

  test('unknown paths answer 404, still with the frame', async ({ request }) => {
    const response = await request.get('/es/no-existe');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(t('es', 'common', 'notFound.title'));
  });

  test('a post the blog does not publish answers 404, and the blog says so', async ({ page }) => {
    const response = await page.goto('/fr/blog/aucun-article');
    expect(response?.status()).toBe(404);
    // The server names it as the blog does: a post not found, not a page.
    expect(await response?.text()).toContain(
      `<title>${t('fr', 'blog', 'notFoundMetaTitle')}</title>`,
    );
    await expect(page.getByRole('main')).toContainText(t('fr', 'blog', 'notFoundTitle'));
    await expect(page).toHaveTitle(t('fr', 'blog', 'notFoundMetaTitle'));
  });

  test('sitemap.xml and robots.txt list every page in every language', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // Nine pages in four languages: home, about, privacy, contact, accuracy, the blog and its three posts.
    expect(sitemap.match(/<loc>/g)).toHaveLength(36);
    expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/zh\/blog\/the-science-of-snow<\/loc>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  // In other languages too: the page's texts (the shell's and the section's) are on the list.
  for (const path of [
    '/',
    '/result?location=14201',
    '/about',
    '/fr/about',
    '/zh/result?location=14201',
  ]) {
    test(`${path}: every start-up script is requested at once, none in a chain`, async ({
      page,
    }) => {
      // The server's lists of each section's files are fetched once and then kept; on a busy
      // machine a cold list can miss its bound, which costs a page its hints, not its content.
      await page.request.get(path);
      const scripts: string[] = [];
      const bodies: Promise<string | undefined>[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      page.on('response', (response) => {
        // A body Chromium has already let go of (on a busy machine, a preload the import took
        // over) cannot be read: that file goes unchecked in this run rather than failing it.
        if (response.request().resourceType() === 'script') {
          bodies.push(response.text().catch(() => undefined));
        }
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const hintedNow = () =>
        page.$$eval('link[rel="modulepreload"], link[rel="preload"][as="script"]', (links) =>
          links.map((link) => (link as HTMLLinkElement).href),
        );
      // Every script the page ran was listed up front (shell and section alike), and every
      // listed file was used: the list is neither short nor stale. The starter adds its hints a
      // few per task, and on a busy machine the network can go idle while the main thread is
      // still busy: both sides are read until they settle.
      const unmatched = async () => {
        const hinted = await hintedNow();
        return [
          ...scripts.filter((url) => !hinted.includes(url)),
          ...hinted.filter((url) => !scripts.includes(url)),
        ];
      };
      await expect.poll(unmatched).toEqual([]);
      const hinted = await hintedNow();
      // The starter is inline: it costs no request of its own.
      expect(await page.locator('script[type="module"]:not([src])').count()).toBe(1);
      // Each asked for once: a hint of the wrong kind is fetched again by the import.
      expect(scripts).toHaveLength(new Set(scripts).size);
      // Each compiled off the main thread as it arrives, as served (compressed).
      const read = (await Promise.all(bodies)).filter((body) => body !== undefined);
      expect(read.length).toBeGreaterThan(0);
      for (const body of read) expect(body.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
      expect(hinted.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    });
  }

  test('the server-painted heading and lead stay put while the page loads', async ({ page }) => {
    await page.route('**/remoteEntry.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const shifts = await recordLayoutShifts(page);
    await page.addInitScript(() => {
      const record = window as unknown as { firstLead?: string };
      document.addEventListener('DOMContentLoaded', () => {
        record.firstLead = JSON.stringify(
          document.querySelector('.page-intro__lead')?.getBoundingClientRect(),
        );
      });
    });
    const leadNow = () =>
      page.evaluate(() =>
        JSON.stringify(document.querySelector('.page-intro__lead')?.getBoundingClientRect()),
      );
    await page.goto('/es');
    await expect(page.locator('.page-intro__lead')).toHaveText(t('es', 'calculator', 'home.lead'));
    await expect(
      page.getByRole('button', { name: t('es', 'calculator', 'form.submit') }),
    ).toBeVisible();
    const first = await page.evaluate(
      () => (window as unknown as { firstLead?: string }).firstLead,
    );
    expect(first).toMatch(/"width":[1-9]/);
    expect(await leadNow()).toBe(first);
    expect(await shifts()).toEqual([]);
  });

  test('every file a remote lists for its sections is served', async ({ request }) => {
    for (const remote of ['calculator', 'blog', 'pages'] as const) {
      const origin = `http://127.0.0.1:${E2E_PORTS[remote]}`;
      const assets = (await (
        await request.get(`${origin}/section-assets.json`)
      ).json()) as SectionAssets;
      const files = Object.values(assets.exposes).flatMap(({ js, css }) => [...js, ...css]);
      expect(files.length, remote).toBeGreaterThan(0);
      for (const file of new Set(files)) {
        expect((await request.get(`${origin}/${file}`)).status(), `${remote}: ${file}`).toBe(200);
      }
    }
  });

  for (const path of ['/fr/blog/the-science-of-snow', '/es', '/about', '/result?location=14201']) {
    test(`${path}: the app takes over the very elements the server sent, without a shift`, async ({
      page,
    }) => {
      const shifts = await recordLayoutShifts(page);
      // The server's heading and the chrome's header, as parsed, before any script of the page.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () =>
          Object.assign(window, {
            served: [document.querySelector('main h1'), document.querySelector('header')],
          }),
        );
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Hydrated, not replaced: the same nodes are on screen (docs/decisions/012-one-paint.md).
      const kept = await page.evaluate(() => {
        const { served } = window as unknown as { served: (Element | null)[] };
        const now = [document.querySelector('main h1'), document.querySelector('header')];
        return served.map((element, index) => !!element && element === now[index]);
      });
      expect(kept).toEqual([true, true]);
      expect(await shifts()).toEqual([]);
    });
  }

  test('a link to another section fetches its remote when a pointer rests on it', async ({
    page,
  }) => {
    const blogFiles: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(blogOrigin)) blogFiles.push(request.url());
    });
    await page.goto('/fr');
    await expect(
      page.getByRole('button', { name: t('fr', 'calculator', 'form.submit') }),
    ).toBeVisible();
    expect(blogFiles, 'nothing of the blog before any interest').toEqual([]);
    // The chrome listens for interest once it has taken the page over: a pointer resting on a
    // link before that is not counted (the click still works, as a plain link).
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

    const blogLink = page
      .getByRole('navigation', { name: t('fr', 'common', 'nav.label') })
      .getByRole('link', { name: t('fr', 'common', 'nav.blog') });
    const assets = (await (
      await page.request.get(`${blogOrigin}/section-assets.json`)
    ).json()) as SectionAssets;
    const section = assets.exposes['./BlogList'];
    const needed = [...(section?.js ?? []), ...(section?.css ?? [])];
    expect(needed).toContain('remoteEntry.js');

    await blogLink.hover();
    await expect
      .poll(() => needed.filter((file) => !blogFiles.includes(`${blogOrigin}/${file}`)))
      .toEqual([]);
    const prefetched = blogFiles.length;

    await blogLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'blog', 'heading'));
    expect(blogFiles.length, 'the click finds the blog loaded').toBe(prefetched);
  });
});
