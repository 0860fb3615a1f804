import { expect, expectMeta, LANGUAGES, prefix, t, texts, test } from './fixtures';

test.describe('About, Privacy and Contact (mfe-pages)', () => {
  for (const lang of LANGUAGES) {
    test(`in ${lang}`, async ({ page, pageErrors }) => {
      await page.goto(`${prefix(lang)}/about`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'about', 'title'));
      const factors = page.getByTestId('factor-list').getByRole('listitem');
      await expect(factors).toHaveCount(5);
      await expect(factors.nth(2)).toHaveText(t(lang, 'about', 'factors.schoolType'));
      for (const audience of ['students', 'parents', 'teachers']) {
        await expect(
          page.getByRole('heading', { name: t(lang, 'about', `${audience}.title`) }),
        ).toBeVisible();
      }
      await expectMeta(
        page,
        t(lang, 'pages', 'about.metaTitle'),
        t(lang, 'pages', 'about.metaDescription'),
      );

      // In-app navigation through the footer, as a visitor would.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t(lang, 'common', 'footer.privacy') })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/privacy$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(lang, 'pages', 'privacy.title'),
      );
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.locator('main code')).toHaveText([
        'preferred-language',
        'preferred-theme',
        'preferred-units',
        'recent-searches',
        // An alert's id and secret, for the page and for the service worker.
        'snow-day-alert:',
        'snowday-alerts',
        // The one-answer-per-device code behind "Did school close?".
        'snow-day-report-device',
      ]);
      // What "Use my location" sends is said under the button's own name.
      await expect(page.locator('main')).toContainText(t(lang, 'calculator', 'form.locate.button'));
      const html = t(lang, 'pages', 'privacy.html');
      const text = html
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      await expectMeta(page, t(lang, 'pages', 'privacy.metaTitle'), text.slice(0, 160));

      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t(lang, 'common', 'footer.contact') })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(lang, 'pages', 'contact.title'),
      );
      await expect(page.getByText(t(lang, 'pages', 'contact.intro'))).toBeVisible();
      const button = page.getByRole('link', { name: t(lang, 'pages', 'contact.button') });
      await expect(button).toHaveAttribute('href', 'https://forms.example.org/snow-day-contact');
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
      await expectMeta(
        page,
        t(lang, 'pages', 'contact.metaTitle'),
        t(lang, 'pages', 'contact.metaDescription'),
      );
      expect(texts(lang, 'pages')).toBeTruthy();
      expect(pageErrors).toEqual([]);
    });
  }
});
