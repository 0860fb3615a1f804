import type { Translations } from '@snowday/shared-i18n';

/**
 * This remote's texts in every language but English, loaded from its own build when a page shows
 * that language (docs/decisions/012-one-paint.md#words): a remote deployed alone brings its new
 * words in every language. Each section registers the namespaces it shows, with their English.
 */
export const translations: Translations<'blog'> = {
  es: {
    blog: () => import('@snowday/shared-i18n/locales/es/blog.json'),
  },
  fr: {
    blog: () => import('@snowday/shared-i18n/locales/fr/blog.json'),
  },
  zh: {
    blog: () => import('@snowday/shared-i18n/locales/zh/blog.json'),
  },
};
