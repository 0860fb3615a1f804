import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { contrast, expectNoViolations, openEverything } from './a11y-checks';
import { splitChineseWords } from './chinese-words';
import { REPLACED_MARKUP } from '../../src/features/islands/recoverable';
import { expect, LANGUAGES, prefix, t, test as site, type Lang } from './fixtures';

/**
 * The site on phones, at night and at large text (docs/product/result-page.md): geometry of
 * the built site measured in Chromium, not pixel snapshots.
 */
const PHONES = [
  { width: 360, height: 740 },
  { width: 375, height: 667 },
] as const;
const PHONE: BrowserContextOptions = { isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const at = (lang: Lang, path: string) =>
  path === '/' ? prefix(lang) || '/' : `${prefix(lang)}${path}`;

/** A page in a context of its own, waiting for the app to take over. */
async function open(browser: Browser, url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await visit(page, url);
  return page;
}

/** Goes to `url` and waits for the app to take over. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page
    .waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

interface KeptPages {
  /** A new page in this worker's phone (360×740, touch, scale 2), nothing stored. */
  phone: () => Promise<Page>;
  /** A new page in this worker's desktop browser (1280×720), nothing stored. */
  desktop: () => Promise<Page>;
}

/**
 * A phone and a desktop browser kept by each worker from one test to the next: a new context
 * spent 2 to 4 s on its first page and its first load (every file downloaded and compiled
 * again) before anything was checked, and the checks here are about the page once the app has
 * taken it over, not its first paint. Each page starts with nothing stored, as a first visit
 * does: the site's storage is emptied from a plain file of the site before the test's first
 * page. A scheme, forced colours or less motion are emulated on the page itself, as the
 * context's options would. The pages are closed after the test, and checked, as the fixtures'
 * own page is, for server markup an island had to replace.
 */
