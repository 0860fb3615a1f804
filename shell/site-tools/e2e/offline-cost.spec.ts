import type { Browser, Page } from '@playwright/test';
import {
  FORECASTS_CACHE,
  KEEPABLE_RESULT_HEADER,
  RESULT_PAGES_CACHE,
} from '@snowday/shared-i18n/settings';
import { createServer, type Server } from 'node:http';
import { E2E_PORTS } from '../../../playwright.config';
import { expect, t, test } from './fixtures';
import { startOwnShell, type OwnShell } from './own-shell';
import { workerKeptPage } from './service-worker-helpers';

// The service worker is what these tests are about (the run blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * docs/product/home-screen.md#what-is-kept-where: the worker costs the server and the weather
 * service nothing more than the visit did, keeps no failure and no name. A shell of its own,
 * whose requests are counted, with a weather stand-in that counts its calls and can refuse
 * (403) or fail (500). Its own context for each visitor, never the fixtures' routing: a routed
 * context has no HTTP cache, where a first visit's page is kept from.
 */
test.describe.configure({ mode: 'serial' });
/** Another site: a link from it is a navigation another site started. */
const OTHER_SITE_PORT = E2E_PORTS.shell + 17;
const otherSite = `http://localhost:${String(OTHER_SITE_PORT)}`;
const NAME = 'Zorblax';

let own: OwnShell;
let elsewhere: Server;
let shellOrigin = '';

test.beforeAll(async () => {
  own = await startOwnShell({
    offset: 14,
    weather: (place, answer, res) => {
      if (place !== '__forbidden') return answer();
      res.statusCode = 403;
      res.setHeader('Content-Type', 'application/json');
      res.end('{"error":{"code":2008,"message":"API key has been disabled."}}');
    },
  });
  shellOrigin = own.origin;
  elsewhere = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://elsewhere.invalid').searchParams.get('to') ?? '';
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><title>Elsewhere</title><a href="${to.replace(/"/g, '')}">go</a>`);
  });
  await new Promise<void>((resolve) => elsewhere.listen(OTHER_SITE_PORT, '127.0.0.1', resolve));
  // The first render loads the calculator's server entry: done here, with a place no test uses.
  await expect(async () => {
    const response = await fetch(`${shellOrigin}/result?location=Anchorage`);
    expect(response.headers.get(KEEPABLE_RESULT_HEADER)).toBe('1');
  }).toPass({ timeout: 30_000 });
});

test.afterAll(() => {
  own.close();
  elsewhere.closeAllConnections();
  elsewhere.close();
});

/** A visitor's browser, with the worker allowed or not. */
const visitor = (browser: Browser, serviceWorkers: 'allow' | 'block') =>
  browser.newContext({ serviceWorkers, reducedMotion: 'reduce', baseURL: shellOrigin });

/** Opens `address` and waits for the page's scripts, as a visitor's first tap would. */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page
    .waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

/** What one visit cost: requests for the page that reached the server, and weather calls. */
async function costOf(
  visit: () => Promise<void>,
  address: string,
): Promise<{ renders: number; weather: number }> {
  const hits = own.shellHits.length;
  const calls = own.weatherCalls.length;
  await visit();
  const place = new URL(address, shellOrigin).searchParams.get('location');
  return {
    renders: own.shellHits.slice(hits).filter((hit) => hit === address).length,
    weather: own.weatherCalls.slice(calls).filter((q) => q === place).length,
  };
}

/** The copies the worker kept: each address, and whether its markup holds the name. */
const keptPages = (page: Page) =>
  page.evaluate(
    async ({ cacheName, name }) => {
      if (!(await caches.has(cacheName))) return [];
      const cache = await caches.open(cacheName);
      return Promise.all(
        (await cache.keys()).map(async (request) => {
          const html = (await (await cache.match(request))?.text()) ?? '';
          const url = new URL(request.url);
          return { address: url.pathname + url.search, holdsName: html.includes(name) };
        }),
      );
    },
    { cacheName: RESULT_PAGES_CACHE, name: NAME },
  );

/**
 * The addresses the worker noted to expire its kept results (Workbox's IndexedDB, read as
 * Workbox 7 writes it).
 */
const expiryNotes = (page: Page) =>
  page.evaluate(
    async (cacheNames) => {
      // Opening a database that is not there would make an empty one, which Workbox then misreads.
      const databases = await indexedDB.databases();
      if (!databases.some((database) => database.name === 'workbox-expiration')) return [];
      return new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open('workbox-expiration');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          const all = db.transaction('cache-entries').objectStore('cache-entries').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as { cacheName: string; url: string }[])
                .filter((entry) => cacheNames.includes(entry.cacheName))
                .map((entry) => entry.url),
            );
          };
        };
      });
    },
    [RESULT_PAGES_CACHE, FORECASTS_CACHE],
  );

/** Each kind of result page, and another address for the same kind without the worker. */
const FIRST_VISITS = [
  { kind: 'an answer', address: '/result?location=80202', alone: '/result?location=80203' },
  {
    kind: 'an answer with a name',
    address: `/result?location=55401&userName=${NAME}`,
    alone: `/result?location=55402&userName=${NAME}`,
  },
  { kind: 'weather refused (403)', address: '/result?location=__forbidden' },
  { kind: 'weather failed (500)', address: '/result?location=__error500' },
  { kind: 'an unknown place', address: '/result?location=Atlantis' },
] as const;

