import type { Browser, Page } from '@playwright/test';
import { localizePath } from '@snowday/shared-i18n/core';
import { E2E_PORTS } from '../../../playwright.config';
import { expect, LANGUAGES, t, test, type Lang } from './fixtures';
import { recordLayoutShifts } from './page-helpers';
import { backgroundRenders, underStorm, type BackgroundLoad } from './storm';
import { workerKeptPage } from './service-worker-helpers';

/**
 * docs/product/performance.md#the-storm-profile: on a phone, on a crowded network, with the
 * server busy rendering other visitors' results, a page is painted with its section's styles,
 * the result's answer on the first screen, and nothing moves, for a first visitor and for one the
 * service worker answers with a language chosen on an earlier visit
 * (docs/product/home-screen.md#nothing-moves), in every language; and a result whose section's
 * code cannot be had keeps what the server painted (docs/product/composition.md#what-was-painted-stays).
 */
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const FOLD = PHONE.viewport.height;

/**
 * Each page, and a rule of its section's own stylesheet that a paint without it would not show:
 * the form's card rounded, the result's block a size container, the post's card rounded.
 */
const PAGES = [
  { path: '/', probe: ['.calc-card', 'border-top-left-radius', '0px'] },
  {
    path: '/result?location=14201&schoolType=Public&snowDays=1',
    probe: ['section.result', 'container-type', 'normal'],
  },
  { path: '/blog/the-science-of-snow', probe: ['.blog-post', 'border-top-left-radius', '0px'] },
] as const;
type Probe = (typeof PAGES)[number]['probe'];

interface FirstPaint {
  /** Whether the section's stylesheet applied to what was painted. */
  styled: boolean;
  /** Where the result's chance ended on screen, when the page arrived with its answer. */
  answerBottom: number | null;
}

declare global {
  interface Window {
    snowdayPainted?: FirstPaint;
  }
}

/** What the first contentful paint showed, read in the page the moment it has been painted. */
async function noteFirstPaint(page: Page, [selector, property, unstyled]: Probe): Promise<void> {
  await page.addInitScript(
    ({ selector, property, unstyled }) => {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        const found = document.querySelector(`main ${selector}`);
        const answer = document.querySelector('[data-testid="headline-chance"]');
        window.snowdayPainted = {
          styled: found !== null && getComputedStyle(found).getPropertyValue(property) !== unstyled,
          answerBottom: answer ? answer.getBoundingClientRect().bottom : null,
        };
      }).observe({ type: 'paint', buffered: true });
    },
    { selector, property, unstyled },
  );
}

/** Loads `path` under the storm and checks its first paint and every shift until it is quiet. */
async function holdsUp(page: Page, path: string, shifts: () => Promise<string[]>) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 60_000 });
  // What arrives after the take-over: a section's own texts, the recent searches.
  await page.waitForTimeout(1_500);
  const painted = await page.evaluate(() => window.snowdayPainted);
  expect(painted?.styled, `${path}: painted with its section's styles`).toBe(true);
  // A result the server answered in time shows its chance on the first screen; one it sent
  // without (its render later than the page's deadline) shows its loading state there instead.
  expect(painted?.answerBottom ?? 0, `${path}: the answer on the first screen`).toBeLessThan(FOLD);
  expect(await shifts(), `${path}: layout shifts`).toEqual([]);
}

let load: BackgroundLoad | undefined;
test.beforeAll(() => {
  load = backgroundRenders();
});
test.afterAll(async () => {
  const done = await load?.stop();
  // The server was busy: the other visitors' pages were being rendered throughout.
  expect(done?.pages ?? 0).toBeGreaterThan(0);
});

/** Each language's name in the language menu. */
const NAMES: Record<Lang, string> = { en: 'English', es: 'Español', fr: 'Français', zh: '中文' };

/** Chooses `language` in the header's menu, as a visitor does. */
async function choose(page: Page, language: Lang): Promise<void> {
  await page.getByRole('button', { name: /Language|Idioma|Langue|语言/ }).click();
  await page.getByRole('menuitemradio', { name: NAMES[language] }).click();
  await expect(page.locator('html')).toHaveAttribute(
    'lang',
    language === 'zh' ? 'zh-CN' : language,
  );
}

async function stormPhone(browser: Browser, serviceWorkers: 'allow' | 'block') {
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce', serviceWorkers });
  return context.newPage();
}

test.describe('under the storm profile, on a phone', () => {
  test.setTimeout(180_000);

  for (const lang of LANGUAGES) {
    const at = (path: string) => localizePath(lang as Lang, path);

    test(`${lang}: a first visit is painted styled, answers on its first screen and moves nothing`, async ({
      browser,
    }) => {
      for (const { path, probe } of PAGES) {
        const page = await stormPhone(browser, 'block');
        await noteFirstPaint(page, probe);
        const shifts = await recordLayoutShifts(page);
        await underStorm(page);
        await holdsUp(page, at(path), shifts);
        await page.context().close();
      }
      // The calculator's code cannot be had: the answer the server painted stays, readable.
      const page = await stormPhone(browser, 'block');
      await page
        .context()
        .route(`http://127.0.0.1:${String(E2E_PORTS.calculator)}/**/*.js*`, (route) =>
          route.abort('connectionrefused'),
        );
      const shifts = await recordLayoutShifts(page);
      await underStorm(page);
      await page.goto(at(PAGES[1].path), { waitUntil: 'commit' });
      await expect(page.getByTestId('section-notice')).toContainText(
        t(lang, 'common', 'section.keptNotice'),
        { timeout: 60_000 },
      );
      await expect(page.getByTestId('headline-chance')).toBeVisible();
      await expect(page.getByTestId('forecast-card')).toHaveCount(3);
      expect(await shifts(), 'a kept page: layout shifts').toEqual([]);
      await page.context().close();
    });

    test(`${lang}: a returning visitor, answered by the service worker, sees the same`, async ({
      browser,
    }) => {
      const page = await stormPhone(browser, 'allow');
      // The earlier visit: the worker installs, the visitor picks a language other than the one
      // the address gave, then looks a place up (a search remembered on the device).
      await page.goto(lang === 'en' ? '/fr/' : '/');
      await workerKeptPage(page);
      await choose(page, lang);
      await page.goto(at(PAGES[1].path));
      await expect(page.getByTestId('headline-chance')).toBeVisible();
      // Remembered once the result is on screen: before the next visit, not while it loads.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('recent-searches')))
        .not.toBeNull();
      const visits = [
        ...PAGES.map(({ path, probe }) => ({ path: at(path), probe })),
        // Written without the language: the remembered one is applied before the first paint.
        { path: PAGES[2].path, probe: PAGES[2].probe },
      ];
      for (const { path, probe } of visits) {
        const visit = await page.context().newPage();
        await noteFirstPaint(visit, probe);
        const shifts = await recordLayoutShifts(visit);
        await underStorm(visit);
        await holdsUp(visit, path, shifts);
        expect(
          await visit.evaluate(() => navigator.serviceWorker.controller !== null),
          'answered by the worker',
        ).toBe(true);
        await visit.close();
      }
      await page.context().close();
    });
  }
});