const test = site.extend<{ kept: KeptPages }, { keptContexts: Map<string, BrowserContext> }>({
  keptContexts: [
    // eslint-disable-next-line no-empty-pattern -- a worker's store, needing no other fixture
    async ({}, provide) => {
      const contexts = new Map<string, BrowserContext>();
      await provide(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  kept: async ({ browser, keptContexts }, provide) => {
    const opened: Page[] = [];
    const replaced: string[] = [];
    const fresh = async (name: string, options: BrowserContextOptions) => {
      let context = keptContexts.get(name);
      if (!context) {
        // Made within a test, so that the run's options (base URL, less motion, no service
        // worker) apply as they do to the fixtures' own context.
        const made = await browser.newContext(options);
        made.on('close', () => keptContexts.delete(name));
        keptContexts.set(name, made);
        context = made;
      }
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith(REPLACED_MARKUP)) {
          replaced.push(`${page.url()}: ${message.text().slice(0, 300)}`);
        }
      });
      opened.push(page);
      await context.clearCookies();
      await page.goto('/runtime-config.json');
      await page.evaluate(() => localStorage.clear());
      return page;
    };
    await provide({
      phone: () => fresh('phone', { ...PHONE, viewport: PHONES[0] }),
      desktop: () => fresh('desktop', {}),
    });
    for (const page of opened) await page.close();
    expect(replaced, 'pages whose server markup was replaced').toEqual([]);
  },
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} has no box`);
  return found;
}

/** The ring's track and fill colours in the light theme (use-share-image.tsx). */
const RING_COLOURS = [
  [0xc7, 0xd6, 0xe6],
  [0x1d, 0x5f, 0xa8],
] as const;

/** The width and height of the ring's colours in a picture, around the gauge's box. */
function ringExtent(png: PNG, gauge: { x: number; y: number; size: number }) {
  // Enough to see a ring drawn larger than its box, not so much that the caption's blue below
  // it (two lines in French) is taken for the ring.
  const margin = 8;
  let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
  const [x0, y0] = [
    Math.max(0, Math.floor(gauge.x - margin)),
    Math.max(0, Math.floor(gauge.y - margin)),
  ];
  const [x1, y1] = [
    Math.min(png.width, Math.ceil(gauge.x + gauge.size + margin)),
    Math.min(png.height, Math.ceil(gauge.y + gauge.size + margin)),
  ];
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const at = (y * png.width + x) * 4;
      const pixel = [png.data[at] ?? 0, png.data[at + 1] ?? 0, png.data[at + 2] ?? 0];
      const ring = RING_COLOURS.some((colour) =>
        colour.every((value, channel) => Math.abs(value - (pixel[channel] ?? 0)) <= 10),
      );
      if (!ring) continue;
      [left, right, top, bottom] = [
        Math.min(left, x),
        Math.max(right, x),
        Math.min(top, y),
        Math.max(bottom, y),
      ];
    }
  }
  return { width: right - left + 1, height: bottom - top + 1 };
}

/** Fully inside the first screen, without scrolling. */
async function expectAboveFold(page: Page, locator: Locator, what: string) {
  const viewport = page.viewportSize();
  const { x, y, width, height } = await box(locator);
  expect(await page.evaluate(() => window.scrollY), 'not scrolled').toBe(0);
  expect(y, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(y + height, `${what} ends above the fold`).toBeLessThanOrEqual(viewport?.height ?? 0);
  expect(x + width, `${what} fits the width`).toBeLessThanOrEqual(viewport?.width ?? 0);
}

/**
 * A context of its own, for a test that needs what only a context sets (the browser's locale).
 * What the checks measure is the page once the app has taken it over, so the sizes are set on
 * the open page (`setViewportSize`, `setTextSize`) rather than with a new page.
 */
async function phone(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...PHONE, viewport: PHONES[0], ...options });
  return context.newPage();
}

/** The visitor's text at `percent` of the default, on a page already open. */
const setTextSize = (page: Page, percent: number) =>
  page.evaluate((size) => {
    document.documentElement.style.fontSize = `${String(size)}%`;
  }, percent);

/** The first screen of a result with a name and a warning, at one phone's size. */
async function expectAnswerFirst(page: Page) {
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  await expect(page.getByTestId('sample-notice')).toBeVisible();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expectAboveFold(page, page.getByTestId('headline-chance'), 'the chance');
  await expectAboveFold(page, page.getByTestId('headline-label'), 'its label');

  // The figure is written once, in the gauge; the ring itself is decoration.
  const headline = page.locator('.headline');
  const chance = (await page.getByTestId('headline-chance').textContent()) ?? '';
  expect((await headline.textContent())?.split(chance)).toHaveLength(2);
  await expect(headline.locator('svg')).toHaveAttribute('aria-hidden', 'true');

  // The school facts in one short line under the headline, then the three days at a
  // glance: each day's date and chance on the first screen, before any scroll.
  const facts = page.getByTestId('facts-line');
  const headlineBox = await box(headline);
  const factsBox = await box(facts);
  expect(factsBox.y).toBeGreaterThanOrEqual(headlineBox.y + headlineBox.height - 1);
  const chips = page.getByTestId('day-chip');
  await expect(chips).toHaveCount(3);
  for (const [index, chip] of (await chips.all()).entries()) {
    await expect(chip.locator('.day-chip__date')).toHaveText(/\S/);
    await expect(chip.locator('.day-chip__chance')).toHaveText(/\S/);
    await expectAboveFold(page, chip, `day ${index + 1}`);
    expect((await box(chip)).y).toBeGreaterThan(factsBox.y);
  }

  // An official warning in force (the sample for 14201 carries one) comes next, one line
  // per alert, closed, without the year; opened, the agency's words, marked once.
  const alerts = page.getByTestId('weather-alert');
  await expect(alerts.first()).toBeVisible();
  const chipsBox = await box(page.getByTestId('day-chips'));
  expect((await box(alerts.first())).y).toBeGreaterThan(chipsBox.y + chipsBox.height - 1);
  for (const alert of await alerts.all()) {
    const summary = alert.locator('summary');
    await expect(alert.locator('details')).not.toHaveAttribute('open', '');
    expect(await summary.textContent()).not.toMatch(/20\d\d/);
    // At most two lines of text (the event and when), a tap target high.
    expect((await box(summary)).height).toBeLessThanOrEqual(56);
  }
  await expect(page.locator('.weather-alert__source:visible')).toHaveCount(0);
  const first = alerts.first().locator('summary');
  await first.tap();
  await expect(page.locator('.weather-alert__source:visible')).toHaveCount(1);
  await expect(alerts.first().locator('blockquote')).toBeVisible();

  // The full cards follow, the units switch with them.
  const cards = page.getByTestId('forecast-card');
  await expect(cards).toHaveCount(3);
  const toggle = await box(page.getByTestId('units-toggle'));
  const firstCard = await box(cards.first());
  expect(firstCard.y - (toggle.y + toggle.height)).toBeLessThan(40);
  expect(firstCard.y).toBeGreaterThan(toggle.y);

  // Closed again, and back at the top, as the next size finds a page it has just opened.
  await first.tap();
  await expect(alerts.first().locator('details')).not.toHaveAttribute('open', '');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** At 320 px with 200 % text: chips, facts and alerts stay on the page, figures whole. */
async function expectAnswerReadsZoomed(page: Page) {
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  for (const item of [
    ...(await page.getByTestId('day-chip').all()),
    page.getByTestId('facts-line'),
    ...(await page.getByTestId('weather-alert').all()),
    page.getByTestId('units-toggle'),
  ]) {
    const { x, width } = await box(item);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(321);
  }
  // A figure never leaves its unit, a time never breaks inside itself.
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll('.day-chip__chance, .badge__value, .forecast-card__facts dd')]
      .filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return tops.size > 1;
      })
      .map((el) => el.textContent),
  );
  expect(broken).toEqual([]);
}

test.describe('a result with a name and a warning, on a phone', () => {
  // One page measured at 360×740, 375×667 and 320 px with 200 % text (and in Chinese, opened up).
  test.describe.configure({ timeout: 90_000 });
  for (const lang of LANGUAGES) {
    test(`the answer first at 360×740 and 375×667; at 320 px with 200 % text it still reads (${lang})`, async ({
      kept,
    }) => {
      const page = await kept.phone();
      await visit(page, at(lang, '/result?location=14201&userName=Sam'));
      for (const viewport of PHONES) {
        await test.step(`${viewport.width}×${viewport.height}: the answer first`, async () => {
          await page.setViewportSize(viewport);
          await expectAnswerFirst(page);
        });
      }
      await test.step('320×640 with 200 % text: chips, facts and alerts stay on the page', async () => {
        await page.setViewportSize({ width: 320, height: 640 });
        await setTextSize(page, 200);
        await expectAnswerReadsZoomed(page);
      });
      if (lang === 'zh') {
        await test.step('320×640: Chinese never splits a word, times and headings keep together', async () => {
          await setTextSize(page, 100);
          await openEverything(page);
          const split = await splitChineseWords(page, '.result');
          expect(split).toEqual([]);
          const styles = await page.locator('.place-line__now').evaluate((el) => ({
            wordBreak: getComputedStyle(el).wordBreak,
            heading: getComputedStyle(document.querySelector('.result h1') as Element)
              .textWrapStyle,
          }));
          expect(styles.wordBreak).toBe('keep-all');
          expect(styles.heading).toContain('balance');
        });
      }
    });
  }
});

/**
 * How far the figure's text box reaches past the ring's hole, in CSS px (≤ 0: inside): the
 * farthest corner of the text's own box from the ring's centre, less the hole's radius (the
 * ring's radius, 52 of its 120 units, less half its 12-unit stroke).
 */
const pastTheHole = (page: Page) =>
  page.getByTestId('headline-chance').evaluate((el) => {
    const ring = el.parentElement?.querySelector('svg')?.getBoundingClientRect();
    if (!ring) return Infinity;
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const [cx, cy] = [ring.x + ring.width / 2, ring.y + ring.height / 2];
    const hole = ((52 - 6) / 120) * ring.width;
    const corners = [
      [text.left, text.top],
      [text.right, text.top],
      [text.left, text.bottom],
      [text.right, text.bottom],
    ];
    return Math.max(...corners.map(([x = 0, y = 0]) => Math.hypot(x - cx, y - cy))) - hole;
  });

/** The chance's figure inside its ring: at each phone, at 200 % text, and in forced colours. */
async function expectChanceInRing(page: Page, lang: Lang, location: string) {
  // The phones at 100 % text, and 200 % text at 320 and 360 px.
  const SIZES = [
    { viewport: PHONES[0], text: 100 },
    { viewport: PHONES[1], text: 100 },
    { viewport: { width: 320, height: 640 }, text: 200 },
    { viewport: PHONES[0], text: 200 },
  ];
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  if (location === '30301') {
    // "<10%", "< 10 %": the widest the figure gets.
    await expect(page.getByTestId('headline-label')).toHaveText(
      t(lang, 'result', 'labels.limited'),
    );
  }
  const figure = await page.getByTestId('headline-chance').textContent();
  for (const { viewport, text } of SIZES) {
    await page.setViewportSize(viewport);
    await setTextSize(page, text);
    const what = `"${figure}" at ${viewport.width} px, ${text} % text`;
    expect(await pastTheHole(page), what).toBeLessThanOrEqual(0);
  }
  // Forced colours draw a backplate behind the text: inside the hole, it cuts no ring.
  await page.emulateMedia({ forcedColors: 'active' });
  await page.setViewportSize(PHONES[0]);
  await setTextSize(page, 100);
  expect(await pastTheHole(page), `"${figure}" in forced colours`).toBeLessThanOrEqual(0);
  await page.emulateMedia({ forcedColors: 'none' });
}

/** Each chip's date on one line and inside its chip, the three chances level, at each phone. */
async function expectDaysLineUp(page: Page, location: string) {
  await expect(page.getByTestId('day-chip')).toHaveCount(3);
  for (const viewport of PHONES) {
    await page.setViewportSize(viewport);
    const chips = await page.getByTestId('day-chip').evaluateAll((items) =>
      items.map((chip) => {
        const lines = (selector: string) => {
          const el = chip.querySelector(selector);
          if (!el) return { count: 0, top: NaN, right: NaN, left: NaN };
          const range = document.createRange();
          range.selectNodeContents(el);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const box = range.getBoundingClientRect();
          return {
            count: new Set(rects.map((rect) => Math.round(rect.top))).size,
            top: box.top,
            left: box.left,
            right: box.right,
          };
        };
        const { left, right } = chip.getBoundingClientRect();
        return {
          text: chip.querySelector('.day-chip__date')?.textContent ?? '',
          date: lines('.day-chip__date'),
          chance: lines('.day-chip__chance'),
          left,
          right,
        };
      }),
    );
    const where = `${location} at ${viewport.width} px`;
    for (const chip of chips) {
      expect(chip.date.count, `"${chip.text}" on one line, ${where}`).toBe(1);
      expect(chip.chance.count, `its chance on one line, ${where}`).toBe(1);
      // Inside its chip, neither cut nor spilling over the next one.
      expect(chip.date.left, `"${chip.text}" inside its chip, ${where}`).toBeGreaterThanOrEqual(
        chip.left,
      );
      expect(chip.date.right, `"${chip.text}" inside its chip, ${where}`).toBeLessThanOrEqual(
        chip.right,
      );
    }
    // The three chances on one level.
    const tops = chips.map((chip) => chip.chance.top);
    expect(Math.max(...tops) - Math.min(...tops), `chances level, ${where}`).toBeLessThan(1);
  }
}

test.describe('the chance, the days and the times on a phone', () => {
  // Three pages, each measured at several sizes.
  test.describe.configure({ timeout: 90_000 });
  for (const lang of LANGUAGES) {
    test(`a low and a high chance inside the ring, the three days line up, times keep whole; without a warning the first day is on the first screen (${lang})`, async ({
      kept,
    }) => {
      const page = await kept.phone();
      for (const location of ['30301', '14201']) {
        await visit(page, at(lang, `/result?location=${location}`));
        await test.step(`${location}: the three days line up`, () =>
          expectDaysLineUp(page, location));
        await test.step(`${location}: the chance sits inside its ring at 100 % and 200 % text, in forced colours too`, () =>
          expectChanceInRing(page, lang, location));
      }
      await test.step('14201 at 320 px: a time never breaks inside itself', async () => {
        await page.setViewportSize({ width: 320, height: 640 });
        await openEverything(page);
        const times = await page
          .locator('.place-line__now > span:first-child, .day-extra, .weather-alert__until')
          .allTextContents();
        for (const text of times) {
          // "9:00 AM", "17 h 30": the spaces inside a time are no-break ones.
          expect(text, lang).not.toMatch(/\d (AM|PM|a\.m\.|p\.m\.|h \d)/);
        }
      });
      await test.step('Paris, without a warning: the first day is on the first screen too', async () => {
        await page.setViewportSize(PHONES[0]);
        await visit(page, at(lang, '/result?location=Paris'));
        await expect(page.getByTestId('headline-chance')).toBeVisible();
        await expect(page.getByTestId('weather-alert')).toHaveCount(0);
        await expectAboveFold(page, page.getByTestId('day-chips'), `the three days (${lang})`);
      });
    });
  }
});

test.describe('things that open look like they open', () => {
  test('a marker that turns, hover and focus, in forced colours too', async ({ kept }) => {
    const page = await kept.phone();
    await visit(page, '/fr/result?location=14201');
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    for (const colours of ['none', 'active'] as const) {
      await test.step(`forced colours: ${colours}`, async () => {
        await page.emulateMedia({ forcedColors: colours });
        const summaries = page.locator('main details.disclosure > summary');
        expect(await summaries.count()).toBeGreaterThanOrEqual(6);
        const marker = (summary: Locator) =>
          summary.evaluate((el) => {
            const style = getComputedStyle(el, '::before');
            return {
              content: style.content,
              transform: style.transform,
              width: parseFloat(style.borderTopWidth),
              colour: style.borderTopColor,
              text: getComputedStyle(el).color,
            };
          });
        for (const summary of await summaries.all()) {
          if (!(await summary.isVisible())) continue;
          const closed = await marker(summary);
          expect(closed.content).not.toBe('none');
          expect(closed.width).toBeGreaterThan(0);
          // Drawn in the summary's own colour: the system's text colour in forced colours.
          expect(closed.colour).toBe(closed.text);
          await summary.evaluate((el) => ((el.parentElement as HTMLDetailsElement).open = true));
          // The marker turns over 150 ms (without reduced motion): wait for it to get there.
          await expect
            .poll(async () => (await marker(summary)).transform)
            .not.toBe(closed.transform);
          await summary.evaluate((el) => ((el.parentElement as HTMLDetailsElement).open = false));
        }
        const why = page.getByTestId('day-why').first().locator('> summary');
        await why.scrollIntoViewIfNeeded();
        const before = await why.evaluate((el) => getComputedStyle(el).backgroundColor);
        await why.hover();
        const hovered = await why.evaluate((el) => ({
          background: getComputedStyle(el).backgroundColor,
          underline: getComputedStyle(el).textDecorationLine,
        }));
        expect(hovered.underline).toContain('underline');
        if (colours === 'none') expect(hovered.background).not.toBe(before);
        await why.focus();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Shift+Tab');
        const outline = await why.evaluate((el) => getComputedStyle(el).outlineStyle);
        expect(outline).not.toBe('none');
        // Neither hovered nor focused when the next colours begin.
        await page.mouse.move(0, 0);
        await why.blur();
      });
    }
  });

  test('"Places you can try" are chips a finger can hit, asking the same question', async ({
    kept,
  }) => {
    const page = await kept.phone();
    await visit(page, '/es/result?location=14201&schoolType=Boarding');
    await page.getByText(t('es', 'result', 'sample.places')).tap();
    const chips = page.locator('.place-chip');
    await expect(chips.first()).toBeVisible();
    expect(await chips.count()).toBeGreaterThan(10);
    for (const chip of await chips.all()) {
      const { height, width } = await box(chip);
      expect(height).toBeGreaterThanOrEqual(43.5);
      expect(width).toBeGreaterThanOrEqual(43.5);
    }
    await page.locator('.place-chip', { hasText: 'Paris' }).tap();
    await expect(page).toHaveURL(/\/es\/result\?location=Paris[^&]*&schoolType=Boarding/);
    await expect(page.getByTestId('place-name')).toContainText('Paris');
  });
});

test.describe('units that fit the place and the page', () => {
  test('a place outside the US is metric even from an en-US browser, and never "-0"', async ({
    browser,
  }) => {
    const page = await phone(browser, { locale: 'en-US' });
    for (const lang of LANGUAGES) {
      // Each language as a first visit: nothing the previous one stored.
      if (lang !== LANGUAGES[0]) await page.evaluate(() => localStorage.clear());
      await visit(page, at(lang, '/result?location=H2X 1Y4'));
      await expect(page.getByTestId('headline-chance')).toBeVisible();
      const text = (
        await page.locator('.place-line, .forecast-cards, .day-chips').allTextContents()
      ).join(' ');
      expect(text, lang).toContain('°C');
      expect(text, lang).not.toContain('°F');
      expect(text, lang).not.toMatch(/[-−]0(?![\d.,])/);
      // Whole degrees and speeds, one spacing per language.
      const figures = await page.locator('.forecast-card__facts dd').allTextContents();
      for (const figure of figures.filter((f) => /°|km\/h|公里/.test(f))) {
        expect(figure, lang).not.toMatch(/\d[.,]\d/);
      }
    }
    await page.context().close();
  });

  test('a US place is imperial, with the unit names of the page', async ({ browser }) => {
    const page = await open(browser, '/zh/result?location=14201', {
      ...PHONE,
      locale: 'fr-CA',
      viewport: PHONES[0],
    });
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    const figures = (await page.locator('.forecast-card__facts dd').allTextContents()).join(' ');
    expect(figures).toContain('°F');
    expect(figures).toContain('英里/小时');
    expect(figures).not.toContain('mi/h');
    // The switch sits with the figures it changes.
    const toggle = await box(page.getByTestId('units-toggle'));
    const card = await box(page.getByTestId('forecast-card').first());
    expect(card.y - toggle.y).toBeLessThan(120);
    await page.getByTestId('units-toggle').getByRole('button').first().tap();
    await expect(page.locator('.forecast-card__facts').first()).toContainText('公里/小时');
    await page.context().close();
  });
});

test.describe('a compact header', () => {
  // Three sizes, the menu opened and followed at each.
  test.describe.configure({ timeout: 60_000 });
  for (const lang of LANGUAGES) {
    test(`one row of at most 64 px on phones, a menu to open (${lang})`, async ({ kept }) => {
      // About opened anew at each size (Back would find the menu open where it was opened).
      const page = await kept.phone();
      for (const viewport of [...PHONES, { width: 320, height: 640 }]) {
        await test.step(`${viewport.width}×${viewport.height}`, async () => {
          await page.setViewportSize(viewport);
          await visit(page, at(lang, '/about'));
          const header = page.locator('header.site-header');
          expect((await box(header)).height, `header at ${viewport.width} px`).toBeLessThanOrEqual(
            64,
          );
          const nav = page.getByRole('navigation', { name: t(lang, 'common', 'nav.label') });
          await expect(nav).toBeHidden();
          const menu = page.getByRole('button', { name: t(lang, 'common', 'nav.menu') });
          await expect(menu).toHaveAttribute('aria-expanded', 'false');
          await menu.tap();
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
          const blog = nav.getByRole('link', { name: t(lang, 'common', 'nav.blog') });
          await expect(blog).toBeVisible();
          await expect(nav.getByText(t(lang, 'common', 'subtitle'))).toBeVisible();
          await blog.tap();
          await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/blog$`));
          await expect(nav).toBeHidden();
        });
      }
    });

    test(`one row on desktop, nothing wrapped (${lang})${lang === 'fr' ? '; at 360 px the menu button works from the keyboard' : ''}`, async ({
      kept,
    }) => {
      const page = await kept.desktop();
      await page.setViewportSize({ width: 1024, height: 800 });
      await visit(page, at(lang, '/about'));
      for (const width of [1024, 1280, 1600]) {
        await page.setViewportSize({ width, height: 800 });
        const row = await box(page.locator('.brand'));
        const items = [
          ...(await page.locator('.site-nav a').all()),
          page.locator('.language-picker__button'),
          page.locator('.theme-toggle'),
        ];
        for (const item of items) {
          const { y, height } = await box(item);
          // Each item is a single line, level with the title.
          expect(height, `${await item.textContent()} at ${width} px`).toBeLessThanOrEqual(48);
          expect(Math.abs(y + height / 2 - (row.y + row.height / 2))).toBeLessThan(6);
        }
        const subtitle = page.locator('.site-header__subtitle');
        const lineHeight = await subtitle.evaluate((el) =>
          parseFloat(getComputedStyle(el).lineHeight),
        );
        expect((await box(subtitle)).height).toBeLessThanOrEqual(lineHeight + 1);
        expect(
          await page
            .locator('.site-header__inner')
            .evaluate((el) => el.scrollWidth - el.clientWidth),
        ).toBe(0);
      }
      if (lang === 'fr') {
        await test.step('360×740: the menu button works from the keyboard', async () => {
          await page.setViewportSize(PHONES[0]);
          const menu = page.getByRole('button', { name: t('fr', 'common', 'nav.menu') });
          await menu.focus();
          await page.keyboard.press('Enter');
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
          const nav = page.locator(`#${await menu.getAttribute('aria-controls')}`);
          await expect(nav).toBeVisible();
          await page.keyboard.press('Tab');
          await expect(nav.getByRole('link').first()).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(nav).toBeHidden();
          await expect(menu).toBeFocused();
        });
      }
    });
  }
});

