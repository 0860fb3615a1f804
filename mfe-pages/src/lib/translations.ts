import type { Translations } from '@snowday/shared-i18n';

/**
 * This remote's texts in every language but English, loaded from its own build when a page shows
 * that language (docs/decisions/012-one-paint.md#words): a remote deployed alone brings its new
 * words in every language. Each section registers the namespaces it shows, with their English.
 */
export const translations: Translations<'about' | 'pages'> = {
  es: {
    about: () => import('@snowday/shared-i18n/locales/es/about.json'),
    pages: () => import('@snowday/shared-i18n/locales/es/pages.json'),
  },
  fr: {
    about: () => import('@snowday/shared-i18n/locales/fr/about.json'),
    pages: () => import('@snowday/shared-i18n/locales/fr/pages.json'),
  },
  zh: {
    about: () => import('@snowday/shared-i18n/locales/zh/about.json'),
    pages: () => import('@snowday/shared-i18n/locales/zh/pages.json'),
  },
};
