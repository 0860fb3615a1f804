import type { Locator, Page } from '@playwright/test';
import { summarize, tallyReports } from '../../server/core/accuracy/model/scoring';
import { matchedReports, simulate } from '../accuracy/simulation';
import { expect, LANGUAGES, prefix, t, test, type Lang } from './fixtures';

/**
 * What a reader sees at the edges of the site's boxes, measured in Chromium on phones, at 200 %
 * text and on a laptop, in every language (docs/product/result-page.md, docs/product/accuracy.md):
 * tables inside their box or showing that they scroll, columns under their headings, no word, link
 * or middle dot left alone at a row's edge, targets a finger can hit, and the answer within reach.
 */

const PHONES = [
  { width: 360, height: 740 },
  { width: 375, height: 667 },
] as const;
const SMALL = { width: 320, height: 640 } as const;
const LAPTOP = { width: 1366, height: 768 } as const;
const at = (lang: Lang, path: string) => (path === '/' ? prefix(lang) || '/' : prefix(lang) + path);

test.use({ viewport: PHONES[0], hasTouch: true, isMobile: true });

/** Goes to `path` and waits for the app to take the page over. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
}

/** The visitor's text at `percent` of the default, on the open page. */
const setTextSize = (page: Page, percent: number) =>
  page.evaluate((size) => {
    document.documentElement.style.fontSize = `${String(size)}%`;
  }, percent);

/** A summary with figures: bands past 20 days, regions listed, some still short of 100. */
const WITH_FIGURES = summarize(
  tallyReports(matchedReports(simulate({ seed: 7, placeDays: 600, reports: 900 }))),
  { computedAt: new Date('2026-12-01T00:00:00Z'), simulated: true, unmatched: 4, held: 1 },
);

/**
 * Every table of the accuracy report: inside its box, or scrolling in it with its line that says
 * so shown; and every cell's text under its own column's heading.
 */
function accuracyTables(page: Page) {
  return page.locator('article.accuracy-page .accuracy-table').evaluateAll((boxes) =>
    boxes
      .filter((box) => box.getClientRects().length > 0)
      .map((box) => {
        const swipe = box.querySelector('.accuracy-table__swipe');
        const heads = [...box.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
        const misplaced: string[] = [];
        for (const row of box.querySelectorAll('tbody tr')) {
          [...row.children].forEach((cell, column) => {
            const head = heads[column];
            const range = document.createRange();
            range.selectNodeContents(cell);
            const text = range.getBoundingClientRect();
            if (!head || text.width === 0) return;
            // The text starts and ends within its heading's column.
            if (text.left < head.left - 1 || text.right > head.right + 1) {
              misplaced.push(`"${cell.textContent ?? ''}" outside "${String(column)}"`);
            }
          });
        }
        return {
          caption: box.getAttribute('aria-label') ?? '',
          fits: box.scrollWidth <= box.clientWidth + 1,
          scrolls: box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto',
          saysSo: !!swipe && getComputedStyle(swipe).display !== 'none',
          misplaced,
          cells: box.querySelectorAll('tbody td').length,
        };
      }),
  );
}

/** Interactive elements smaller than `min` px either way (links inside running text aside). */
function smallTargets(root: Locator, min: number) {
  return root.evaluate(
    (element, size) =>
      [...element.querySelectorAll<HTMLElement>('a[href], button, summary, input')]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => !el.closest('p, li, dd') || el.localName !== 'a')
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < size || box.height < size)
        .map(
          ({ el, box }) =>
            `${el.localName} "${el.textContent?.trim().slice(0, 30) ?? ''}" ${String(Math.round(box.width))}×${String(Math.round(box.height))}`,
        ),
    min,
  );
}

