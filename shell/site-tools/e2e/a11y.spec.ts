import type { Locator, Page } from '@playwright/test';
import { expectNoViolations, expectVisibleFocus, openEverything, tabTo } from './a11y-checks';
import { expect, LANGUAGES, prefix, t, test, type Lang } from './fixtures';

const at = (lang: Lang, path: string) =>
  path === '/' ? prefix(lang) || '/' : `${prefix(lang)}${path}`;

/**
 * Each page and what shows that the app has rendered it (not the server's first frame): loaded
 * texts, data, the post body. The home page, a result and About are scanned below with their
 * menus and forms open, which covers them as they first show too.
 */
const PAGES: [name: string, path: string, ready: (page: Page) => Locator][] = [
  ['result error', '/result?location=Atlantis', (page) => page.getByTestId('result-error')],
  ['blog', '/blog', (page) => page.locator('.blog-card').first()],
  ['blog post', '/blog/the-science-of-snow', (page) => page.locator('.blog-prose')],
  ['privacy', '/privacy', (page) => page.getByRole('article')],
  ['contact', '/contact', (page) => page.getByRole('article')],
  ['404', '/no/such/page', (page) => page.getByTestId('requested-path')],
];

/**
 * A page with a service worker and push, though the run blocks the real worker: the alerts form
 * then shows whatever the server and the browser allow.
 */
const withPush = (page: Page) =>
  page.addInitScript(() => {
    const registration = { pushManager: { getSubscription: async () => null } };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: {
        getRegistration: async () => registration,
        ready: Promise.resolve(registration),
      },
    });
    Object.assign(window, { PushManager: function PushManager() {} });
  });

/** Opens each page in turn, waits for what shows the app has rendered it, and scans it. */
async function scanPages(page: Page, lang: Lang, pages: typeof PAGES) {
  for (const [name, path, ready] of pages) {
    await test.step(name, async () => {
      await page.goto(at(lang, path));
      await expect(ready(page)).toBeVisible();
      await expectNoViolations(page, `${name} (${lang})`);
    });
  }
}

