import { useLanguage, usePageMeta, type Language } from '@snowday/shared-i18n';
import {
  ACCURACY_REPORT_CSS,
  ACCURACY_STYLE_ID,
  accuracyPageAttributes,
  accuracyReportHtml,
  type AccuracyTexts,
} from '@snowday/shared-i18n/accuracy-report';
import { ACCURACY_URLS, type AccuracySummary } from '@snowday/shared-i18n/contract';
import enAccuracy from '@snowday/shared-i18n/locales/en/accuracy.json';
import { use, useInsertionEffect } from 'react';

/** Each language's texts, loaded when the page shows it (English comes with the section). */
const TEXTS: Record<Language, () => Promise<AccuracyTexts>> = {
  en: () => Promise.resolve(enAccuracy),
  es: () => import('@snowday/shared-i18n/locales/es/accuracy.json').then((m) => m.default),
  fr: () => import('@snowday/shared-i18n/locales/fr/accuracy.json').then((m) => m.default),
  zh: () => import('@snowday/shared-i18n/locales/zh/accuracy.json').then((m) => m.default),
};
const loadedTexts = new Map<Language, Promise<AccuracyTexts>>();
const textsFor = (language: Language) => {
  let found = loadedTexts.get(language);
  if (!found) {
    found = TEXTS[language]();
    loadedTexts.set(language, found);
  }
  return found;
};

/**
 * The summary the server drew the page from (its `data-accuracy`), so the island renders exactly
 * what was sent; on a page reached by a link inside the site, the API's.
 */
let summaryRead: Promise<AccuracySummary | null> | undefined;
function summary(): Promise<AccuracySummary | null> {
  summaryRead ??= (() => {
    const sent = document.querySelector('article.accuracy-page[data-accuracy]');
    const json = sent?.getAttribute('data-accuracy');
    if (json) return Promise.resolve(JSON.parse(json) as AccuracySummary | null);
    return fetch(ACCURACY_URLS.summary)
      .then((response) => (response.ok ? response.json() : { summary: null }))
      .then((body: { summary: AccuracySummary | null }) => body.summary)
      .catch(() => null);
  })();
  return summaryRead;
}

/** `/accuracy` (docs/product/accuracy.md#the-page): the same markup the server sent. */
export default function AccuracySection() {
  const language = useLanguage();
  const texts = use(textsFor(language));
  const figures = use(summary());
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
  const { className, json } = accuracyPageAttributes(figures);
  return (
    <article
      className={className}
      data-accuracy={json}
      // Built from the summary's numbers and this site's own texts, every one escaped.
      dangerouslySetInnerHTML={{ __html: accuracyReportHtml(figures, texts, language) }}
    />
  );
}
