import { LANGUAGES, localizePath, wordPieces } from '@snowday/shared-i18n/core';
import { parseServerEnv } from '../../server/core/server-env';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORTS } from '../../../playwright.config';
import { createReadiness } from '../../server/web/observability/health';
import { createLogger } from '../../server/core/observability/logger';
import { remoteSecurity } from '../../server/web/http/security';
import { createShellApp } from '../../server/web/shell-app';
import { createStaticApp } from '../../server/web/http/static-app';
import { expect, t, test } from './fixtures';
import { redeploy } from './redeploy';
import { workerKeptPage } from './service-worker-helpers';

// The service worker is what these tests are about (the run blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
// One set of servers, on fixed ports, for the file's tests: in one worker, in order.
test.describe.configure({ mode: 'serial' });

/**
 * docs/product/home-screen.md#updates: a section deployed alone reaches a visitor whose device
 * keeps the site, on the next load or the one after, never held back by the worker. The pages
 * section is served here from a copy of its build, and deployed again with a changed text.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHELL_PORT = E2E_PORTS.shell + 10;
const PAGES_PORT = E2E_PORTS.shell + 11;
const shellOrigin = `http://127.0.0.1:${String(SHELL_PORT)}`;

let pagesDir: string;
const servers: Server[] = [];

test.beforeAll(async () => {
  pagesDir = mkdtempSync(path.join(tmpdir(), 'snowday-pages-'));
  // The precompressed copies are left out: the server then sends each file as it is.
  cpSync(path.join(repo, 'mfe-pages/dist'), pagesDir, {
    recursive: true,
    filter: (source) => !/\.(?:br|gz)$/.test(source),
  });
  const pages = createStaticApp({ root: pagesDir, headers: remoteSecurity([shellOrigin]) });
  const env = parseServerEnv({
    PORT: String(SHELL_PORT),
    HOST: '127.0.0.1',
    CALCULATOR_REMOTE_URL: `http://127.0.0.1:${String(E2E_PORTS.calculator)}/remoteEntry.js`,
    BLOG_REMOTE_URL: `http://127.0.0.1:${String(E2E_PORTS.blog)}/remoteEntry.js`,
    PAGES_REMOTE_URL: `http://127.0.0.1:${String(PAGES_PORT)}/remoteEntry.js`,
  });
  const readiness = createReadiness();
  readiness.markReady();
  const { app } = createShellApp({
    env,
    root: path.join(repo, 'shell/dist'),
    logger: createLogger('silent'),
    readiness,
  });
  for (const [handler, port] of [
    [pages, PAGES_PORT],
    [app, SHELL_PORT],
  ] as const) {
    const server = handler.listen(port, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push(server);
  }
});

test.afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(pagesDir, { recursive: true, force: true });
});

test.describe('a device that keeps the site', () => {
  // Its first reload after the redeploy may get the shell's frame of the old section (the
  // server reads a section's frames again once its copy is 30 s old): the new code then
  // renders the page anew, as docs/decisions/012-one-paint.md#islands says it may.
  test.use({ markupMayBeStale: true });

  test('a section deployed alone reaches a device that keeps the site', async ({ page }) => {
    // It also waits out the shell's 30 s list freshness for the page's head.
    test.setTimeout(90_000);
    const heading = page.getByRole('heading', { level: 1 });
    const title = t('en', 'about', 'title');
    await page.goto(`${shellOrigin}/about`);
    await expect(heading).toHaveText(title);
    await workerKeptPage(page);
    // The worker now answers every request, and keeps the section's files.
    await page.reload();
    await expect(heading).toHaveText(title);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const redeployed = `${title} (v2)`;
    redeploy(pagesDir, title, redeployed);
    // Its words for the page's head too (docs/product/pages.md#link-previews).
    const description = t('en', 'pages', 'about.metaDescription');
    redeploy(pagesDir, description, `${description} (v2)`);
    let loads = 0;
    await expect(async () => {
      loads += 1;
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await expect(heading).toHaveText(redeployed, { timeout: 2_000 });
    }).toPass({ intervals: [0], timeout: 30_000 });
    expect(loads, 'loads until the new section shows').toBeLessThanOrEqual(2);

    // The shell's server, never restarted, writes the new head once its list is stale (30 s).
    const served = async () => (await page.request.get(`${shellOrigin}/about`)).text();
    const escaped = `${description} (v2)`.replaceAll("'", '&#39;');
    await expect
      .poll(served, { intervals: [1_000], timeout: 45_000 })
      .toContain(`<meta name="description" content="${escaped}" />`);
    expect(await served()).toContain(`<meta property="og:description" content="${escaped}" />`);
  });
});

test('a section deployed alone changes its words in every language, with no flip back', async ({
  browser,
}) => {
  // The shell's server reads the section's frames again once its copy is 30 s old.
  test.setTimeout(120_000);
  // docs/decisions/012-one-paint.md#words: the texts come from the section's own build.
  const changes = LANGUAGES.map((language) => {
    const from = t(language, 'about', 'whatTitle');
    const to = `${from} · v3`;
    redeploy(pagesDir, from, to);
    // The prerendered frames hold a Chinese text with a break between its words, as JSON.
    const broken = (text: string) =>
      wordPieces(text, language).join('<wbr aria-hidden=\\"true\\"/>');
    if (broken(from) !== from) redeploy(pagesDir, broken(from), `${broken(from)} · v3`);
    return { language, from, to, at: `${shellOrigin}${localizePath(language, '/about')}` };
  });
  // The page's text as a reader gets it: no markup (a <wbr> between Chinese words), no escapes.
  const served = async (at: string) =>
    (await (await fetch(at)).text())
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;|&#34;/g, '"')
      .replace(/&amp;|&#38;/g, '&');
  for (const { at, to } of changes) {
    await expect.poll(() => served(at), { intervals: [1_000], timeout: 45_000 }).toContain(to);
  }
  for (const { language, from, to, at } of changes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Every heading text the page ever shows, from the first paint through the take-over.
    await page.addInitScript(() => {
      const shown = new Set<string>();
      const record = () =>
        document.querySelectorAll('main h2').forEach((h) => shown.add(h.textContent ?? ''));
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      Object.assign(window, { shownHeadings: shown });
    });
    await page.goto(at);
    await expect(page.getByRole('heading', { level: 2, name: to })).toBeVisible();
    // The take-over is what could have put the old words back: wait for it, then look.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 2, name: to })).toBeVisible();
    const shown = await page.evaluate(() => [
      ...(window as unknown as { shownHeadings: Set<string> }).shownHeadings,
    ]);
    expect(shown, `${language}: headings shown`).toContain(to);
    expect(shown, `${language}: headings shown`).not.toContain(from);
    await context.close();
  }
});