test.describe('axe finds no WCAG 2.1 AA violations', () => {
  // Each test opens a few pages one after another in its context (the later ones find the
  // site's files in its cache) and scans each: a full axe scan takes a few seconds, more on a
  // busy machine.
  test.describe.configure({ timeout: 60_000 });

  // Where alerts cannot be had, the opened form says why in one line and closes, on a phone too.
  // Each case takes one thing away from a browser that has everything alerts need, and puts it
  // back before the next: the form asks again each time it opens.
  const UNAVAILABLE = [
    {
      why: 'notifications blocked',
      key: 'subscribe.denied',
      arrange: (page: Page) =>
        page.evaluate(() =>
          Object.defineProperty(Notification, 'permission', {
            get: () => 'denied',
            configurable: true,
          }),
        ),
      restore: (page: Page) =>
        page.evaluate(() => Reflect.deleteProperty(Notification, 'permission')),
    },
    {
      why: 'no push in this browser',
      key: 'subscribe.unavailable',
      arrange: (page: Page) =>
        page.evaluate(() => {
          const kept = window as unknown as { keptPushManager?: unknown; PushManager?: unknown };
          kept.keptPushManager = kept.PushManager;
          Reflect.deleteProperty(window, 'PushManager');
        }),
      restore: (page: Page) =>
        page.evaluate(() => {
          const kept = window as unknown as { keptPushManager?: unknown; PushManager?: unknown };
          kept.PushManager = kept.keptPushManager;
        }),
    },
    {
      why: 'alerts off on the server',
      key: 'errors.alertsOff',
      arrange: (page: Page) =>
        page.route('**/api/alerts/vapid-public-key', (route) =>
          route.fulfill({ status: 503, json: { error: { code: 'alerts-off' } } }),
        ),
      restore: (page: Page) => page.unroute('**/api/alerts/vapid-public-key'),
    },
  ] as const;

  for (const [index, lang] of LANGUAGES.entries()) {
    test(`result with a name, everything open and the alerts form, light and dark; alerts unavailable at 360 px (${lang})`, async ({
      page,
    }, testInfo) => {
      await withPush(page);
      await test.step('everything open and the alerts form, with a name, light and dark', async () => {
        // A place with official alerts, each day's "why" and its calculation, the sample list.
        await page.goto(at(lang, '/result?location=Montreal&userName=Sam'));
        await expect(page.getByTestId('weather-alert').first()).toBeVisible();
        await openEverything(page);
        await expect(page.getByTestId('day-why-lines')).toHaveCount(3);
        await expect(page.getByTestId('sample-places')).not.toHaveAttribute('aria-busy', 'true');
        await page.getByTestId('alerts-open').click();
        await expect(
          page.getByRole('button', { name: t(lang, 'alerts', 'subscribe.submit') }),
        ).toBeVisible();
        await expectNoViolations(page, `result with everything open, alerts (${lang})`);
        // The same page at night: the theme follows the system's, so no second load is needed.
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectNoViolations(page, `result with everything open, alerts, dark (${lang})`);
        await page.emulateMedia({ colorScheme: 'light' });
      });

      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(at(lang, '/result?location=14201'));
      for (const [which, { why, key, arrange, restore }] of UNAVAILABLE.entries()) {
        await test.step(`alerts unavailable at 360 px: ${why}`, async () => {
          // Everything a browser needs for alerts, but the one thing this case takes away.
          await arrange(page);
          await page.getByTestId('alerts-open').click();
          const form = page.getByTestId('alerts-form');
          await expect(form.getByRole('status')).toHaveText(t(lang, 'alerts', key));
          await expect(
            form.getByRole('button', { name: t(lang, 'alerts', 'subscribe.submit') }),
          ).toHaveCount(0);
          const close = form.getByRole('button', { name: t(lang, 'alerts', 'subscribe.close') });
          await expect(close).toBeVisible();
          // Nothing wider than the phone.
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(360);
          await form.screenshot({
            path: testInfo.outputPath(`alerts-unavailable-${lang}-${String(which)}.png`),
          });
          // The three differ only in their sentence: axe reads one of them in each language.
          if (which === index % UNAVAILABLE.length) {
            await expectNoViolations(page, `alerts unavailable, ${why} (${lang})`);
          }
          await close.click();
          await expect(page.getByTestId('alerts-open')).toBeFocused();
          await restore(page);
        });
      }
    });
  }

  for (const lang of LANGUAGES) {
    test(`home with a validation error and the school-type list open; ${PAGES.slice(0, 3)
      .map(([name]) => name)
      .join(', ')} (${lang})`, async ({ page }) => {
      await test.step('home with a validation error and the school-type list open', async () => {
        await page.goto(at(lang, '/'));
        await page.getByRole('button', { name: t(lang, 'calculator', 'form.submit') }).click();
        const message = t(lang, 'calculator', 'form.errors.locationRequired');
        await expect(page.getByText(message)).toBeVisible();
        await page
          .getByRole('combobox', { name: t(lang, 'calculator', 'form.schoolType') })
          .focus();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('listbox')).toBeVisible();
        await expect(page.getByText(message)).toBeVisible();
        await expectNoViolations(page, `the form with an error and its list open (${lang})`);
      });
      await scanPages(page, lang, PAGES.slice(0, 3));
    });

    test(`about with the language menu open; ${PAGES.slice(3)
      .map(([name]) => name)
      .join(', ')} (${lang})`, async ({ page }) => {
      await test.step('about with the language menu open', async () => {
        await page.goto(at(lang, '/about'));
        await expect(page.getByRole('article')).toBeVisible();
        // `expanded`: the app's menu button, not the server's first frame of it.
        const name = t(lang, 'common', 'language.label');
        await page.getByRole('button', { name, expanded: false }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoViolations(page, `about with the language menu open (${lang})`);
      });
      await scanPages(page, lang, PAGES.slice(3));
    });
  }
});

test('the checks catch a field without a name and faint text on the gradient', async ({ page }) => {
  await page.goto('/about');
  // Planted once the app has taken the page over, which would otherwise put its markup back.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const plant = (html: string) =>
    page.evaluate((markup) => {
      const box = document.createElement('div');
      box.id = 'planted';
      box.innerHTML = markup;
      document.querySelector('main')?.append(box);
    }, html);
  const unplant = () => page.evaluate(() => document.getElementById('planted')?.remove());

  await plant('<input type="text">');
  await expect(expectNoViolations(page, 'a planted field')).rejects.toThrow(/label/);
  await unplant();
  // axe leaves text over the page's gradient undecided: the check of each stop must fail it.
  await plant('<p style="color: rgb(196, 212, 230)">Faint</p>');
  await expect(expectNoViolations(page, 'planted text')).rejects.toThrow(/contrast on rgb/);
  await unplant();
  await expectNoViolations(page, 'the page again');
});

