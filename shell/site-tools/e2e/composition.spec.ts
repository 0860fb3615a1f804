import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORTS } from '../../../playwright.config';
import type { Page } from '@playwright/test';
import { expect, t, test } from './fixtures';

// A remote is made unreachable here with `page.route`, which does not see the requests a
// service worker makes once it controls the page: these run without the worker, whose own
// behaviour with no network is held by offline.spec.ts and section-update.spec.ts.
test.use({ serviceWorkers: 'block' });

const pagesOrigin = `http://127.0.0.1:${E2E_PORTS.pages}`;
const shellDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

/**
 * The shell's server inlines the runtime config in each page; a page without it (a cached or
 * hand-served copy) asks `/runtime-config.json`, whose failures these tests exercise. The
 * element is removed as the parser adds it: the page itself still comes from the server, since
 * Chromium treats a document fulfilled by the test as public and then refuses its requests to
 * the remotes on 127.0.0.1 (Local Network Access), which would fail the retry for another reason.
 */
async function withoutInlineConfig(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.id === 'runtime-config') {
            node.remove();
            observer.disconnect();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('composition promises', () => {
  test('1. remote addresses are read at run time, not baked into the shell', async ({
    page,
    request,
  }) => {
    const config = await (await request.get('/runtime-config.json')).json();
    expect(config.remotes.pages).toBe(`${pagesOrigin}/remoteEntry.js`);
    const served: string[] = [];
    page.on('request', (r) => served.push(r.url()));
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'about', 'title'));
    // The heading is the server's; the section's code is asked for as the page starts.
    await expect
      .poll(() => served.some((url) => url.startsWith(`${pagesOrigin}/remoteEntry.js`)))
      .toBe(true);

    const files = readdirSync(shellDist, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.(js|html)$/.test(f),
    );
    for (const file of files) {
      const source = readFileSync(path.join(shellDist, file), 'utf8');
      expect(source, file).not.toMatch(/remoteEntry\.js/);
      expect(source, file).not.toContain(String(E2E_PORTS.pages));
    }
  });

  test('2. an unreachable remote shows its fallback; the chrome keeps working; retry recovers', async ({
    page,
  }) => {
    await page.route(`${pagesOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/es/about');
    // What the server painted stays readable, with a quiet notice and a retry.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es', 'about', 'title'));
    await expect(page.getByTestId('section-notice')).toContainText(
      t('es', 'common', 'section.keptNotice'),
    );

    // The chrome and the shell's own pages still work.
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    // The Spanish page that was painted is not the French one: the app says the section is out.
    await expect(page.getByTestId('section-notice')).toHaveCount(0);
    await expect(page.getByTestId('section-unavailable').getByRole('heading')).toHaveText(
      t('fr', 'common', 'section.unavailableTitle'),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Confidentialité' }).click();
    await expect(page).toHaveURL(/\/fr\/privacy$/);
    await expect(page.getByTestId('section-unavailable')).toBeVisible();

    // The remote comes back: retry loads it without a page reload.
    await page.unroute(`${pagesOrigin}/**`);
    const marker = await page.evaluate(
      () => ((window as unknown as { marker: number }).marker = 42),
    );
    await page.getByRole('button', { name: t('fr', 'common', 'section.retry') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('fr', 'pages', 'privacy.title'),
    );
    // The other pages of the recovered remote load too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'À propos' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'about', 'title'));
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(
      marker,
    );
  });

  test('2. other sections keep working while one remote is down', async ({ page }) => {
    await page.route(`${pagesOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'blog', 'heading'));
    // Followed in the app, the section says it is out; followed before the app has started, the
    // link is the browser's, and the server's page stays readable with its notice.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(
      page.getByTestId('section-unavailable').or(page.getByTestId('section-notice')),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'blog', 'heading'));
  });

  test('2. a failing runtime config is contained and retried', async ({ page }) => {
    await withoutInlineConfig(page);
    let failing = true;
    await page.route('**/runtime-config.json', (route) =>
      failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await page.goto('/privacy');
    // The painted page stays; the notice offers a retry, which then takes the page over.
    const notice = page.getByTestId('section-notice');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    failing = false;
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('2. a malformed runtime config is contained', async ({ page }) => {
    await withoutInlineConfig(page);
    await page.route('**/runtime-config.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"remotes":42}' }),
    );
    await page.goto('/contact');
    await expect(page.getByTestId('section-unavailable')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