/** Every page, at 320 CSS px with text at 200 % (WCAG 1.4.4, 1.4.10). */
const REFLOW_PAGES = [
  ['home', '/'],
  ['result', '/result?location=14201&userName=Samantha'],
  ['blog', '/blog'],
  ['blog post', '/blog/the-science-of-snow'],
  ['about', '/about'],
  ['privacy', '/privacy'],
  ['contact', '/contact'],
  ['404', '/no/such/page'],
  ['accuracy', '/accuracy'],
] as const;

/** Where words are checked at 320 px with 200 % text: a third of the screen for the header. */
const WORD_PAGES: string[] = ['/', '/result?location=14201', '/about', '/no/such/page'];
/** Short pages, which end with the footer in view at 360×740, not a blank screen. */
const SHORT_PAGES: string[] = ['/contact', '/no/such/page'];

/** No page scrolls sideways and every control is reachable, at 320 px with 200 % text. */
async function expectReflows(page: Page, name: string, lang: Lang) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} (${lang}) is ${width} px wide`).toBeLessThanOrEqual(320);
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('[hidden]'))
      .filter((el) => {
        const { left, right } = el.getBoundingClientRect();
        return left < -1 || right > 321;
      })
      .map((el) => el.textContent?.trim() || el.outerHTML.slice(0, 60)),
  );
  expect(outside, `${name} (${lang}): controls off the page`).toEqual([]);
}

/** A third of the screen for the header; no word cut where it cannot hyphenate. */
async function expectWordsWhole(page: Page, path: string, lang: Lang) {
  const header = await box(page.locator('header.site-header'));
  expect(header.height, `header on ${path}`).toBeLessThan(640 / 3);
  // Every word laid out across two lines is in text the browser hyphenates in the page's
  // language (a browser without that language's dictionary breaks it bare, as this one
  // may); a control's word or a typed place is never cut.
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    const letter = /[\p{L}\p{N}]/u;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent ?? '';
      if (!el || !letter.test(text) || el.getClientRects().length === 0) continue;
      // A path or code is not a word: it may break anywhere.
      if (el.closest('code, kbd, samp, pre')) continue;
      if (/\p{Script=Han}/u.test(text)) continue;
      let top: number | undefined;
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const previous = text[i - 1] ?? '';
        if (
          top !== undefined &&
          rect.top > top + 2 &&
          letter.test(previous) &&
          letter.test(text[i] ?? '')
        ) {
          const style = getComputedStyle(el);
          const hyphenates = style.hyphens === 'auto' && !el.closest('button, bdi, input');
          if (!hyphenates)
            found.push(
              `${text.slice(Math.max(0, i - 12), i)}|${text.slice(i, i + 12)} <${el.localName}>`,
            );
        }
        top = rect.top;
      }
    }
    return found;
  });
  expect(cut, `${path}: words cut`).toEqual([]);
  if (lang === 'zh') expect(await splitChineseWords(page), path).toEqual([]);
}

/** Interactive elements a finger must hit, on the page as it is now. */
function tooSmallTargets(page: Page) {
  return page.evaluate(() => {
    // Links inside running text are excepted (WCAG 2.5.5).
    const inText = (el: Element) => {
      if (el.localName !== 'a') return false;
      const block = el.parentElement?.closest('p, li, dd, td');
      if (!block) return false;
      return (block.textContent ?? '').trim() !== (el.textContent ?? '').trim();
    };
    return [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, summary, input, [role="combobox"], [role="option"]',
      ),
    ]
      .filter(
        (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
      )
      .filter((el) => !el.classList.contains('skip-link') && !inText(el))
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < 43.5 || rect.height < 43.5)
      .map(
        ({ el, rect }) =>
          `${el.localName}.${el.className} "${el.textContent?.trim().slice(0, 30)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      );
  });
}

