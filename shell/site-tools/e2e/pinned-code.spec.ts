import { publishRelease } from '@snowday/shared-i18n/build/releases';
import { RELEASE_FILE, type ReleaseRecord } from '@snowday/shared-i18n/contract';
import type { RequestHandler } from 'express';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORTS } from '../../../playwright.config';
import { remoteSecurity } from '../../server/web/http/security';
import { createStaticApp } from '../../server/web/http/static-app';
import { expect, t, test } from './fixtures';
import { startShellOnReleaseMap } from './shell-on-release-map';

// One set of servers, on ports of their own, for the file's story.
test.describe.configure({ mode: 'serial' });

/**
 * docs/decisions/013-section-sandbox-and-signing.md#browser-code: the pages section is served as a
 * signed release, and the shell's server has the browser run its scripts only as the release's
 * list has them. Then the section's address answers one of its chunks with other bytes, as a
 * compromised host or CDN would: those bytes never run, and the section is contained.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHELL_PORT = E2E_PORTS.shell + 26;
const PAGES_PORT = E2E_PORTS.shell + 27;
/** The blog, from its plain address (no release): another section, to show the page still works. */
const BLOG_PORT = E2E_PORTS.shell + 28;
const shellOrigin = `http://127.0.0.1:${String(SHELL_PORT)}`;
const pagesOrigin = `http://127.0.0.1:${String(PAGES_PORT)}`;
/** What the swapped chunk does first: a mark the page can be asked about. */
const MARK = '__swappedChunkRan';

let releasesDir: string;
let release = '';
/** The About section's chunk, by its path in the release's folder. */
let chunk = '';
let swapped = false;
const swappedServed: string[] = [];
let close = () => {};

/** The section's address, answering `chunk` with other bytes while `swapped` is set. */
const swapper: RequestHandler = (req, res, next) => {
  if (!swapped || req.path !== `/${release}/${chunk}`) return next();
  swappedServed.push(req.originalUrl);
  const original = readFileSync(path.join(releasesDir, 'pages', release, chunk), 'utf8');
  res.type('text/javascript').setHeader('Cache-Control', 'no-store');
  res.send(`globalThis.${MARK} = true;\n${original}`);
};

test.beforeAll(async () => {
  releasesDir = mkdtempSync(path.join(tmpdir(), 'snowday-pinned-'));
  const build = path.join(releasesDir, 'build');
  cpSync(path.join(repo, 'mfe-pages/dist'), build, {
    recursive: true,
    filter: (source) => !/\.(?:br|gz)$/.test(source),
  });
  const map = path.join(releasesDir, 'release-map.json');
  release = publishRelease({ section: 'pages', dist: build, releasesDir, map }).release;
  const record = JSON.parse(
    readFileSync(path.join(releasesDir, 'pages', release, RELEASE_FILE), 'utf8'),
  ) as ReleaseRecord;
  chunk = Object.keys(record.files).find((file) => /about-section-[\w-]+\.js$/.test(file)) ?? '';
  expect(chunk, 'the About section chunk').not.toBe('');

  const pages = createStaticApp({
    root: path.join(releasesDir, 'pages'),
    headers: [...remoteSecurity([shellOrigin]), swapper],
  });
  const blog = createStaticApp({
    root: path.join(repo, 'mfe-blog/dist'),
    headers: remoteSecurity([shellOrigin]),
  });
  const shell = await startShellOnReleaseMap({
    port: SHELL_PORT,
    map,
    remotes: {
      calculator: `http://127.0.0.1:${String(E2E_PORTS.calculator)}/remoteEntry.js`,
      blog: `http://127.0.0.1:${String(BLOG_PORT)}/remoteEntry.js`,
      pages: `${pagesOrigin}/remoteEntry.js`,
    },
    others: [
      [pages, PAGES_PORT],
      [blog, BLOG_PORT],
    ],
  });
  close = shell.close;
  await shell.hints.warm(20_000);
});

test.afterAll(() => {
  close();
  rmSync(releasesDir, { recursive: true, force: true });
});

test("the release's own bytes run: its scripts pinned by the page, its folder named by the CSP", async ({
  page,
}) => {
  const response = await page.goto(`${shellOrigin}/about`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'about', 'title'));
  // The section's own code took the page over: its next page is the app's, not the server's.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'pages', 'privacy.title'),
  );
  const map = JSON.parse(
    (await page.locator('script[type="importmap"]').textContent()) ?? '{}',
  ) as { integrity?: Record<string, string> };
  const record = JSON.parse(
    readFileSync(path.join(releasesDir, 'pages', release, RELEASE_FILE), 'utf8'),
  ) as ReleaseRecord;
  expect(map.integrity?.[`${pagesOrigin}/${release}/${chunk}`]).toBe(record.files[chunk]);
  const scriptSrc = /script-src ([^;]*)/.exec(
    (await response?.headerValue('content-security-policy')) ?? '',
  )?.[1];
  expect(scriptSrc?.split(' ')).toContain(`${pagesOrigin}/${release}/`);
  expect(scriptSrc?.split(' '), "the section's whole origin").not.toContain(pagesOrigin);
  expect(await page.evaluate((mark) => mark in globalThis, MARK)).toBe(false);
});

test('a chunk whose bytes are not the release’s does not run, and the section is contained', async ({
  page,
}) => {
  swapped = true;
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/integrity/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${shellOrigin}/es/about`);
  // What the server painted stays readable, with the quiet notice and its retry.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es', 'about', 'title'));
  await expect(page.getByTestId('section-notice')).toContainText(
    t('es', 'common', 'section.keptNotice'),
  );
  expect(swappedServed.length, 'the swapped chunk was asked for').toBeGreaterThan(0);
  expect(refused.join('\n')).toContain(chunk);
  expect(await page.evaluate((mark) => mark in globalThis, MARK)).toBe(false);

  // The rest of the page keeps working: the language picker, and another section.
  await page.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${shellOrigin}/fr/about`);
  await expect(page.getByTestId('section-unavailable').getByRole('heading')).toHaveText(
    t('fr', 'common', 'section.unavailableTitle'),
  );
  await page
    .getByRole('navigation', { name: t('fr', 'common', 'nav.label') })
    .getByRole('link', { name: t('fr', 'common', 'nav.blog') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'blog', 'heading'));

  // A retry asks again, and the swapped bytes are refused again.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('fr', 'common', 'footer.about') })
    .click();
  await page.getByRole('button', { name: t('fr', 'common', 'section.retry') }).click();
  await expect(page.getByTestId('section-unavailable')).toBeVisible();
  expect(await page.evaluate((mark) => mark in globalThis, MARK)).toBe(false);
});
