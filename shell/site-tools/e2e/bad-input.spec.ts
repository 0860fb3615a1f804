import type { Page } from '@playwright/test';
import { expect, forgetVisit, prefix, t, test, type Lang } from './fixtures';

/**
 * docs/product/hardening.md#bad-input: hand-edited /result links and 404 paths full of markup and
 * junk are harmless. No script runs (no dialog, no page error), no element of the input is created,
 * and the visitor sees the prediction, a translated error, or the home page
 * (docs/product/inputs.md#result-page-query).
 */

type Outcome = 'prediction' | 'error' | 'home';

interface BadLink {
  title: string;
  lang: Lang;
  /** The query string exactly as typed in the address bar (the browser encodes what it must). */
  query: string;
  outcome: Outcome;
  /** The name greeted, exactly as the page should show it. */
  name?: string;
  snowDaysUsed?: string;
}

const enc = encodeURIComponent;
const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const SVG = '"><svg onload=alert(1)>';

const LINKS: BadLink[] = [
  {
    title: 'markup in userName',
    lang: 'en',
    query: `location=14201&userName=${SCRIPT}`,
    outcome: 'prediction',
    name: SCRIPT,
  },
  { title: 'markup in location', lang: 'es', query: `location=${IMG}`, outcome: 'error' },
  {
    title: 'broken percent-encoding',
    lang: 'en',
    query: 'location=%E0%A4%A&userName=%E0%A4%A&snowDays=%',
    outcome: 'error',
  },
  {
    title: 'a right-to-left override in the name',
    lang: 'fr',
    query: `location=K1A%200B1&userName=${enc('\u202eSam\u200f')}`,
    outcome: 'prediction',
    name: '\u202eSam\u200f',
  },
  {
    title: 'a 10k-character location',
    lang: 'en',
    query: `location=${'x'.repeat(10_000)}`,
    outcome: 'error',
  },
  {
    title: 'snowDays=1e309 and schoolType=<script>',
    lang: 'zh',
    query: `location=14201&snowDays=1e309&schoolType=${SCRIPT}`,
    outcome: 'prediction',
    snowDaysUsed: '1',
  },
  {
    title: 'duplicate parameters (the first wins)',
    lang: 'en',
    query: `location=14201&location=${enc(SVG)}&snowDays=3&snowDays=99&userName=Ann&userName=${enc(SVG)}`,
    outcome: 'prediction',
    name: 'Ann',
    snowDaysUsed: '3',
  },
  {
    title: 'a blank location',
    lang: 'en',
    query: `location=%20%09&userName=${enc(SVG)}`,
    outcome: 'home',
  },
  { title: 'markup after a #', lang: 'en', query: `location=Denver#${IMG}`, outcome: 'prediction' },
];

/** Records dialogs (an `alert(1)` that ran) and dismisses them. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Elements the payloads above would create if they were ever parsed as HTML. */
async function expectNothingInjected(page: Page) {
  await expect(
    page.locator('img[src="x"], iframe, [onerror], [onload], body svg[onload], body script'),
  ).toHaveCount(0);
  // Scripts that run: a data block (`type="application/json"`, the forecast the server embeds)
  // may hold the payload as text, escaped, and runs nothing.
  const inlineAlerts = await page.evaluate(
    () =>
      [...document.scripts].filter(
        (script) =>
          ['', 'module', 'text/javascript'].includes(script.type) &&
          script.text.includes('alert(1)'),
      ).length,
  );
  expect(inlineAlerts).toBe(0);
}

/**
 * The first wait covers loading the shell, the remote and the weather: generous, because these
 * runs share a busy machine with other suites (the later checks keep the default).
 */
const LOADED = { timeout: 20_000 };

async function expectOutcome(page: Page, link: BadLink) {
  const home = prefix(link.lang) || '/';
  if (link.outcome === 'home') {
    await expect(page).toHaveURL((url) => url.pathname === home && url.search === '', LOADED);
    await expect(
      page.getByRole('form', { name: t(link.lang, 'calculator', 'form.label') }),
    ).toBeVisible();
    return;
  }
  if (link.outcome === 'error') {
    // One message per failure: an unknown place says so, in its own words.
    await expect(page.getByTestId('result-error')).toContainText(
      t(link.lang, 'result', 'errors.unknownPlace').split('{{location}}')[0] ?? '',
      LOADED,
    );
    return;
  }
  await expect(page.getByTestId('headline-chance')).toBeVisible(LOADED);
  if (link.name !== undefined) {
    const greeting = t(link.lang, 'result', 'greeting').replace('{{name}}', link.name);
    await expect(page.getByTestId('greeting')).toHaveText(greeting);
  }
  if (link.snowDaysUsed)
    await expect(page.getByTestId('snow-days-used')).toHaveText(link.snowDaysUsed);
}

// One page walks the cases, each a first visit and a step of its own: every case loads a page.
test('bad input on /result', async ({ page, pageErrors }) => {
  const dialogs = watchDialogs(page);
  for (const link of LINKS) {
    await test.step(`${link.title} (${link.lang})`, async () => {
      await forgetVisit(page);
      await page.goto(`${prefix(link.lang)}/result?${link.query}`);
      await expectOutcome(page, link);
      await expectNothingInjected(page);
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});

test('bad input in a 404 path is shown as text', async ({ page, pageErrors }) => {
  const dialogs = watchDialogs(page);
  for (const [lang, path] of [
    ['en', `/${IMG}`],
    ['es', `/es/${SVG}`],
    ['en', `/x/${SCRIPT}`],
  ] as const) {
    await test.step(path, async () => {
      await forgetVisit(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(lang, 'common', 'notFound.title'),
        LOADED,
      );
      const shown = page.getByTestId('requested-path');
      // The address bar percent-encodes `<`, `>`, `"` and spaces; either form is text.
      const encoded = new URL(path, 'http://x').pathname;
      await expect(shown).toHaveText(new RegExp(`^(${escape(encoded)}|${escape(path)})$`));
      await expectNothingInjected(page);
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
