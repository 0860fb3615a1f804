import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGES, type Language } from '@snowday/shared-i18n/core';
import { REPLACED_MARKUP } from '../../src/features/islands/recoverable';

// The site's own list: a language added to shared-i18n is tested wherever the specs loop over them.
export { LANGUAGES };
export type Lang = Language;
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

interface Fixtures {
  /** Uncaught page errors collected during the test; most tests expect none. */
  pageErrors: string[];
  /**
   * Every page hydrates the markup the server sent (docs/decisions/012-one-paint.md#islands): a
   * page whose island had to replace it instead says so in the console, and fails the test.
   */
  hydrated: undefined;
  /**
   * Set where the server's markup is knowingly older than the section's code (a section
   * redeployed while the shell's server still holds its previous frames): the island then renders
   * anew, which is what such a test checks, and the console's note is not a failure.
   */
  markupMayBeStale: boolean;
}

/**
 * Every test runs offline: requests leaving 127.0.0.1 are aborted (and recorded, so a test that
 * would reach the internet fails), and uncaught page errors fail the test.
 */
export const test = base.extend<Fixtures>({
  markupMayBeStale: [false, { option: true }],
  hydrated: [
    async ({ context, markupMayBeStale }, provide) => {
      const replaced: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith(REPLACED_MARKUP)) {
            replaced.push(`${page.url()}: ${message.text().slice(0, 300)}`);
          }
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await provide(undefined);
      if (!markupMayBeStale) {
        expect(replaced, 'pages whose server markup was replaced').toEqual([]);
      }
    },
    { auto: true },
  ],
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

/**
 * Makes the next page a first visit again, for a test that walks several cases in one page: the
 * site remembers a language or units chosen earlier (cookies, localStorage), as a returning
 * visitor expects.
 */
export async function forgetVisit(page: Page): Promise<void> {
  const onSite = page.url().startsWith('http');
  // Cleared from a page of the site where no app runs: the page before may still be starting,
  // and would store its language again after the clear.
  if (onSite) await page.goto('/robots.txt');
  await page.context().clearCookies();
  if (onSite) await page.evaluate(() => localStorage.clear());
}

export async function expectMeta(page: Page, title: string, description?: string): Promise<void> {
  await expect(page).toHaveTitle(title);
  const meta = page.locator('meta[name="description"]');
  await expect(meta).toHaveCount(1);
  if (description !== undefined) await expect(meta).toHaveAttribute('content', description);
  else await expect(meta).toHaveAttribute('content', /.{20,}/);
}
