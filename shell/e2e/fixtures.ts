import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const LANGUAGES = ['en', 'es', 'fr', 'zh'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

// Through shared-i18n's exports (`./locales/*`), not its folder layout.
const locales = path.dirname(
  path.dirname(
    createRequire(import.meta.url).resolve('@snowday/shared-i18n/locales/en/common.json'),
  ),
);

/** The site's own translation files are the oracle for translated texts. */
export function texts(lang: Lang, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(locales, lang, `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** `t('es', 'common', 'nav.home')` reads a nested key. */
export function t(lang: Lang, namespace: string, key: string): string {
  const value = key.split('.').reduce<unknown>(
    (node, part) => {
      return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    },
    texts(lang, namespace),
  );
  if (typeof value !== 'string') throw new Error(`No text ${lang}/${namespace}:${key}`);
  return value;
}

/**
 * `page.goto` resolves once the app has taken over the server's static frame, as a visitor's
 * first click would need; pages without JavaScript or that fail to start fall back to `load`.
 */
function waitForApp(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page
      .waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
        timeout: 15_000,
      })
      .catch(() => undefined);
    return response;
  };
}

interface Fixtures {
  /** Uncaught page errors collected during the test; most tests expect none. */
  pageErrors: string[];
}

/**
 * Every test runs offline: requests leaving 127.0.0.1 are aborted (and recorded, so a test that
 * would reach the internet fails), and uncaught page errors fail the test.
 */
export const test = base.extend<Fixtures>({
  page: async ({ page }, provide) => {
    waitForApp(page);
    await provide(page);
  },
  pageErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    const outside: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page
      .context()
      .route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:)/, (route) => {
        outside.push(route.request().url());
        return route.abort();
      });
    await provide(errors);
    expect(outside, 'requests outside 127.0.0.1').toEqual([]);
  },
});

export { expect };

export async function expectMeta(page: Page, title: string, description?: string): Promise<void> {
  await expect(page).toHaveTitle(title);
  const meta = page.locator('meta[name="description"]');
  await expect(meta).toHaveCount(1);
  if (description !== undefined) await expect(meta).toHaveAttribute('content', description);
  else await expect(meta).toHaveAttribute('content', /.{20,}/);
}
