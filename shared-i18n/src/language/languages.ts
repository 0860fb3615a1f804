/**
 * The languages the site speaks (docs/product/languages.md#languages). English is the default and
 * has no URL prefix.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Its own literal type, not `Language`: `TranslatedLanguage` (every other language) is computed
 * from it, and would be `never` under the wider type, so that a translation map could leave
 * every language out and still compile.
 */
export const DEFAULT_LANGUAGE = 'en' as const satisfies Language;

/** Names shown in the language picker, each in its own language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  zh: '中文',
};

/**
 * Value of `<html lang>`; docs/product/languages.md#html-lang: `zh-CN` for Chinese, which screen
 * readers pronounce better.
 */
export const HTML_LANG: Readonly<Record<Language, string>> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  zh: 'zh-CN',
};

/**
 * BCP 47 locale used for Intl formatting of dates and numbers: the variety each language is
 * written in (docs/i18n/README.md): Latin-American Spanish, Québec French, Mainland Chinese.
 */
export const INTL_LOCALE: Readonly<Record<Language, string>> = {
  en: 'en-US',
  es: 'es-419',
  fr: 'fr-CA',
  zh: 'zh-CN',
};

/**
 * The page's `og:locale` for link previews (docs/product/pages.md#link-previews): the same variety
 * as `INTL_LOCALE`, in the `language_TERRITORY` form preview readers know; `es_LA` is their name
 * for Latin-American Spanish.
 */
export const PREVIEW_LOCALE: Readonly<Record<Language, string>> = {
  en: 'en_US',
  es: 'es_LA',
  fr: 'fr_CA',
  zh: 'zh_CN',
};

/**
 * What joins two sentences a page puts side by side (a greeting and its message): a space,
 * except in Chinese, whose full-width ！ and 。 carry their own gap (docs/i18n/zh.md).
 */
export const SENTENCE_GAP: Readonly<Record<Language, string>> = {
  en: ' ',
  es: ' ',
  fr: ' ',
  zh: '',
};

/**
 * What separates the items of a list the code puts together ("4:00 AM–9:00 AM, 1:00 PM–5:00 PM"):
 * Chinese lists take the enumeration comma 、 (docs/i18n/zh.md).
 */
export const LIST_SEPARATOR: Readonly<Record<Language, string>> = {
  en: ', ',
  es: ', ',
  fr: ', ',
  zh: '、',
};

/**
 * URL prefixes that are aliases of a language: `/zh-CN/x` redirects to `/zh/x`
 * (docs/product/languages.md#alias).
 */
export const PREFIX_ALIASES: Readonly<Record<string, Language>> = { 'zh-cn': 'zh' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps any language tag a visitor's browser, cookie or query string may carry
 * (`es-MX`, `ZH-cn`, `zh-Hant`, `fr`) to a supported language, or undefined.
 */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}