test.describe('the accuracy page', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const lang of LANGUAGES) {
    test(`a card with the site's heading; its tables inside their box or showing they scroll, every column under its heading, at 360, 375 and 320 px with 200 % text (${lang})`, async ({
      page,
      pageErrors,
    }) => {
      // The report with figures, as the island draws it after a link inside the site.
      await page.route('**/api/accuracy/summary', (route) =>
        route.fulfill({ json: { summary: WITH_FIGURES } }),
      );
      await visit(page, at(lang, '/about'));
      const aboutHeading = await page.locator('article.page h1').evaluate((h1) => {
        const style = getComputedStyle(h1);
        return { size: style.fontSize, colour: style.color };
      });
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t(lang, 'common', 'footer.accuracy') })
        .click();
      const article = page.locator('article.accuracy-page');
      await expect(article.locator('.accuracy-figures').first()).toBeVisible();

      // A card as About is, with the same heading.
      const card = await article.evaluate((el) => {
        const style = getComputedStyle(el);
        const h1 = getComputedStyle(el.querySelector('h1') as Element);
        return {
          background: style.backgroundColor,
          radius: parseFloat(style.borderTopLeftRadius),
          heading: { size: h1.fontSize, colour: h1.color },
        };
      });
      expect(card.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(card.radius).toBeGreaterThan(0);
      expect(card.heading).toEqual(aboutHeading);

      // Open what a reader may open: the groups of ten and the method.
      for (const summary of await article.locator('section > details > summary').all()) {
        await summary.click();
      }
      await article.locator('.accuracy-method > summary').click();
      await expect(article.locator('.accuracy-method')).toHaveAttribute('open', '');

      for (const [viewport, text] of [
        [PHONES[0], 100],
        [PHONES[1], 100],
        [SMALL, 200],
      ] as const) {
        await test.step(`${String(viewport.width)} px, ${String(text)} % text`, async () => {
          await page.setViewportSize(viewport);
          await setTextSize(page, text);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, 'the page never scrolls sideways').toBeLessThanOrEqual(viewport.width);
          // The line that says a table scrolls follows its box's scroll state, which the browser
          // updates a frame or more after the layout changed: read until it has settled.
          await expect(async () => {
            const tables = await accuracyTables(page);
            expect(tables.length).toBeGreaterThanOrEqual(2);
            for (const table of tables) {
              const where = `${table.caption} at ${String(viewport.width)} px, ${String(text)} %`;
              expect(table.cells, where).toBeGreaterThan(0);
              expect(
                table.fits || (table.scrolls && table.saysSo),
                `${where}: fits or says it scrolls`,
              ).toBe(true);
              // A table that fits says nothing of scrolling.
              if (table.fits) expect(table.saysSo, where).toBe(false);
              expect(table.misplaced, where).toEqual([]);
            }
          }).toPass({ timeout: 5_000 });
          if (text === 100) {
            expect(await smallTargets(article, 43.5), 'targets of 44 px').toEqual([]);
          }
        });
      }
      await setTextSize(page, 100);
      expect(pageErrors).toEqual([]);
    });
  }

  test('the server’s page without figures is the same card, its table under its headings in every language', async ({
    page,
  }) => {
    for (const lang of LANGUAGES) {
      await page.goto(at(lang, '/accuracy'));
      const article = page.locator('article.accuracy-page');
      await expect(article.locator('h1')).toHaveText(t(lang, 'accuracy', 'heading'));
      expect(await article.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
      await expect(async () => {
        for (const table of await accuracyTables(page)) {
          expect(table.misplaced, `${lang}: ${table.caption}`).toEqual([]);
          expect(table.fits || (table.scrolls && table.saysSo), `${lang}: ${table.caption}`).toBe(
            true,
          );
        }
      }).toPass({ timeout: 5_000 });
      // The method is one tap away, named as a parent would.
      await expect(article.locator('.accuracy-method > summary')).toHaveText(
        t(lang, 'accuracy', 'methodHeading'),
      );
    }
  });
});

