import type { BrowserContext, Page } from '@playwright/test';
import { expect, forgetVisit, LANGUAGES, prefix, t, test } from './fixtures';
import { onFirstPaint, pageWithoutJavaScript } from './page-helpers';

/** The address of every page the context paints, as each paints for the first time. */
async function paintedPages(context: BrowserContext): Promise<string[]> {
  const painted: string[] = [];
  await onFirstPaint(context, (pathname) => painted.push(pathname));
  return painted;
}

test.describe('the shell chrome', () => {
  test('header and footer in every language carry its prefix', async ({ page, pageErrors }) => {
    for (const lang of LANGUAGES) {
      await test.step(lang, async () => {
        await forgetVisit(page);
        await page.goto(`${prefix(lang)}/about`);
        const header = page.locator('header.site-header');
        await expect(header.getByText(t(lang, 'common', 'product'))).toBeVisible();
        await expect(
          header.getByText(t(lang, 'common', 'subtitle')).filter({ visible: true }),
        ).toBeVisible();
        const nav = page.getByRole('navigation', { name: t(lang, 'common', 'nav.label') });
        await expect(
          nav.getByRole('link', { name: t(lang, 'common', 'nav.home') }),
        ).toHaveAttribute('href', prefix(lang) || '/');
        await expect(
          nav.getByRole('link', { name: t(lang, 'common', 'nav.blog') }),
        ).toHaveAttribute('href', `${prefix(lang)}/blog`);
        await expect(
          nav.getByRole('link', { name: t(lang, 'common', 'nav.checkAnother') }),
        ).toHaveAttribute('href', prefix(lang) || '/');

        const footer = page.getByRole('contentinfo');
        for (const [key, path] of [
          ['footer.about', '/about'],
          ['footer.privacy', '/privacy'],
          ['footer.contact', '/contact'],
        ] as const) {
          await expect(footer.getByRole('link', { name: t(lang, 'common', key) })).toHaveAttribute(
            'href',
            `${prefix(lang)}${path}`,
          );
        }
        await expect(footer).toContainText(String(new Date().getFullYear()));
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : lang);
      });
    }
    expect(pageErrors).toEqual([]);
  });

  test('the language picker works with the keyboard and marks the current language', async ({
    page,
  }) => {
    await page.goto('/es/privacy?x=1');
    const button = page.getByRole('button', { name: /Idioma: Español/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const current = menu.getByRole('menuitemradio', { name: 'Español' });
    await expect(current).toHaveAttribute('aria-checked', 'true');
    await expect(current).toHaveCSS('font-weight', '700');
    await expect(current).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitemradio', { name: '中文' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh\/privacy\?x=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('zh', 'pages', 'privacy.title'),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('the closed language menu is laid out after the first paint, not in it', async ({
    browser,
    page,
  }) => {
    const boxes = (target: Page) =>
      target
        .getByRole('menu', { includeHidden: true })
        .evaluate((menu) => menu.getClientRects().length);
    // The page as first painted: the server's markup, before any script.
    const served = await pageWithoutJavaScript(browser);
    await served.goto('/');
    expect(await boxes(served)).toBe(0);
    await served.context().close();
    // Once the page is idle, the closed menu has its box, so that opening it costs no layout.
    await page.goto('/');
    await expect.poll(() => boxes(page)).toBe(1);
    const menu = page.getByRole('menu', { includeHidden: true });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: /Language: English/ }).click();
    await expect(menu).toBeVisible();
    // Laid out cheaply: 中文 in a Chinese font first, and no name sent to a hyphenation dictionary.
    const chinese = await page.getByRole('menuitemradio', { name: '中文' }).evaluate((item) => {
      const style = getComputedStyle(item);
      return { fontFamily: style.fontFamily, hyphens: style.hyphens };
    });
    expect(chinese.fontFamily).toMatch(/^"PingFang SC"/);
    expect(chinese.hyphens).toBe('manual');
  });

  test('a chosen language is remembered and re-applied on the next visit', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('fr');

    // The English page the server answers at /contact is left before it is painted: nothing
    // on it could be tapped and then lost.
    const painted = await paintedPages(page.context());
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('fr', 'pages', 'contact.title'),
    );
    await expect.poll(() => painted).toEqual(['/fr/contact']);

    // Choosing English is remembered too: no redirect back to French.
    await page.getByRole('button', { name: /Langue/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/contact$/);
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('a language prefix in the URL wins and is stored', async ({ page }) => {
    await page.goto('/es/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es', 'about', 'title'));
    // Stored by the app as it starts.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('preferred-language')))
      .toBe('es');
  });

  test('/zh-CN is an alias of /zh', async ({ page }) => {
    await page.goto('/zh-CN/about?from=alias');
    await expect(page).toHaveURL(/\/zh\/about\?from=alias$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zh', 'about', 'title'));
  });

  test('the browser language picks the prefix on a first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-CA' });
    const painted = await paintedPages(context);
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect.poll(() => painted).toEqual(['/fr/about']);
    await context.close();
  });

  test('?lng= picks the language on a first visit', async ({ page }) => {
    await page.goto('/privacy?lng=es');
    await expect(page).toHaveURL(/\/es\/privacy$/);
  });

  test('?lng= applies over a stored English, and is stored in its place', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('preferred-language', 'en'));
    // The English page the server answers is left before it is painted, as for any language.
    const painted = await paintedPages(page.context());
    await page.goto('/privacy?lng=es&x=1');
    await expect(page).toHaveURL(/\/es\/privacy\?x=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('es', 'pages', 'privacy.title'),
    );
    await expect.poll(() => painted).toEqual(['/es/privacy']);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('preferred-language')))
      .toBe('es');
  });

  test('blocked storage never breaks a page', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: blocked });
      Object.defineProperty(document, 'cookie', { get: blocked, set: blocked });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/fr/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'about', 'title'));
    await page.getByRole('button', { name: /Langue/ }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/about$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  /**
   * The kinds of the flakes' falls that are playing. Each must be a Web Animation (`Animation`),
   * not a CSS one (`CSSAnimation`): a CSS animation's every repeat is an event the page's main
   * thread wakes up for (docs/performance.md#the-snowfall-off-the-main-thread).
   */
  const falling = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            (animation.effect as KeyframeEffect | null)?.target?.classList.contains('snowflake'),
        )
        .map((animation) => animation.constructor.name),
    );

  test('snowfall: 50 flakes that never catch clicks, still under reduced motion', async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/about');
    const flakes = page.locator('.snowflake');
    await expect(flakes).toHaveCount(50);
    await expect(page.getByTestId('snowfall')).toHaveCSS('pointer-events', 'none');
    expect(await falling(page)).toEqual([]);
    await context.close();

    const moving = await browser.newPage({ reducedMotion: 'no-preference' });
    await moving.goto('/about');
    await expect(moving.locator('.snowflake')).toHaveCount(50);
    await expect.poll(() => falling(moving)).toEqual(Array(50).fill('Animation'));
    // A click where flakes fall still reaches the page.
    await moving.getByRole('link', { name: 'Privacy' }).click();
    await expect(moving).toHaveURL(/\/privacy$/);
    await moving.close();
  });
});
