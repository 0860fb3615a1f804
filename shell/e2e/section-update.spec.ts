import { parseServerEnv } from '../server/server-env';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORTS } from '../../playwright.config';
import { createReadiness } from '../server/observability/health';
import { createLogger } from '../server/observability/logger';
import { remoteSecurity } from '../server/security';
import { createShellApp } from '../server/shell-app';
import { createStaticApp } from '../server/static-app';
import { expect, t, test } from './fixtures';
import { redeploy } from './redeploy';
import { workerKeptPage } from './worker-helpers';

// The service worker is what these tests are about (the run blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * docs/product/home-screen.md#updates: a section deployed alone reaches a visitor whose device
 * keeps the site, on the next load or the one after, never held back by the worker. The pages
 * section is served here from a copy of its build, and deployed again with a changed text.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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
