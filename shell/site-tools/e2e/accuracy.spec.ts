import { ALERTS_SHOWN_DATABASE, ALERTS_SHOWN_STORE } from '@snowday/shared-i18n/settings';
import { randomUUID } from 'node:crypto';
import { askedDay } from '../../server/core/accuracy/model/days';
import { summarize, tallyReports } from '../../server/core/accuracy/model/scoring';
import { matchedReports, simulate } from '../accuracy/simulation';
import { expectNoViolations } from './a11y-checks';
import { expect, expectMeta, LANGUAGES, prefix, t, test } from './fixtures';
import { recordLayoutShifts } from './page-helpers';

/** A summary with figures: buckets past 20 days, regions listed, two still short of 100. */
const WITH_FIGURES = summarize(
  tallyReports(matchedReports(simulate({ seed: 7, placeDays: 600, reports: 900 }))),
  { computedAt: new Date('2026-12-01T00:00:00Z'), simulated: true, unmatched: 4, held: 1 },
);

/** docs/product/accuracy.md: the page, and a report through the API a result page uses. */
test.describe('How right were we (/accuracy)', () => {
  for (const lang of LANGUAGES) {
    test(`reads in ${lang}, from the footer`, async ({ page, pageErrors }) => {
      await page.goto(`${prefix(lang)}/about`);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t(lang, 'common', 'footer.accuracy') })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/accuracy$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(lang, 'accuracy', 'heading'),
      );
      await expectMeta(
        page,
        t(lang, 'accuracy', 'metaTitle'),
        t(lang, 'accuracy', 'metaDescription'),
      );
      expect(pageErrors).toEqual([]);
    });
  }

  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });
    for (const lang of LANGUAGES) {
      test(`is sent whole in ${lang}`, async ({ page }) => {
        const response = await page.goto(`${prefix(lang)}/accuracy`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t(lang, 'accuracy', 'heading'),
        );
        // No real reports on a fresh test server: the honest empty state, and the method.
        await expect(page.locator('article.accuracy-page')).toContainText(
          t(lang, 'accuracy', 'method'),
        );
        await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      });
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no accessibility fault in the ${scheme} theme: a result asking, the page with figures and empty`, async ({
      page,
    }) => {
      // Two page loads and a link inside the site, with three scans.
      test.setTimeout(150_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/result?location=Buffalo&schoolType=Public&snowDays=0');
      await expect(page.getByTestId('report-question')).toBeVisible({ timeout: 30_000 });
      await expectNoViolations(page, `a result asking about its day (${scheme})`);

      // Figures, as the island draws them from the API after a link inside the site.
      await page.route('**/api/accuracy/summary', (route) =>
        route.fulfill({ json: { summary: WITH_FIGURES } }),
      );
      await page.getByRole('link', { name: t('en', 'result', 'ranges.accuracyLink') }).click();
      await expect(page).toHaveURL(/\/accuracy$/);
      const below = WITH_FIGURES.regionsBelow?.[0];
      await expect(page.locator('article.accuracy-page')).toContainText(
        `${below?.region ?? ''}, ${below?.country ?? ''}: ${String(below?.placeDays)} of 100 school days`,
      );
      // The groups of ten with their chart, and the method, one tap away: scanned open.
      const article = page.locator('article.accuracy-page');
      await article
        .getByText(t('en', 'accuracy', 'moreGroups'))
        .first()
        .click();
      await article.getByText(t('en', 'accuracy', 'methodHeading')).click();
      await expect(
        page.getByRole('img', { name: t('en', 'accuracy', 'chartTitle') }).first(),
      ).toBeVisible();
      await expect(article.getByText(t('en', 'accuracy', 'method'))).toBeVisible();
      await expectNoViolations(page, `/accuracy with figures (${scheme})`);

      // Sent by the server, with no figures of this run's own to show.
      await page.unroute('**/api/accuracy/summary');
      await page.goto('/accuracy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('article.accuracy-page .accuracy-note').first()).toBeVisible();
      await expectNoViolations(page, `/accuracy (${scheme})`);
    });
  }

  test('hydrates the report the server sent, and asks for the summary only in another language', async ({
    page,
    pageErrors,
  }) => {
    const summaries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/accuracy/summary')) summaries.push(request.url());
    });
    // Any node of the report taken out of the page: hydration keeps every one the server sent.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removed: string[] }).removed = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          const inReport =
            record.target instanceof Element && record.target.closest('article.accuracy-page');
          for (const node of record.removedNodes) {
            if (inReport || (node instanceof Element && node.matches('article.accuracy-page'))) {
              removed.push(node.nodeName);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto('/accuracy');
    // The report once, as HTML: no copy of the summary rides in the page for the island.
    const sent = (await response?.text()) ?? '';
    expect(sent).not.toContain('data-accuracy');
    expect(sent).not.toContain('computedAt');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('en', 'accuracy', 'heading'),
    );
    expect(summaries).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { removed: string[] }).removed)).toEqual(
      [],
    );

    // The same island in French: the report is drawn from the API's summary.
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/accuracy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('fr', 'accuracy', 'heading'),
    );
    await expect(page.locator('article.accuracy-page')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('article.accuracy-page')).toContainText(
      t('fr', 'accuracy', 'method'),
    );
    expect(summaries).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('is linked from the result’s “What the numbers mean”', async ({ page }) => {
    await page.goto('/result?location=Buffalo&schoolType=Public&snowDays=0');
    const link = page.getByRole('link', { name: t('en', 'result', 'ranges.accuracyLink') });
    await link.click();
    await expect(page).toHaveURL(/\/accuracy$/);
  });
});

test.describe('A report', () => {
  test('is one per device and day: sent, changed, never counted twice', async ({ request }) => {
    // A new device each run: the test server's database outlives it.
    const device = `e2e-${randomUUID()}`;
    const ask = await request.get('/api/accuracy/ask?location=Buffalo&schoolType=Public', {
      headers: { 'X-Report-Device': device },
    });
    expect(ask.status()).toBe(200);
    const { ask: question } = (await ask.json()) as {
      ask: { day: string; token: string; place: { name: string }; answer?: string } | null;
    };
    expect(question?.place.name).toBe('Buffalo');
    const token = question?.token ?? '';
    const send = (answer: string) =>
      request.put('/api/accuracy/reports', { data: { token, device, answer } });
    expect(await (await send('closed')).json()).toEqual({ answer: 'closed', changed: false });
    expect(await (await send('delayed')).json()).toEqual({ answer: 'delayed', changed: true });
    // Sending again changes the one answer; the device's answer is the last one.
    const again = await request.get('/api/accuracy/ask?location=Buffalo&schoolType=Public', {
      headers: { 'X-Report-Device': device },
    });
    expect(((await again.json()) as { ask: { answer?: string } }).ask.answer).toBe('delayed');
    // A report names nothing of its own: a forged token is refused.
    const forged = await request.put('/api/accuracy/reports', {
      data: { token: `${token.slice(0, -3)}abc`, device, answer: 'open' },
    });
    expect(forged.status()).toBe(403);
  });
});

test.describe('The question on a result', () => {
  const RESULT = '/result?location=Buffalo&schoolType=Public&snowDays=0';

  test('a visitor answers, changes the answer, and a second device answers apart', async ({
    page,
    browser,
    pageErrors,
  }) => {
    // Three page loads and a second browser context: more than the default on a shared machine.
    test.setTimeout(150_000);
    const question = t('en', 'result', 'report.question').replace('{{place}}', 'Buffalo');
    await page.goto(RESULT);
    // The question loads once the result's island is awake, never with the page's first answer.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
    const group = page.getByRole('group', {
      name: new RegExp(`^${question.replace('{{day}}', '\\w+').replace('?', '\\?')}$`),
    });
    await expect(group).toBeVisible();
    const button = (key: string) =>
      group.getByRole('button', { name: t('en', 'result', `report.${key}`), exact: true });

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/accuracy/reports'));
    await button('closed').click();
    expect(await (await sent).json()).toEqual({ answer: 'closed', changed: false });
    await expect(
      page.getByRole('status').filter({ hasText: t('en', 'result', 'report.thanks') }),
    ).toBeVisible();
    await expect(button('closed')).toHaveAttribute('aria-pressed', 'true');

    // By keyboard: the same answer changed, not a second one.
    const changed = page.waitForResponse((r) => r.url().endsWith('/api/accuracy/reports'));
    await button('delayed').focus();
    await page.keyboard.press('Enter');
    expect(await (await changed).json()).toEqual({ answer: 'delayed', changed: true });
    await expect(button('delayed')).toHaveAttribute('aria-pressed', 'true');
    await expect(button('closed')).toHaveAttribute('aria-pressed', 'false');

    // The next visit on this device shows its answer, still changeable.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
    await expect(button('delayed')).toHaveAttribute('aria-pressed', 'true');

    // Another device is asked afresh, and its answer is its own.
    // A context of its own: no localStorage, so a device id of its own (and no baseURL).
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto(new URL(RESULT, page.url()).href);
      await expect(second.locator('html')).toHaveAttribute('data-app', 'ready', {
        timeout: 30_000,
      });
      const open = second.getByRole('button', {
        name: t('en', 'result', 'report.open'),
        exact: true,
      });
      await expect(open).toHaveAttribute('aria-pressed', 'false');
      await expect(
        second.getByRole('button', { name: t('en', 'result', 'report.delayed'), exact: true }),
      ).toHaveAttribute('aria-pressed', 'false');
      const secondSent = second.waitForResponse((r) => r.url().endsWith('/api/accuracy/reports'));
      await open.click();
      expect(await (await secondSent).json()).toEqual({ answer: 'open', changed: false });
    } finally {
      await other.close();
    }
    await page.reload();
    await expect(button('delayed')).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

    test('moves nothing when it arrives: the share buttons stay under the finger', async ({
      page,
      request,
      pageErrors,
    }) => {
      test.setTimeout(90_000);
      // A device that answered already: the page shows its answer once `ask` says so.
      const device = `e2e-${randomUUID()}`;
      const asked = await request.get(`/api/accuracy/ask?${RESULT.split('?')[1] ?? ''}`, {
        headers: { 'X-Report-Device': device },
      });
      const { ask } = (await asked.json()) as { ask: { token: string } | null };
      const sent = await request.put('/api/accuracy/reports', {
        data: { token: ask?.token, device, answer: 'closed' },
      });
      expect(sent.ok()).toBe(true);
      await page.addInitScript((id) => {
        localStorage.setItem('snow-day-report-device', id);
      }, device);

      const shifts = await recordLayoutShifts(page);
      // The page's own `ask` is held until the visitor has scrolled down to the share buttons.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const reached = new Promise<void>((resolve) => {
        void page.route(/\/api\/accuracy\/ask\?/, async (route) => {
          resolve();
          await held;
          await route.continue();
        });
      });
      await page.goto(RESULT);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
      await reached;
      // Scrolled down just far enough: the share buttons come into view at the bottom.
      const share = page.getByTestId('share-copy');
      await share.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      const before = await share.boundingBox();
      expect(before, 'the share buttons are on screen').not.toBeNull();

      release();
      await expect(
        page.getByRole('button', { name: t('en', 'result', 'report.closed'), exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      expect(await share.boundingBox()).toEqual(before);
      expect(await shifts()).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });

  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });
    test('is not there: the result stands alone', async ({ page }) => {
      await page.goto(RESULT);
      await expect(page.locator('main')).toContainText('Buffalo');
      // Drawn with the page for the app to fill in, and out of sight without it.
      await expect(page.getByTestId('report-question')).toBeHidden();
      await expect(page.getByRole('group', { name: /Buffalo/ })).toHaveCount(0);
    });
  });
});

test.describe('The question on the home page, from an alert', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`has no accessibility fault in the ${scheme} theme, asked and answered`, async ({
      page,
      pageErrors,
    }) => {
      // Two page loads and two scans.
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: scheme });
      // What the service worker keeps when it shows an alert (docs/product/accuracy.md#from-an-alert),
      // written here as its own `keepShown` writes it: an alert about Buffalo's day, passed there.
      await page.goto('/about');
      await page.evaluate(
        ({ database, store, alert }) =>
          new Promise<void>((resolve, reject) => {
            const opening = indexedDB.open(database);
            opening.onupgradeneeded = () => opening.result.createObjectStore(store);
            opening.onerror = () => reject(opening.error ?? new Error('no database'));
            opening.onsuccess = () => {
              const writing = opening.result.transaction(store, 'readwrite');
              writing.objectStore(store).put(alert, crypto.randomUUID());
              writing.oncomplete = () => {
                opening.result.close();
                resolve();
              };
              writing.onerror = () => reject(writing.error ?? new Error('not written'));
            };
          }),
        {
          database: ALERTS_SHOWN_DATABASE,
          store: ALERTS_SHOWN_STORE,
          alert: {
            location: 'Buffalo',
            schoolType: 'Public',
            snowDays: 0,
            day: askedDay(Date.now(), 'America/New_York'),
          },
        },
      );

      await page.goto('/');
      const question = t('en', 'result', 'report.question').replace('{{place}}', 'Buffalo');
      const group = page.getByRole('group', {
        name: new RegExp(`^${question.replace('{{day}}', '\\w+').replace('?', '\\?')}$`),
      });
      await expect(group).toBeVisible({ timeout: 30_000 });
      await group.scrollIntoViewIfNeeded();
      await expectNoViolations(page, `the home page asking about an alert's day (${scheme})`);

      // Answered: the chosen answer filled, and the thanks in the status line.
      await group
        .getByRole('button', { name: t('en', 'result', 'report.closed'), exact: true })
        .click();
      await expect(
        page.getByRole('status').filter({ hasText: t('en', 'result', 'report.thanks') }),
      ).toBeVisible();
      await expectNoViolations(page, `the home page, the alert's day answered (${scheme})`);
      expect(pageErrors).toEqual([]);
    });
  }
});