/** How many links each row of the footer holds, top to bottom. */
const footerRows = (page: Page) =>
  page.locator('footer.site-footer nav').evaluate((nav) => {
    const rows = new Map<number, number>();
    for (const link of nav.querySelectorAll('a')) {
      const top = Math.round(link.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  });

test('the footer never leaves one link alone on a row, on phones, in every language', async ({
  page,
}) => {
  for (const lang of LANGUAGES) {
    await page.goto(at(lang, '/about'));
    for (const viewport of [...PHONES, SMALL]) {
      await page.setViewportSize(viewport);
      const rows = await footerRows(page);
      const where = `${lang} at ${String(viewport.width)} px: ${JSON.stringify(rows)}`;
      // One row, or rows of the same length.
      expect(new Set(rows).size, where).toBe(1);
    }
  }
});

/**
 * The pieces of a dotted line (the facts under the headline, an alert's line): a piece that
 * starts a row shows no dot before it, every other piece shows one, and no piece is cut in two.
 */
function dottedRows(list: Locator) {
  return list.evaluate((line) => {
    const box = line.getBoundingClientRect();
    const pieces = [...line.querySelectorAll(':scope > .dot-list__items > *')];
    let lastTop = -Infinity;
    return pieces.map((piece) => {
      const rect = piece.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(piece);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      const startsRow = rect.top > lastTop + 2;
      lastTop = Math.max(lastTop, rect.top);
      const dot = parseFloat(getComputedStyle(piece, '::before').width);
      // The dot is the piece's first `dot` px: visible only when they lie inside the line's box.
      const dotShown = rect.left + dot > box.left + 0.5;
      return { text: piece.textContent ?? '', startsRow, dotShown, lines };
    });
  });
}

test.describe('the result on a phone', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const lang of LANGUAGES) {
    test(`no middle dot at a row's edge, an alert's time kept whole, a snow run ending at midnight as the language says it, "Go to the answer" at 200 % text (${lang})`, async ({
      page,
      pageErrors,
    }) => {
      await visit(page, at(lang, '/result?location=14201'));
      for (const viewport of [...PHONES, SMALL]) {
        await test.step(`${String(viewport.width)} px`, async () => {
          await page.setViewportSize(viewport);
          const lines = [
            page.getByTestId('facts-line'),
            ...(await page.locator('.weather-alert__line').all()),
          ];
          for (const line of lines) {
            const pieces = await dottedRows(line);
            for (const piece of pieces) {
              const where = `"${piece.text}" at ${String(viewport.width)} px`;
              expect(piece.dotShown, `${where}: a dot only between pieces`).toBe(!piece.startsRow);
            }
          }
          // An alert's "until" is one piece, never a word left on a row of its own.
          for (const line of await page.locator('.weather-alert__line').all()) {
            const [, until] = await dottedRows(line);
            expect(until?.lines, `"${until?.text ?? ''}" on one line`).toBe(1);
          }
        });
      }

      // A run to the end of the day ends at midnight as the language closes a span with it.
      const hours = (await page.getByTestId('day-timing').allTextContents()).join(' ');
      expect(hours, lang).not.toMatch(/–0\s?h\b|–0:00/);
      if (lang === 'fr') expect(hours).toContain('–24\u202fh');
      if (lang === 'zh') expect(hours).toContain('–24:00');

      // The units in Chinese are named without full-width brackets around Latin ones.
      const units = (await page.getByTestId('units-toggle').allTextContents()).join(' ');
      expect(units).not.toMatch(/（\s*°|°[CF]\s*）/);

      await test.step('200 % text at 320 px: a link at the top leads to the answer', async () => {
        await page.setViewportSize(SMALL);
        await setTextSize(page, 200);
        await page.evaluate(() => window.scrollTo(0, 0));
        const link = page.getByRole('link', { name: t(lang, 'result', 'skipToAnswer') });
        const linkBox = await link.boundingBox();
        expect(linkBox && linkBox.y + linkBox.height, 'on the first screen').toBeLessThanOrEqual(
          SMALL.height,
        );
        expect(linkBox?.height ?? 0).toBeGreaterThanOrEqual(43.5);
        const chance = page.getByTestId('headline-chance');
        expect((await chance.boundingBox())?.y ?? 0, 'the answer is screens down').toBeGreaterThan(
          SMALL.height,
        );
        await link.tap();
        await expect(chance).toBeInViewport();
        await setTextSize(page, 100);
        await page.setViewportSize(PHONES[0]);
        await page.evaluate(() => window.scrollTo(0, 0));
        // At normal size the answer is on the first screen, and nothing stands before it.
        await expect(link).toBeHidden();
      });
      expect(pageErrors).toEqual([]);
    });
  }

  for (const lang of LANGUAGES) {
    test(`the toast opens by the share buttons, its close button a full target; an unknown place is corrected in place (${lang})`, async ({
      page,
    }) => {
      await visit(page, at(lang, '/result?location=14201'));
      const copy = page.getByTestId('share-copy');
      await copy.scrollIntoViewIfNeeded();
      await copy.tap();
      const toast = page.locator('[data-sonner-toast]');
      await expect(toast).toBeVisible();
      const [toastBox, copyBox] = [await toast.boundingBox(), await copy.boundingBox()];
      if (!toastBox || !copyBox) throw new Error('no toast or no button');
      // At the bottom of the screen, where the finger is, never across the screen from it.
      expect(toastBox.y, 'in the lower half').toBeGreaterThan(PHONES[0].height / 2);
      expect(Math.abs(toastBox.y - copyBox.y), 'near the button').toBeLessThan(
        PHONES[0].height / 2,
      );
      const close = toast.locator('[data-close-button]');
      const closeBox = await close.boundingBox();
      expect(closeBox?.width ?? 0).toBeGreaterThanOrEqual(43.5);
      expect(closeBox?.height ?? 0).toBeGreaterThanOrEqual(43.5);
      await close.tap();
      await expect(toast).toHaveCount(0);

      await visit(page, at(lang, '/result?location=Atlantisxx&schoolType=Boarding&snowDays=2'));
      await expect(page.getByTestId('result-error')).toBeVisible();
      const retry = page.getByTestId('place-retry');
      const place = retry.getByRole('textbox', { name: t(lang, 'calculator', 'form.location') });
      await expect(place).toHaveValue('Atlantisxx');
      expect(await smallTargets(retry, 43.5)).toEqual([]);
      await place.fill('Paris');
      await retry.getByRole('button').tap();
      await expect(page.getByTestId('place-name')).toContainText('Paris');
      expect(new URL(page.url()).searchParams.get('schoolType')).toBe('Boarding');
    });
  }
});

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP, hasTouch: false, isMobile: false });
  for (const lang of LANGUAGES) {
    test(`the three days' "Why this chance?" stand level (${lang})`, async ({ page }) => {
      await visit(page, at(lang, '/result?location=14201'));
      const tops = await page
        .getByTestId('day-why')
        .evaluateAll((all) => all.map((why) => Math.round(why.getBoundingClientRect().top)));
      expect(tops).toHaveLength(3);
      expect(Math.max(...tops) - Math.min(...tops), JSON.stringify(tops)).toBeLessThanOrEqual(1);
    });
  }
});

