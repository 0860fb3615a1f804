import type { Page } from '@playwright/test';
import { E2E_PORTS } from '../../../playwright.config';
import { expect, t, test } from './fixtures';

/**
 * docs/product/composition.md#containment: each remote unreachable, slow, or throwing while
 * rendering. The chrome and the other sections keep working; what the server painted of the
 * failed section stays, readable, under a quiet translated notice
 * (docs/product/composition.md#what-was-painted-stays), a page the app opens itself shows the
 * translated fallback instead, and retry recovers without a reload.
 */
// A remote is made unreachable here with `page.route`, which does not see the requests a
// service worker makes once it controls the page: these run without the worker, whose own
// behaviour with no network is held by offline.spec.ts and section-update.spec.ts.
test.use({ serviceWorkers: 'block' });

const REMOTES = [
  {
    name: 'calculator',
    port: E2E_PORTS.calculator,
    path: '/fr',
    chunk: /home-section-[\w-]+\.js$/,
    heading: () => t('fr', 'calculator', 'home.heading'),
    other: '/fr/about',
    otherHeading: () => t('fr', 'about', 'title'),
  },
  {
    name: 'blog',
    port: E2E_PORTS.blog,
    path: '/fr/blog',
    chunk: /blog-list-section-[\w-]+\.js$/,
    heading: () => t('fr', 'blog', 'heading'),
    other: '/fr/contact',
    otherHeading: () => t('fr', 'pages', 'contact.title'),
  },
  {
    name: 'pages',
    port: E2E_PORTS.pages,
    path: '/fr/about',
    chunk: /about-section-[\w-]+\.js$/,
    heading: () => t('fr', 'about', 'title'),
    other: '/fr/blog',
    otherHeading: () => t('fr', 'blog', 'heading'),
  },
] as const;

async function expectContained(page: Page, remote: (typeof REMOTES)[number]) {
  // The page as the server painted it stays, with the notice and its retry.
  const notice = page.getByTestId('section-notice');
  await expect(notice).toContainText(t('fr', 'common', 'section.keptNotice'), { timeout: 30_000 });
  await expect(notice.getByRole('button')).toHaveText(t('fr', 'common', 'section.retry'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.heading());
  await expect(page.getByRole('banner')).toContainText(t('fr', 'common', 'nav.home'));
  await expect(page.getByRole('contentinfo')).toContainText(t('fr', 'common', 'footer.privacy'));
  // Another section, served by another remote, still works in the same tab.
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, remote.other);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.otherHeading());
  await expect(notice).toBeHidden();
  // Back to it, the app opens it itself: with nothing painted to keep, the fallback says so.
  await page.goBack();
  const fallback = page.getByTestId('section-unavailable');
  await expect(fallback.getByRole('heading')).toHaveText(
    t('fr', 'common', 'section.unavailableTitle'),
  );
}

for (const remote of REMOTES) {
  test.describe(`the ${remote.name} remote`, () => {
    const origin = `http://127.0.0.1:${remote.port}`;

    test('unreachable: contained, then retry recovers', async ({ page }) => {
      await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
      await page.goto(remote.path);
      await expectContained(page, remote);
      await page.unroute(`${origin}/**`);
      await page.getByRole('button', { name: t('fr', 'common', 'section.retry') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.heading());
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    });

    test('throwing while rendering: contained, then retry recovers', async ({ page }) => {
      // The section's module is wrapped so that it throws while the page says so: a render
      // failure that goes away, as a transient one would.
      await page.addInitScript(() => {
        (globalThis as { failRender?: boolean }).failRender = true;
      });
      await page.route(remote.chunk, async (route) => {
        const original = await route.fetch();
        // Wrap the module that default-exports the section; leave its code chunks alone.
        if (!/as default\}/.test(await original.text()))
          return route.fulfill({ response: original });
        return route.fulfill({
          response: original,
          body: `import Real from '${route.request().url()}?real';
export default function Flaky(props) {
  if (globalThis.failRender) throw new Error('render failed');
  return Real(props);
}`,
        });
      });
      await page.goto(remote.path);
      // The code came, and threw over the painted page: the page stays as it was painted.
      const notice = page.getByTestId('section-notice');
      await expect(notice).toContainText(t('fr', 'common', 'section.keptNotice'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.heading());
      await page.evaluate(() => {
        (globalThis as { failRender?: boolean }).failRender = false;
      });
      await notice.getByRole('button', { name: t('fr', 'common', 'section.retry') }).click();
      await expect(notice).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.heading());
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    });
  });
}

test('a remote slower than the 10 s limit: asked again once, then the painted page stays, and retry recovers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const entry = `http://127.0.0.1:${E2E_PORTS.pages}/remoteEntry.js*`;
  let slow = true;
  const asked: string[] = [];
  await page.route(entry, async (route) => {
    asked.push(route.request().url());
    // Well past the limit: the page's preload hint asks for the entry at once, seconds before
    // the app starts the section's clock, so a delay just over 10 s could still arrive in time.
    if (slow) await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/fr/privacy');
  // The chrome does not wait for the slow section: it comes alive around the server's page
  // long before the section's own limit runs out.
  const menu = page.getByRole('button', { name: /Français/ });
  await menu.click({ timeout: 6_000 });
  await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 6_000 });
  await expect(page.getByRole('main')).toContainText(t('fr', 'pages', 'privacy.title'));
  await page.keyboard.press('Escape');
  const notice = page.getByTestId('section-notice');
  await expect(notice).toBeVisible({ timeout: 40_000 });
  // Tried once more by itself, under a fresh address, before it said anything.
  expect(asked.filter((url) => url.includes('attempt=1'))).toHaveLength(1);
  // What the server painted is still there, whole.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('fr', 'pages', 'privacy.title'),
  );
  await expect(page.getByRole('banner')).toBeVisible();
  slow = false;
  await notice.getByRole('button', { name: t('fr', 'common', 'section.retry') }).click();
  await expect(notice).toBeHidden({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('fr', 'pages', 'privacy.title'),
  );
});

test('a section whose first try times out is asked again by itself, and no notice shows', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const entry = `http://127.0.0.1:${E2E_PORTS.pages}/remoteEntry.js*`;
  await page.route(entry, async (route) => {
    // The first ask is lost on the way; the second goes through.
    if (!route.request().url().includes('attempt=')) return;
    await route.continue();
  });
  await page.goto('/fr/about');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 40_000 });
  await expect(page.getByTestId('section-notice')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'about', 'title'));
});
