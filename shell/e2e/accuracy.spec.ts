import { expectNoViolations } from './a11y-checks';
import { expect, expectMeta, LANGUAGES, prefix, t, test } from './fixtures';

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
    test(`has no accessibility fault in the ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/accuracy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, `/accuracy (${scheme})`);
    });
  }

  test('is linked from the result’s “What the numbers mean”', async ({ page }) => {
    await page.goto('/result?location=Buffalo&schoolType=Public&snowDays=0');
    const link = page.getByRole('link', { name: t('en', 'result', 'ranges.accuracyLink') });
    await link.click();
    await expect(page).toHaveURL(/\/accuracy$/);
  });
});

test.describe('A report', () => {
  test('is one per device and day: sent, changed, never counted twice', async ({ request }) => {
    const device = 'e2e-device-0123456789abcdef';
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