/**
 * Each page opened once at 320 px with text at 200 % (the root size doubles, and every size set
 * in rem with it), checked there, then at 360×740 with the text back at 100 %, checked again.
 */
async function pageTour(
  page: Page,
  lang: Lang,
  pages: readonly (readonly [name: string, path: string])[],
) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%';
    });
  });
  for (const [name, path] of pages) {
    const reflows = REFLOW_PAGES.some(([, each]) => each === path);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(at(lang, path));
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    if (reflows) await expect(page.locator('main h1')).toBeVisible();
    if (path.startsWith('/result')) await expect(page.getByTestId('headline-chance')).toBeVisible();
    if (reflows) {
      await test.step(`${name}, 320 px, 200 % text: no sideways scroll, every control reachable`, () =>
        expectReflows(page, name, lang));
    }
    if (WORD_PAGES.includes(path)) {
      await test.step(`${path}, 320 px, 200 % text: the header's third, no word cut`, () =>
        expectWordsWhole(page, path, lang));
    }
    if (!reflows) continue;
    await page.setViewportSize(PHONES[0]);
    await setTextSize(page, 100);
    await test.step(`${name}, 360×740: tap targets of at least 44×44 px`, async () => {
      if (name === 'home') await expect(page.locator('main form')).toBeVisible();
      expect(await tooSmallTargets(page), `${name} (${lang})`).toEqual([]);
    });
    if (SHORT_PAGES.includes(path)) {
      await test.step(`${name}, 360×740: the footer in view, not a blank screen`, async () => {
        await expect(page.locator('main h1')).toBeVisible();
        const footer = await box(page.locator('footer.site-footer'));
        // Short content: the page does not scroll, and its footer sits on the first screen.
        expect(
          await page.evaluate(() => document.documentElement.scrollHeight),
        ).toBeLessThanOrEqual(PHONES[0].height);
        expect(footer.y + footer.height).toBeLessThanOrEqual(PHONES[0].height + 1);
      });
    }
  }
}

