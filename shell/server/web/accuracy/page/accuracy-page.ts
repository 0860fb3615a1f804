import {
  ACCURACY_REPORT_CSS,
  accuracyReportHtml,
  accuracyPageAttributes,
  type AccuracyTexts,
} from '@snowday/shared-i18n/accuracy-report';
import type { AccuracySummary } from '@snowday/shared-i18n/contract';
import { LANGUAGES, type Language } from '@snowday/shared-i18n/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(
      readFileSync(
        require.resolve(`@snowday/shared-i18n/locales/${language}/accuracy.json`),
        'utf8',
      ),
    ) as AccuracyTexts,
  ]),
) as Record<Language, AccuracyTexts>;

/**
 * `/accuracy`'s section, rendered here with the aggregate job's last summary
 * (docs/product/accuracy.md#the-page): the same string the pages remote renders from the same
 * summary, which it reads back from the page, so the island hydrates what the server sent.
 */
export function accuracyPageSection(latest: () => Promise<AccuracySummary | null>) {
  return async (language: Language): Promise<string> => {
    const summary = await latest().catch(() => null);
    const { className, data } = accuracyPageAttributes(summary);
    // Inside the island's Suspense boundary, as React's server render writes it (`<!--$-->`).
    return `<style>${ACCURACY_REPORT_CSS}</style><!--$--><article class="${className}" data-accuracy="${data}">${accuracyReportHtml(summary, TEXTS[language], language)}</article><!--/$-->`;
  };
}