test.describe('keyboard only', () => {
  // One visitor's whole journey over four pages, a key at a time, each Tab checked for a
  // visible focus: on two busy cores it ran 80-100 s once the result gained its alerts button.
  test.describe.configure({ timeout: 150_000 });

  test('language, form, result, share and blog without a mouse', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await expect(page.locator('main form')).toBeVisible();

    const picker = page.getByRole('button', { name: t('en', 'common', 'language.label') });
    await expect(picker).toHaveAttribute('aria-expanded', 'false'); // the app, not the first frame
    await tabTo(page, picker);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Français' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr$/);

    const fr = (key: string) => t('fr', 'calculator', key);
    const location = page.getByRole('textbox', { name: fr('form.location') });
    await expect(location).toBeVisible(); // the page has switched to French
    await expect(
      page.getByRole('button', { name: t('fr', 'common', 'language.label') }),
    ).toBeFocused();
    await tabTo(page, location);
    await page.keyboard.type('K1A 0B1');
    const schoolType = page.getByRole('combobox', { name: fr('form.schoolType') });
    await tabTo(page, schoolType);
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox', { name: fr('form.schoolType') });
    await expect(listbox).toBeVisible();
    const active = listbox.getByRole('option', { selected: true });
    await expect(active).toHaveText(fr('schoolTypes.Public'));
    // Boarding is the last of the five school types.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
    await expect(active).toHaveText(fr('schoolTypes.Boarding'));
    await page.keyboard.press('Enter');
    await expect(schoolType).toHaveText(fr('schoolTypes.Boarding'));
    await expect(listbox).toBeHidden();
    await tabTo(page, page.getByRole('spinbutton', { name: fr('form.snowDays') }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('5');
    await tabTo(page, page.getByRole('button', { name: fr('form.submit') }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/result\?location=K1A\+0B1&schoolType=Boarding&snowDays=5$/);
    // The submit button left with the form: focus moves to the new page, not to <body>.
    await expect(page.getByRole('main')).toBeFocused();

    // The result reads as text: the headline with its caption, and each badge's level.
    const headline = page.getByTestId('headline-chance');
    await expect(headline).toHaveText(/\S/);
    await expect(headline).toHaveAccessibleDescription(t('fr', 'result', 'highest'));
    const levels = ['red', 'orange', 'yellow', 'blue', 'green'].map((c) =>
      t('fr', 'result', `card.badge.${c}`),
    );
    const cards = page.getByTestId('forecast-card');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      const hidden = card.locator('.badge .visually-hidden');
      const text = (await hidden.textContent()) ?? '';
      expect(
        levels.some((level) => text.includes(`(${level})`)),
        text,
      ).toBe(true);
      expect((await hidden.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    }

    await tabTo(page, page.getByTestId('share-copy'));
    await page.keyboard.press('Enter');
    await expect(page.getByText(t('fr', 'result', 'share.copied'))).toBeVisible();
    await expectNoViolations(page, 'the result with its toast (fr)');

    // Back up through the toast to the header: sonner must not send focus back to the button.
    const nav = page.getByRole('navigation', { name: t('fr', 'common', 'nav.label') });
    await tabTo(page, nav.getByRole('link', { name: t('fr', 'common', 'nav.blog') }), true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/blog$/);
    const more = page.getByRole('link', { name: t('fr', 'blog', 'readMore') }).first();
    const title = await page.locator('.blog-card__title').first().textContent();
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/blog\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  });
});

/** The boxes and opacity of a page's main parts, to compare with and without motion. */
async function layoutOf(page: Page, selectors: string[]) {
  return page.evaluate((list) => {
    return list.flatMap((selector) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const opacity = getComputedStyle(element).opacity;
        return { selector, box: [x, y, width, height].map(Math.round), opacity };
      }),
    );
  }, selectors);
}

test.describe('prefers-reduced-motion: reduce', () => {
  const cases: [string, string, string, string[]][] = [
    ['home', '/', 'form', ['main h1', 'form', 'form button[type=submit]', 'footer']],
    [
      'result',
      '/result?location=14201&userName=Sam',
      '[data-testid="headline-chance"]',
      ['main h1', '.prediction-panel', '[data-testid="forecast-card"]', 'footer'],
    ],
    ['result error', '/result?location=Atlantis', '[data-testid="result-error"]', ['main h1']],
  ];
  for (const [name, path, ready, parts] of cases) {
    test(`${name}: nothing moves, and the page looks the same`, async ({ browser }) => {
      const layouts: Awaited<ReturnType<typeof layoutOf>>[] = [];
      // One context, a page for each setting: the second finds the site's files in its cache.
      const context = await browser.newContext();
      for (const reducedMotion of ['reduce', 'no-preference'] as const) {
        const page = await context.newPage();
        await page.emulateMedia({ reducedMotion });
        await page.goto(path);
        // A context of its own, so `goto` does not wait for the app: the server's first frame
        // lacks what only the app adds (the home form's "Use my location"), so wait for it here.
        await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
        await expect(page.locator(ready)).toBeVisible();
        await page.waitForLoadState('networkidle');
        if (reducedMotion === 'reduce') {
          const running = await page.evaluate(() =>
            document
              .getAnimations()
              .filter((animation) => animation.playState === 'running')
              .map((animation) => {
                const target = (animation.effect as KeyframeEffect | null)?.target;
                return `${animation.constructor.name} on ${target?.outerHTML.slice(0, 80) ?? '?'}`;
              }),
          );
          expect(running, 'running animations under reduced motion').toEqual([]);
        }
        layouts.push(await layoutOf(page, parts));
        await page.close();
      }
      await context.close();
      const [reduced, moving] = layouts;
      expect(reduced?.every((part) => part.opacity === '1')).toBe(true);
      expect(reduced).toEqual(moving);
    });
  }
});
