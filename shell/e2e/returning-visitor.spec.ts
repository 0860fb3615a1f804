import type { Page } from '@playwright/test';
import { LANGUAGES, localizePath, type Language } from '@snowday/shared-i18n/core';
import { expect, test } from './fixtures';
import { recordLayoutShifts } from './page-helpers';
import { workerKeptPage } from './worker-helpers';

// A returning visitor's browser: the service worker answers, as it does for them.
test.use({ serviceWorkers: 'allow' });

/** Each language's name in the language menu. */
const NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  zh: '中文',
};

/** Chooses `language` in the header's menu, as a visitor does. */
async function choose(page: Page, language: Language): Promise<void> {
  await page.getByRole('button', { name: /Language|Idioma|Langue|语言/ }).click();
  await page.getByRole('menuitemradio', { name: NAMES[language] }).click();
  await expect(page.locator('html')).toHaveAttribute(
    'lang',
    language === 'zh' ? 'zh-CN' : language,
  );
}

/**
 * docs/product/home-screen.md#nothing-moves: a visitor who comes back, with the service worker in
 * control and a language chosen on an earlier visit, sees nothing move on the home page, a result
 * or a post, in any language, nor on a post whose address names another language.
 */
for (const language of LANGUAGES) {
  test(`nothing moves for a returning visitor who reads in ${NAMES[language]}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const shifts = await recordLayoutShifts(page);
    // A phone's CPU (4× slower): the parser stops part-way through a page more often, and what a
    // paint of a half-read page showed would move (on this machine's speed it rarely does).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The first visit: the worker installs, and the visitor picks a language other than the one
    // the address gave, then looks a place up (a returning visitor's recent search).
    await page.goto(language === 'en' ? '/fr/' : '/');
    await workerKeptPage(page);
    await choose(page, language);
    const result = localizePath(language, '/result?location=14201&schoolType=Public&snowDays=1');
    await page.goto(result);
    await expect(page.getByTestId('headline-chance')).toBeVisible();

    for (const path of [
      localizePath(language, '/'),
      result,
      localizePath(language, '/blog/the-science-of-snow'),
      // Written without the language: the remembered one is applied.
      '/blog/the-science-of-snow',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      // What arrives after the take-over (a list of recent searches, a section's own texts).
      await page.waitForTimeout(1_000);
      expect(
        await page.evaluate(() => navigator.serviceWorker.controller !== null),
        `${path}: answered by the worker`,
      ).toBe(true);
      expect(await shifts(), `${path}: layout shifts`).toEqual([]);
    }
  });
}
