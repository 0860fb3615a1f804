import { useLanguage, usePageMeta, useServerMarkup, type Language } from '@snowday/shared-i18n';
import {
  ACCURACY_REPORT_CSS,
  ACCURACY_STYLE_ID,
  accuracyPageAttributes,
  accuracyReportHtml,
  type AccuracyTexts,
} from '@snowday/shared-i18n/accuracy-report';
import { ACCURACY_URLS, type AccuracySummary } from '@snowday/shared-i18n/contract';
import enAccuracy from '@snowday/shared-i18n/locales/en/accuracy.json';
import type { CountryNames, PlaceTexts } from '@snowday/shared-i18n/format';
import { use, useInsertionEffect } from 'react';

/** A value per language, loaded once, when a page first asks for it in that language. */
function perLanguage<T>(load: (language: Language) => Promise<T>) {
  const loaded = new Map<Language, Promise<T>>();
  return (language: Language): Promise<T> => {
    let found = loaded.get(language);
    if (!found) {
      found = load(language);
      loaded.set(language, found);
    }
    return found;
  };
}

/** Each language's texts, loaded when the page shows it (English comes with the section). */
const TEXTS: Record<Language, () => Promise<AccuracyTexts>> = {
  en: () => Promise.resolve(enAccuracy),
  es: () => import('@snowday/shared-i18n/locales/es/accuracy.json').then((m) => m.default),
  fr: () => import('@snowday/shared-i18n/locales/fr/accuracy.json').then((m) => m.default),
  zh: () => import('@snowday/shared-i18n/locales/zh/accuracy.json').then((m) => m.default),
};
const textsFor = perLanguage((language) => TEXTS[language]());

/**
 * Each language's country names, to name a region's country as the result page does: loaded
 * only to draw the report here, never to hydrate the server's.
 */
const COUNTRIES: Record<Language, () => Promise<CountryNames>> = {
  en: () => import('@snowday/shared-i18n/locales/en/weather.json').then((m) => m.countries),
  es: () => import('@snowday/shared-i18n/locales/es/weather.json').then((m) => m.countries),
  fr: () => import('@snowday/shared-i18n/locales/fr/weather.json').then((m) => m.countries),
  zh: () => import('@snowday/shared-i18n/locales/zh/weather.json').then((m) => m.countries),
};
const placesFor = perLanguage<PlaceTexts>(async (language) => {
  const [english, shown] = await Promise.all([COUNTRIES.en(), COUNTRIES[language]()]);
  return { english, shown };
});

/**
 * The report as the server sent it, and in which language: read once, from the markup the island
 * hydrates (docs/product/accuracy.md#the-page). The page carries no other copy of its figures.
 */
let sent: { lang: string; html: string } | null | undefined;
function sentReport(language: Language): string | undefined {
  if (sent === undefined) {
    const article = document.querySelector('article.accuracy-page');
    sent = article ? { lang: article.getAttribute('lang') ?? '', html: article.innerHTML } : null;
  }
  return sent?.lang === accuracyPageAttributes(language).lang ? sent.html : undefined;
}

/** The last summary, from the API: for a page the server did not send in this language. */
let summaryRead: Promise<AccuracySummary | null> | undefined;
function summary(): Promise<AccuracySummary | null> {
  summaryRead ??= fetch(ACCURACY_URLS.summary)
    .then((response) => (response.ok ? response.json() : { summary: null }))
    .then((body: { summary: AccuracySummary | null }) => body.summary)
    .catch(() => null);
  return summaryRead;
}

/**
 * `/accuracy` (docs/product/accuracy.md#the-page). Hydrating the server's page, it renders the
 * very report on screen; reached by a link inside the site, or in another language than the
 * server's, it draws the report from the API's summary.
 */
export default function AccuracySection() {
  const language = useLanguage();
  const texts = use(textsFor(language));
  const fromServer = useServerMarkup() ? sentReport(language) : undefined;
  const html =
    fromServer ?? accuracyReportHtml(use(summary()), texts, language, use(placesFor(language)));
  const title = typeof texts.metaTitle === 'string' ? texts.metaTitle : '';
  const description = typeof texts.metaDescription === 'string' ? texts.metaDescription : '';
  usePageMeta(title, description);
  useInsertionEffect(() => {
    if (document.getElementById(ACCURACY_STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = ACCURACY_STYLE_ID;
    style.textContent = ACCURACY_REPORT_CSS;
    document.head.append(style);
  }, []);
  const { className, lang } = accuracyPageAttributes(language);
  return (
    <article
      className={className}
      lang={lang}
      // The server's own markup, or built from the summary's numbers and this site's own texts,
      // every one escaped.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
