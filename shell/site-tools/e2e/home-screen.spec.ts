import { chromium, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { expect, LANGUAGES, prefix, t, test, type Lang } from './fixtures';

// The service worker is what these tests are about (the run blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * docs/product/home-screen.md: every language installs as its own app, with its name, its
 * prefix, the site's colours and real icons, and Chromium finds nothing missing.
 */
const HTML_LANG: Record<Lang, string> = { en: 'en', es: 'es', fr: 'fr', zh: 'zh-CN' };

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** Fetches an icon and decodes it: a real PNG of the size it claims. */
async function decodeIcon(request: APIRequestContext, url: string): Promise<PNG> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  return PNG.sync.read(await response.body());
}

const pixel = (png: PNG, x: number, y: number) => {
  const i = (png.width * y + x) * 4;
  return [...png.data.subarray(i, i + 4)];
};

/**
 * Chromium installs nothing from an incognito profile, which is what a test's context is: these
 * tests open a profile of their own, as a visitor's browser has.
 */
let profile: BrowserContext;
let profileDir: string;
test.beforeAll(async ({ baseURL }, testInfo) => {
  profileDir = mkdtempSync(path.join(tmpdir(), 'snowday-install-'));
  profile = await chromium.launchPersistentContext(profileDir, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
});
test.afterAll(async () => {
  await profile.close();
  rmSync(profileDir, { recursive: true, force: true });
});

for (const lang of LANGUAGES) {
  test(`installable in ${lang}, with its own manifest and icons`, async () => {
    const page = await profile.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(prefix(lang) || '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The worker comes once the page is up; installability does not wait for it, the test does.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe(`/manifests/${lang}.webmanifest`);
    const manifest = JSON.parse(data ?? '{}') as Record<string, unknown> & {
      icons: ManifestIcon[];
    };
    expect(manifest.name).toBe(t(lang, 'install', 'app.name'));
    expect(manifest.short_name).toBe(t(lang, 'install', 'app.shortName'));
    expect(manifest.lang).toBe(HTML_LANG[lang]);
    expect(manifest.dir).toBe('ltr');
    expect(manifest.display).toBe('standalone');
    const start = lang === 'en' ? '/' : `/${lang}`;
    expect(manifest.start_url).toBe(start);
    expect(manifest.scope).toBe(start);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await decodeIcon(page.request, new URL(icon.src, url).href);
      expect(`${String(png.width)}x${String(png.height)}`).toBe(icon.sizes);
      const centre = pixel(png, png.width / 2, png.height / 2);
      expect(centre, 'the snowflake, white, at the centre').toEqual([255, 255, 255, 255]);
      // A maskable icon fills its square; the others keep rounded, transparent corners.
      expect(pixel(png, 0, 0)[3]).toBe(icon.purpose === 'maskable' ? 255 : 0);
    }

    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const apple = await decodeIcon(page.request, new URL(touch ?? '', page.url()).href);
    expect([apple.width, apple.height]).toEqual([180, 180]);
    expect(pixel(apple, 0, 0)[3], 'no transparency on iOS').toBe(255);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
}

test('every page links its language manifest', async ({ page }) => {
  for (const [path, lang] of [
    ['/about', 'en'],
    ['/fr/blog', 'fr'],
    ['/zh/result?location=14201', 'zh'],
    ['/es/no-such-page', 'es'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      `/manifests/${lang}.webmanifest`,
    );
  }
});