test.describe('every page at 320 px with 200 % text, and at 360 px with tap targets', () => {
  // Four or five pages a test, each measured at both sizes.
  test.describe.configure({ timeout: 90_000 });
  for (const lang of LANGUAGES) {
    test(`home, results and the blog: no page scrolls sideways, words keep whole or hyphenate, targets of 44×44 px (${lang})`, async ({
      kept,
    }) => {
      const page = await kept.phone();
      await pageTour(page, lang, [
        ...REFLOW_PAGES.slice(0, 2),
        ['result without a name', '/result?location=14201'],
        ...REFLOW_PAGES.slice(2, 4),
      ]);
    });

    test(`about, privacy, contact, not found and accuracy: the same, short pages end with the footer, and the open menus' targets (${lang})`, async ({
      kept,
    }) => {
      const page = await kept.phone();
      await pageTour(page, lang, REFLOW_PAGES.slice(4));
      await test.step('360×740: the open menus have targets of 44×44 px', async () => {
        await page.getByRole('button', { name: t(lang, 'common', 'nav.menu') }).tap();
        expect(await tooSmallTargets(page), `menu (${lang})`).toEqual([]);
        await page.locator('.language-picker__button').tap();
        await expect(page.getByRole('menu')).toBeVisible();
        expect(await tooSmallTargets(page), `language menu (${lang})`).toEqual([]);
      });
    });
  }
});

