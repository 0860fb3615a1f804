import { STANDALONE_PORTS } from '../../../playwright.config';
import { expect, t, test } from './fixtures';

const at = (remote: keyof typeof STANDALONE_PORTS, path: string) =>
  `http://127.0.0.1:${STANDALONE_PORTS[remote]}${path}`;

test.describe('3. each remote runs alone for development', () => {
  test('the pages remote, with the shared language routing', async ({ page }) => {
    await page.goto(at('pages', '/fr/contact'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('fr', 'pages', 'contact.title'),
    );
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('zh', 'pages', 'contact.title'),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('the blog remote resolves the language like the shell', async ({ page }) => {
    await page.goto(at('blog', '/zh-CN/blog'));
    await expect(page).toHaveURL(/\/zh\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('zh', 'blog', 'heading'));
  });

  test('the calculator remote, with its own sample weather', async ({ page }) => {
    await page.goto(at('calculator', '/es'));
    await page.getByLabel(t('es', 'calculator', 'form.location')).fill('Burgos');
    await page.getByRole('button', { name: t('es', 'calculator', 'form.submit') }).click();
    await expect(page).toHaveURL(/\/es\/result\?location=Burgos/);
    await expect(page.getByTestId('place-name')).toHaveText('Burgos, España');
    await expect(page.getByTestId('forecast-card')).toHaveCount(3);
  });

  test('a section alone draws with the site’s base styles, as composed', async ({ page }) => {
    const looks = () =>
      page.evaluate(() => {
        const style = (selector: string) => {
          const el = document.querySelector(selector);
          return el ? getComputedStyle(el) : undefined;
        };
        const hidden = document.querySelector('.day-chip .visually-hidden');
        return {
          font: style('body')?.fontFamily,
          colour: style('body')?.color,
          // Read to assistive technology, never drawn: one clipped pixel.
          hidden: hidden ? Math.round(hidden.getBoundingClientRect().width) : undefined,
          button: style('.button')?.borderTopLeftRadius,
        };
      });
    await page.goto('/result?location=14201');
    // The dev server compiles the section when it is first asked for.
    await expect(page.getByTestId('day-chip')).toHaveCount(3, { timeout: 30_000 });
    const composed = await looks();
    await page.goto(at('calculator', '/result?location=14201'));
    // The dev server compiles the section when it is first asked for.
    await expect(page.getByTestId('day-chip')).toHaveCount(3, { timeout: 30_000 });
    const alone = await looks();
    expect(alone.font).not.toMatch(/times/i);
    expect(alone.hidden).toBe(1);
    expect(alone).toEqual(composed);
  });
});