test('a first visit while the worker installs: one render, no weather call more than without it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const without = await visitor(browser, 'block');
  const bare = await without.newPage();
  for (const { kind, address, ...rest } of FIRST_VISITS) {
    // An answer is kept on the server for 10 minutes: the visit without the worker asks for
    // another place of the same kind, as new to the server as the first.
    const alone = 'alone' in rest ? rest.alone : address;
    const withoutWorker = await costOf(async () => {
      await open(bare, alone);
      await bare.waitForLoadState('networkidle');
    }, alone);

    const context = await visitor(browser, 'allow');
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const withWorker = await costOf(async () => {
      await open(page, address);
      await workerKeptPage(page);
      await page.waitForLoadState('networkidle');
    }, address);
    testInfo.annotations.push({
      type: 'cost',
      description: `${kind}: with the worker ${JSON.stringify(withWorker)}, without ${JSON.stringify(withoutWorker)}`,
    });
    expect(withWorker.renders, kind).toBe(1);
    expect(withoutWorker.renders, kind).toBe(1);
    expect(withWorker.weather, kind).toBeLessThanOrEqual(withoutWorker.weather);

    const kept = await keptPages(page);
    if (kind === 'an answer') expect(kept).toEqual([{ address, holdsName: false }]);
    else if (kind === 'an answer with a name')
      expect(kept).toEqual([{ address: '/result?location=55401', holdsName: false }]);
    else expect(kept, kind).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  }
  await without.close();
});

test('a visit the worker serves: one render, its answer kept without the name, no failure kept', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await visitor(browser, 'allow');
  const page = await context.newPage();
  await open(page, '/');
  await workerKeptPage(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const named = `/result?location=02109&userName=${NAME}`;
  const answered = await costOf(() => open(page, named), named);
  expect(answered).toEqual({ renders: 1, weather: 1 });
  await expect(page.getByTestId('greeting')).toContainText(NAME);
  await expect
    .poll(() => keptPages(page))
    .toEqual([{ address: '/result?location=02109', holdsName: false }]);

  for (const failure of ['/result?location=__error500', '/result?location=Atlantis']) {
    const cost = await costOf(() => open(page, failure), failure);
    expect(cost.renders, failure).toBe(1);
  }
  expect(await keptPages(page)).toEqual([{ address: '/result?location=02109', holdsName: false }]);
  await context.close();
});

test('a result opened from another site’s link costs one render too, and is kept from then on', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await visitor(browser, 'allow');
  const page = await context.newPage();
  const address = '/result?location=30303';
  const first = await costOf(async () => {
    await page.goto(`${otherSite}/link?to=${encodeURIComponent(shellOrigin + address)}`);
    await page.getByRole('link', { name: 'go' }).click();
    await page.waitForURL(shellOrigin + address);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await workerKeptPage(page);
  }, address);
  expect(first).toEqual({ renders: 1, weather: 1 });
  // Chromium files a page another site opened apart from the site's own requests, where
  // `only-if-cached` does not find it: said here, not held, as it is the browser's to change.
  testInfo.annotations.push({
    type: 'kept on the first visit from another site',
    description: String((await keptPages(page)).length > 0),
  });
  const again = await costOf(() => open(page, address), address);
  expect(again).toEqual({ renders: 1, weather: 0 });
  await expect.poll(() => keptPages(page)).toEqual([{ address, holdsName: false }]);
  await context.close();
});

test('offline, the kept results show no name anywhere; "Clear" forgets them all', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await visitor(browser, 'allow');
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const named = `/result?location=14201&snowDays=2&userName=${NAME}`;
  await open(page, named);
  await expect(page.getByTestId('greeting')).toContainText(NAME);
  await workerKeptPage(page);
  await open(page, '/result?location=__forbidden');
  await expect(page.getByTestId('result-error')).toBeVisible();
  await expect
    .poll(() => keptPages(page))
    .toEqual([{ address: '/result?location=14201&snowDays=2', holdsName: false }]);

  await context.setOffline(true);
  // The named address opens the copy at its own address, which has no name.
  await page.goto(named);
  await expect(page).toHaveURL(`${shellOrigin}/result?location=14201&snowDays=2`);
  await expect(page.getByTestId('place-name')).toHaveText('Buffalo, New York');
  await expect(page.getByTestId('offline-copy')).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveCount(0);
  expect(await page.content()).not.toContain(NAME);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('en', 'install', 'offline.title'),
  );
  const listed = page.getByTestId('offline-results').getByRole('link');
  await expect(listed).toHaveCount(1);
  // Named by the place the page showed, not by what was typed.
  await expect(listed).toHaveText('Buffalo, New York');
  await expect(listed).toHaveAttribute('href', '/result?location=14201&snowDays=2');
  expect(await page.content()).not.toContain(NAME);

  await context.setOffline(false);
  await open(page, '/');
  expect(await expiryNotes(page)).toEqual([`${shellOrigin}/result?location=14201&snowDays=2`]);
  await page.getByTestId('recent-searches-clear').click();
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await caches.keys()).filter((name) => /result-pages|forecasts/.test(name)),
      ),
    )
    .toEqual([]);
  // Nor does the worker keep the addresses it noted to expire them.
  await expect.poll(() => expiryNotes(page)).toEqual([]);
  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByTestId('offline-results')).toBeHidden();
  expect(pageErrors).toEqual([]);
  await context.close();
});