test.describe('dark theme', () => {
  test.describe.configure({ timeout: 60_000 });

  test('follows the system, and the switch is remembered on the device', async ({ kept }) => {
    const page = await kept.phone();
    await page.emulateMedia({ colorScheme: 'dark' });
    await visit(page, '/about');
    // Found and read in one step: React replaces the server's article as the app starts, and a
    // replaced element has no computed style.
    const background = () =>
      page.evaluate(() => {
        const article = document.querySelector('article.page');
        return article ? getComputedStyle(article).backgroundColor : 'no article';
      });
    expect(await background()).not.toBe('rgb(255, 255, 255)');
    await page.getByRole('button', { name: t('en', 'common', 'nav.menu') }).tap();
    const toggle = page.getByRole('button', { name: t('en', 'common', 'theme.dark') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await background()).toBe('rgb(255, 255, 255)');
    // Remembered, and applied before the first paint: the server's page is already light.
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await background()).toBe('rgb(255, 255, 255)');
  });

  // A result with everything open is scanned in both themes in every language, at Montréal
  // (explanation.spec.ts); here Buffalo's bands, and the other pages, whose texts share its colours.
  const DARK_PAGES: [Lang, string][] = [
    ['zh', '/result?location=14201&userName=Sam'],
    ['en', '/'],
    ['fr', '/blog/the-science-of-snow'],
    ['es', '/contact'],
  ];
  for (const [lang, path] of DARK_PAGES) {
    test(`axe finds no problem in the dark: ${path} (${lang})`, async ({ kept }) => {
      const page = await kept.desktop();
      await page.emulateMedia({ colorScheme: 'dark' });
      await visit(page, at(lang, path));
      if (path.startsWith('/result')) {
        await expect(page.getByTestId('headline-chance')).toBeVisible();
        await openEverything(page);
      }
      if (path === '/') await expect(page.locator('main form')).toBeVisible();
      await expectNoViolations(page, `${path} in the dark (${lang})`);
    });
  }
});

test('forced colours: buttons keep a boundary, the ring follows the system, no snowfall', async ({
  kept,
}) => {
  const page = await kept.desktop();
  await page.emulateMedia({ forcedColors: 'active' });
  await visit(page, '/result?location=14201');
  await expect(page.getByTestId('headline-chance')).toBeVisible();
  for (const button of [page.getByTestId('share-copy'), page.locator('.result__again .button')]) {
    const border = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle };
    });
    expect(border.width).toBeGreaterThan(0);
    expect(border.style).not.toBe('none');
  }
  const stroke = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const style = getComputedStyle(el);
      return { colour: style.stroke, width: parseFloat(style.strokeWidth) };
    });
  const fill = await stroke('.gauge__fill');
  const track = await stroke('.gauge__track');
  const text = await page.locator('body').evaluate((el) => getComputedStyle(el).color);
  expect(fill.colour).toBe(text);
  // How much is filled reads: the fill stands 3:1 from its track in colour, or is a band at
  // least three times as thick as the track's line.
  expect(
    contrast(fill.colour, track.colour) >= 3 || fill.width >= 3 * track.width,
    `fill ${JSON.stringify(fill)} told from track ${JSON.stringify(track)}`,
  ).toBe(true);
  // The units switch still shows which option is on.
  const options = page.getByTestId('units-toggle').getByRole('button');
  const backgrounds = await options.evaluateAll((buttons) =>
    buttons.map((el) => getComputedStyle(el).backgroundColor),
  );
  expect(new Set(backgrounds).size).toBe(2);
  await expect(page.getByTestId('snowfall')).toBeHidden();
  await page.goto('/');
  const submit = page.locator('main form button[type="submit"]');
  expect(await submit.evaluate((el) => getComputedStyle(el).borderTopStyle)).not.toBe('none');
});

