import type { Translations } from '@snowday/shared-i18n';

/**
 * This remote's texts in every language but English, loaded from its own build when a page shows
 * that language (docs/decisions/012-one-paint.md#words): a remote deployed alone brings its new
 * words in every language. Each section registers the namespaces it shows, with their English.
 */
export const translations: Translations<
  'calculator' | 'result' | 'weather' | 'alerts' | 'homeAbout'
> = {
  es: {
    calculator: () => import('@snowday/shared-i18n/locales/es/calculator.json'),
    result: () => import('@snowday/shared-i18n/locales/es/result.json'),
    weather: () => import('@snowday/shared-i18n/locales/es/weather.json'),
    alerts: () => import('@snowday/shared-i18n/locales/es/alerts.json'),
    homeAbout: () => import('@snowday/shared-i18n/locales/es/about.json'),
  },
  fr: {
    calculator: () => import('@snowday/shared-i18n/locales/fr/calculator.json'),
    result: () => import('@snowday/shared-i18n/locales/fr/result.json'),
    weather: () => import('@snowday/shared-i18n/locales/fr/weather.json'),
    alerts: () => import('@snowday/shared-i18n/locales/fr/alerts.json'),
    homeAbout: () => import('@snowday/shared-i18n/locales/fr/about.json'),
  },
  zh: {
    calculator: () => import('@snowday/shared-i18n/locales/zh/calculator.json'),
    result: () => import('@snowday/shared-i18n/locales/zh/result.json'),
    weather: () => import('@snowday/shared-i18n/locales/zh/weather.json'),
    alerts: () => import('@snowday/shared-i18n/locales/zh/alerts.json'),
    homeAbout: () => import('@snowday/shared-i18n/locales/zh/about.json'),
  },
};
