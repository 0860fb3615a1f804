import type { Browser } from '@playwright/test';
import { publishRelease, switchRelease } from '@snowday/shared-i18n/build/releases';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORTS } from '../../../playwright.config';
import { remoteSecurity } from '../../server/web/http/security';
import { createStaticApp } from '../../server/web/http/static-app';
import { expect, t, test } from './fixtures';
import { redeploy } from './redeploy';
import { startShellOnReleaseMap } from './shell-on-release-map';

// One set of servers, on ports of their own, for the file's one story.
test.describe.configure({ mode: 'serial' });

/**
 * docs/decisions/016-section-releases.md: a section deploys as a release, published under its
 * own folder beside the live one, and goes live, or back, with one switch of the release map,
 * which the shell's server reads while it runs. The pages section is published twice here, the
 * second time with its About title changed in English and French.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHELL_PORT = E2E_PORTS.shell + 24;
const PAGES_PORT = E2E_PORTS.shell + 25;
const shellOrigin = `http://127.0.0.1:${String(SHELL_PORT)}`;

let releasesDir: string;
let builds: string;
let map: string;
let first = '';
let second = '';
let close = () => {};

const titles = {
  en: t('en', 'about', 'title'),
  fr: t('fr', 'about', 'title'),
};
const changed = { en: `${titles.en} (v2)`, fr: `${titles.fr} (v2)` };

test.beforeAll(async () => {
  releasesDir = mkdtempSync(path.join(tmpdir(), 'snowday-releases-'));
  builds = mkdtempSync(path.join(tmpdir(), 'snowday-builds-'));
  map = path.join(releasesDir, 'release-map.json');
  // The precompressed copies are left out: the server then sends each file as it is.
  const copyBuild = (into: string) =>
    cpSync(path.join(repo, 'mfe-pages/dist'), into, {
      recursive: true,
      filter: (source) => !/\.(?:br|gz)$/.test(source),
    });
  copyBuild(path.join(builds, 'one'));
  first = publishRelease({
    section: 'pages',
    dist: path.join(builds, 'one'),
    releasesDir,
    map,
  }).release;
  // The next build, published beside the live one and not yet switched to.
  copyBuild(path.join(builds, 'two'));
  redeploy(path.join(builds, 'two'), titles.en, changed.en);
  redeploy(path.join(builds, 'two'), titles.fr, changed.fr);
  second = publishRelease({
    section: 'pages',
    dist: path.join(builds, 'two'),
    releasesDir,
  }).release;

  const pages = createStaticApp({
    root: path.join(releasesDir, 'pages'),
    headers: remoteSecurity([shellOrigin]),
  });
  const shell = await startShellOnReleaseMap({
    port: SHELL_PORT,
    map,
    remotes: {
      calculator: `http://127.0.0.1:${String(E2E_PORTS.calculator)}/remoteEntry.js`,
      blog: `http://127.0.0.1:${String(E2E_PORTS.blog)}/remoteEntry.js`,
      pages: `http://127.0.0.1:${String(PAGES_PORT)}/remoteEntry.js`,
    },
    others: [[pages, PAGES_PORT]],
    watchMs: 250,
  });
  close = shell.close;
});

test.afterAll(() => {
  close();
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(builds, { recursive: true, force: true });
});

/** The About heading as a new visitor's page shows it, once the app has taken it over. */
async function newVisitSees(browser: Browser, title: string) {
  await expect(async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto(`${shellOrigin}/about`);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 2_000 });
    } finally {
      await context.close();
    }
  }).toPass({ intervals: [500], timeout: 30_000 });
}

test('a release goes live with one switch, the tabs open on the one before keep working, and a switch back rolls it back', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto(`${shellOrigin}/about`);
  await expect(heading).toHaveText(titles.en);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${String(response.status())} ${response.url()}`);
  });

  // The deploy: one switch of the map. No server is restarted.
  switchRelease(map, 'pages', second);
  await newVisitSees(browser, changed.en);

  // The tab opened before it still runs the release it started with: its French texts are that
  // release's own files, which are still there, so it reads in French, whole, and unchanged.
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${shellOrigin}/fr/about`);
  await expect(heading).toHaveText(titles.fr);
  await expect(page.locator('main')).toContainText(t('fr', 'about', 'whatTitle'));
  expect(missing, 'files the open tab could not load').toEqual([]);

  // A new visitor reading French gets the new release.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const visitor = await context.newPage();
  await visitor.goto(`${shellOrigin}/fr/about`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(changed.fr);
  await context.close();

  // The rollback: the same switch, back.
  switchRelease(map, 'pages', first);
  await newVisitSees(browser, titles.en);
  expect(first).not.toBe(second);
});