test.describe('the share card is the same card everywhere', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const lang of LANGUAGES) {
    test(`1080×1350 in both themes, nothing jumps while it is made (${lang})`, async ({ kept }) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        // A page of its own for each scheme, which loads the picture's library anew. The run
        // blocks the service worker, whose fetches would bypass `page.route`, which slows the
        // library below.
        const page = await kept.desktop();
        await page.setViewportSize(
          colorScheme === 'light' ? PHONES[0] : { width: 1280, height: 800 },
        );
        await page.emulateMedia({ colorScheme });
        await visit(page, at(lang, '/result?location=14201&userName=Samantha'));
        await expect(page.getByTestId('headline-chance')).toBeVisible();

        // Laid out as the card on the page itself, in the 1024 px window the picture is laid
        // out in: everything fits, badges on one line (docs/product/result-page.md#share-image).
        const viewport = page.viewportSize();
        await page.setViewportSize({ width: 1024, height: 800 });
        const fits = await page.evaluate(() => {
          const panel = document.querySelector<HTMLElement>('[data-share-root]');
          if (!panel) return 'no panel';
          // What the picture leaves out takes no room in it.
          const ignored = [...panel.querySelectorAll<HTMLElement>('[data-share-ignore]')];
          for (const el of ignored) el.style.display = 'none';
          panel.classList.add('share-card');
          panel.style.width = '540px';
          panel.style.height = '675px';
          const overflow = panel.scrollHeight - panel.clientHeight;
          const panelBox = panel.getBoundingClientRect();
          const footer = panel.querySelector('.share-footer')?.getBoundingClientRect();
          const badges = [...panel.querySelectorAll('.badge')].map((el) => {
            const height = el.getBoundingClientRect().height;
            return height / parseFloat(getComputedStyle(el).lineHeight || '20');
          });
          const name = panel.querySelector('.share-footer__name')?.textContent ?? '';
          // The sky's icons keep their size, whatever the condition's length.
          const icons = [...panel.querySelectorAll('.forecast-card__condition svg')].map((el) => {
            const { width, height } = el.getBoundingClientRect();
            return [Math.round(width), Math.round(height)];
          });
          // Each day's figures as the page's card shows them, every one on the card.
          const facts = [...panel.querySelectorAll('.forecast-card__facts')].map((list) =>
            [...list.querySelectorAll('div')]
              .filter((fact) => fact.getBoundingClientRect().height > 0)
              .map((fact) => fact.querySelector('dt')?.textContent ?? ''),
          );
          const disclaimer = panel.querySelector<HTMLElement>('[data-testid="share-disclaimer"]');
          const disclaimerBox = disclaimer?.getBoundingClientRect();
          // The ranges' key: one range a row, in the table's order, none over another, and
          // each range beside its meaning, never over it.
          const keyRows = [...panel.querySelectorAll('.range-key li')].map((row) => {
            const range = row.querySelector('strong')?.getBoundingClientRect();
            const meaning = document.createRange();
            meaning.selectNodeContents(row);
            if (row.firstChild)
              meaning.setStartAfter(row.querySelector('strong') ?? row.firstChild);
            const meaningLeft = Math.min(
              ...[...meaning.getClientRects()].filter((r) => r.width > 0).map((r) => r.left),
            );
            const box = row.getBoundingClientRect();
            return { top: box.top, bottom: box.bottom, rangeRight: range?.right ?? 0, meaningLeft };
          });
          const keyOverlaps = keyRows.filter(
            (row, index) =>
              row.rangeRight > row.meaningLeft + 0.5 ||
              (index > 0 && row.top < (keyRows[index - 1]?.bottom ?? 0) - 0.5),
          ).length;
          // What the card's parts leave is shared out: no wide band is left empty anywhere,
          // above the footer included.
          const blocks = [...panel.children]
            .map((el) => el.getBoundingClientRect())
            .filter((box) => box.height > 0);
          const widestGap = Math.max(
            ...blocks.slice(1).map((box, index) => box.top - (blocks[index]?.bottom ?? box.top)),
          );
          const gauge = panel.querySelector('.gauge')?.getBoundingClientRect();
          panel.classList.remove('share-card');
          panel.removeAttribute('style');
          for (const el of ignored) el.style.removeProperty('display');
          return {
            overflow,
            footerInside: !!footer && footer.bottom <= panelBox.bottom + 0.5,
            badges,
            name,
            icons,
            facts,
            disclaimer: disclaimer?.textContent ?? '',
            disclaimerInside:
              !!disclaimerBox &&
              disclaimerBox.height > 0 &&
              disclaimerBox.bottom <= panelBox.bottom + 0.5,
            keyRows: keyRows.length,
            keyOverlaps,
            widestGap,
            // Where the ring is, in the picture's pixels (scale 2).
            gauge: gauge && {
              x: (gauge.left - panelBox.left) * 2,
              y: (gauge.top - panelBox.top) * 2,
              size: gauge.width * 2,
            },
          };
        });
        if (typeof fits === 'string') throw new Error(fits);
        const terms = ['high', 'low', 'precipitation', 'snowChance', 'wind'].map((key) =>
          t(lang, 'result', `card.${key}`),
        );
        expect(fits).toMatchObject({
          overflow: 0,
          footerInside: true,
          name: t(lang, 'common', 'product'),
          icons: [
            [24, 24],
            [24, 24],
            [24, 24],
          ],
          facts: [terms, terms, terms],
          disclaimer: t(lang, 'result', 'disclaimer'),
          disclaimerInside: true,
          keyRows: 5,
          keyOverlaps: 0,
        });
        expect(fits.widestGap, 'the widest empty band between two parts').toBeLessThanOrEqual(40);
        for (const lines of fits.badges) expect(lines).toBeLessThan(2);
        if (viewport) await page.setViewportSize(viewport);

        // A slower phone: the picture's library arrives late, so the busy state can be seen.
        await page.route(/html2canvas/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
        const download = page.getByTestId('share-download');
        const copy = page.getByTestId('share-copy');
        await download.scrollIntoViewIfNeeded();
        const again = page.locator('.result__again');
        const [downloadBox, copyBox, againBox] = [
          await box(download),
          await box(copy),
          await box(again),
        ];
        await download.focus();
        const [file] = await Promise.all([
          page.waitForEvent('download'),
          (async () => {
            await page.keyboard.press('Enter');
            // While it is made: copy hidden in its place, download disabled, nothing moves.
            await expect(download).toBeDisabled();
            await expect(copy).toBeHidden();
            expect(await box(download)).toMatchObject({ x: downloadBox.x, y: downloadBox.y });
            expect((await box(again)).y).toBe(againBox.y);
          })(),
        ]);
        await expect(download).toBeEnabled();
        await expect(download).toBeFocused();
        await expect(copy).toBeVisible();
        expect(await box(copy)).toMatchObject({ x: copyBox.x, y: copyBox.y });
        const png = PNG.sync.read(await readFile(await file.path()));
        expect({ width: png.width, height: png.height }, `${lang}, ${colorScheme}`).toEqual({
          width: 1080,
          height: 1350,
        });
        // The picture draws the ring at the card's size, not the page's (html2canvas copies an
        // SVG's page sizes onto it): the ring's colours span its box, less the stroke's margin.
        if (fits.gauge) {
          const ring = ringExtent(png, fits.gauge);
          const expected = (fits.gauge.size * 116) / 120;
          expect(ring.width, `${lang}, ${colorScheme}: the ring's width`).toBeGreaterThan(
            expected - 6,
          );
          expect(ring.width, `${lang}, ${colorScheme}: the ring's width`).toBeLessThan(
            expected + 2,
          );
          expect(ring.height, `${lang}, ${colorScheme}: the ring's height`).toBeLessThan(
            expected + 2,
          );
        }
        await page.close();
      }
    });
  }
});