test.describe('the blog and the form', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const lang of LANGUAGES) {
    test(`arrows set apart from their words; the list's heading where it stays; Tab goes down from the place box (${lang})`, async ({
      page,
    }) => {
      await visit(page, at(lang, '/blog'));
      const intro = page.locator('header.page-intro');
      await expect(intro.locator('h1')).toHaveText(t(lang, 'blog', 'heading'));
      await expect(intro.locator('.page-intro__lead')).toHaveText(t(lang, 'blog', 'intro'));
      const gaps = async (selector: string) =>
        page.locator(selector).evaluateAll((links) =>
          links.map((link) => {
            const arrow = link.querySelector('.blog-arrow')?.getBoundingClientRect();
            const range = document.createRange();
            const words = [...link.childNodes].filter(
              (node) => !(node instanceof Element && node.matches('.blog-arrow, .visually-hidden')),
            );
            range.setStartBefore(words[0] as Node);
            range.setEndAfter(words.at(-1) as Node);
            const text = range.getBoundingClientRect();
            if (!arrow) return -1;
            return arrow.left > text.left ? arrow.left - text.right : text.left - arrow.right;
          }),
        );
      for (const gap of await gaps('.blog-card__more')) expect(gap).toBeGreaterThanOrEqual(3);
      await page.locator('.blog-card__title a').first().click();
      await expect(page.locator('.blog-back')).toBeVisible();
      for (const gap of await gaps('.blog-back')) expect(gap).toBeGreaterThanOrEqual(3);

      // "Use my location" stands beside the label and comes before the box: Tab from the box
      // goes on down the form, never back up to it.
      await visit(page, at(lang, '/'));
      const place = page.locator('main form input[name="location"]');
      const locate = page.getByTestId('use-my-location');
      const [placeBox, locateBox] = [await place.boundingBox(), await locate.boundingBox()];
      expect((locateBox?.y ?? 0) + (locateBox?.height ?? 0)).toBeLessThanOrEqual(
        (placeBox?.y ?? 0) + 1,
      );
      await place.focus();
      await page.keyboard.press('Tab');
      await expect(locate).not.toBeFocused();
      const next = await page.evaluate(
        () => document.activeElement?.getBoundingClientRect().top ?? 0,
      );
      expect(next).toBeGreaterThan(placeBox?.y ?? 0);
    });
  }

  test('in forced colours the place box’s placeholder is the box’s own text, dimmed, not a colour of alarm', async ({
    page,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await page.goto('/');
      const colours = await page.locator('main form input[name="location"]').evaluate((input) => ({
        text: getComputedStyle(input).color,
        placeholder: getComputedStyle(input, '::placeholder').color,
        opacity: getComputedStyle(input, '::placeholder').opacity,
      }));
      expect(colours.placeholder, colorScheme).toBe(colours.text);
      expect(Number(colours.opacity)).toBeLessThan(1);
    }
  });
});
