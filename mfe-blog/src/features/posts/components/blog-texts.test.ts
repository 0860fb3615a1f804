import { i18n, LANGUAGES } from '@snowday/shared-i18n';
import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { describe, expect, it } from 'vitest';

/** `{{date}}`-style placeholders of a text, so a translation cannot drop or rename one. */
const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{\w+\}\}/g)
    ?.sort() ?? [];

async function blogTexts(language: (typeof LANGUAGES)[number]): Promise<Record<string, unknown>> {
  await setupI18nFor(language === 'en' ? '/blog' : `/${language}/blog`);
  return i18n.getResourceBundle(language, 'blog') as Record<string, unknown>;
}

describe('blog texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'has the same keys in %s as in English',
    async (language) => {
      const english = await blogTexts('en');
      const translated = await blogTexts(language);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(translated)) {
        expect(String(text).trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english[key]));
      }
    },
  );
});