/** A laptop's first view: 1366 × 768, the commonest laptop screen. */
const LAPTOP = { width: 1366, height: 768 } as const;

/** Three searches stored on the device, as a returning visitor has them. */
const storeRecentSearches = (page: Page) =>
  page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem(
      'recent-searches',
      JSON.stringify([
        { location: '14201', schoolType: 'Public', snowDays: 0 },
        { location: 'Montreal', schoolType: 'Boarding', snowDays: 2 },
        { location: 'Paris', schoolType: 'Urban Public', snowDays: 1 },
      ]),
    );
  });

test.describe('home on a phone', () => {
  // A phone and a laptop, each opening the page twice (the second time with stored searches,
  // whose list loads after the page), on a machine shared with others.
  test.describe.configure({ timeout: 90_000 });
  for (const lang of LANGUAGES) {
    test(`the location field and Calculate are on the first screen at 360×740, 375×667 and 1366×768; the placeholder fits at 320 px; a returning visitor's recent searches start on the first screen (${lang})`, async ({
      kept,
    }) => {
      const onPhone = await kept.phone();
      const onLaptop = await kept.desktop();
      await onLaptop.setViewportSize(LAPTOP);
      const firstScreen = async (page: Page) => {
        const viewport = page.viewportSize() ?? LAPTOP;
        const form = page.locator('main form');
        const submit = form.locator('button[type="submit"]');
        await expect(submit).toHaveText(t(lang, 'calculator', 'form.submit'));
        const size = `${String(viewport.width)}×${String(viewport.height)}`;
        await expectAboveFold(page, form.locator('input[name="location"]'), `location, ${size}`);
        await expectAboveFold(page, submit, `Calculate, ${size}`);
      };
      await visit(onPhone, at(lang, '/'));
      for (const viewport of PHONES) {
        await test.step(`${viewport.width}×${viewport.height}: the form on the first screen`, async () => {
          await onPhone.setViewportSize(viewport);
          await firstScreen(onPhone);
        });
      }
      await test.step('320×640: the location placeholder fits its field', async () => {
        await onPhone.setViewportSize({ width: 320, height: 640 });
        const input = onPhone.locator('main form input[name="location"]');
        await expect(input).toBeVisible();
        const fit = await input.evaluate((el: HTMLInputElement) => {
          const style = getComputedStyle(el);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) return { text: 0, room: 0 };
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room =
            el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text: context.measureText(el.placeholder).width, room };
        });
        expect(fit.text, `${lang} placeholder`).toBeLessThanOrEqual(fit.room);
      });
      await visit(onLaptop, at(lang, '/'));
      await test.step('1366×768: the form on the first screen', () => firstScreen(onLaptop));

      for (const [page, viewport] of [
        [onPhone, PHONES[0]],
        [onLaptop, LAPTOP],
      ] as const) {
        const size = `${String(viewport.width)}×${String(viewport.height)}`;
        await test.step(`${size}: a returning visitor's recent searches`, async () => {
          await storeRecentSearches(page);
          await page.setViewportSize(viewport);
          await page.goto(at(lang, '/'));
          const first = page.getByTestId('recent-search').first();
          // The list and its styles load after the page, when searches are stored.
          await expect(first).toBeVisible({ timeout: 20_000 });
          const list = await box(page.locator('.recent-searches'));
          const title = await box(page.locator('.recent-searches__title'));
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          expect(list.y, `the list starts on screen, ${size}`).toBeLessThan(viewport.height);
          // Its heading and first search, not only its edge.
          expect(title.y + title.height, `its heading, ${size}`).toBeLessThanOrEqual(
            viewport.height,
          );
          // Below the form on a phone, beside it on a laptop: the form itself never moves for it.
          const form = await box(page.locator('main form'));
          if (viewport === LAPTOP) expect(list.x).toBeGreaterThanOrEqual(form.x + form.width);
          else expect(list.y).toBeGreaterThanOrEqual(form.y + form.height);
        });
      }
    });
  }
});

test('the snowfall never costs a text its contrast: a flake behind the home heading and lead keeps them at 4.5:1, light and dark', async ({
  kept,
}) => {
  // The theme follows the system's: one page, the scheme emulated in turn.
  const page = await kept.phone();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await visit(page, '/');
  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(colorScheme, async () => {
      await page.emulateMedia({ colorScheme });
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        colorScheme === 'dark',
      );
      await expect(page.locator('.snowflake')).toHaveCount(50, { timeout: 15_000 });
      const ratios = await page.evaluate(() => {
        const rgb = (colour: string) =>
          (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => Number(value) / 255);
        const luminance = (colour: string) => {
          const [r = 0, g = 0, b = 0] = rgb(colour).map((c) =>
            c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
          );
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const contrast = (a: string, b: string) => {
          const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
        };
        const flake = getComputedStyle(document.querySelector('.snowflake') as Element);
        return [...document.querySelectorAll('.page-intro__title, .page-intro__lead')].map((el) =>
          contrast(getComputedStyle(el).color, flake.backgroundColor),
        );
      });
      expect(ratios).toHaveLength(2);
      for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  }
});
