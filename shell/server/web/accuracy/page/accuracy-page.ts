import {
  ACCURACY_REPORT_CSS,
  accuracyReportHtml,
  accuracyPageAttributes,
  type AccuracyTexts,
} from '@snowday/shared-i18n/accuracy-report';
import type { AccuracySummary } from '@snowday/shared-i18n/contract';
import { LANGUAGES, type Language } from '@snowday/shared-i18n/core';
import type { CountryNames, PlaceTexts } from '@snowday/shared-i18n/format';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const localeFile = (language: Language, namespace: string): unknown =>
  JSON.parse(
    readFileSync(
      require.resolve(`@snowday/shared-i18n/locales/${language}/${namespace}.json`),
      'utf8',
    ),
  );
const TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, localeFile(language, 'accuracy') as AccuracyTexts]),
) as Record<Language, AccuracyTexts>;
/** Each language's country names, to name a region's country as the result page does. */
const COUNTRIES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    (localeFile(language, 'weather') as { countries: CountryNames }).countries,
  ]),
) as Record<Language, CountryNames>;
const placesIn = (language: Language): PlaceTexts => ({
  english: COUNTRIES.en,
  shown: COUNTRIES[language],
});

/** Whether two summaries are the same aggregate run's (each run stamps its own `computedAt`). */
const sameRun = (a: AccuracySummary | null, b: AccuracySummary | null) =>
  a === b || (a !== null && b !== null && a.computedAt === b.computedAt);

/**
 * `/accuracy`'s section, rendered here with the aggregate job's last summary
 * (docs/product/accuracy.md#the-page). The island hydrates it as it is, taking the report from
 * the markup itself, so the summary is not sent a second time. Each language's string is kept
 * until the aggregate changes: a visit then costs a lookup, not a render
 * (docs/performance.md#accuracy).
 */
export function accuracyPageSection(latest: () => Promise<AccuracySummary | null>) {
  const rendered = new Map<Language, { summary: AccuracySummary | null; html: string }>();
  return async (language: Language): Promise<string> => {
    const summary = await latest().catch(() => null);
    const kept = rendered.get(language);
    if (kept && sameRun(kept.summary, summary)) return kept.html;
    const { className, lang } = accuracyPageAttributes(language);
    // Inside the island's Suspense boundary, as React's server render writes it (`<!--$-->`).
    const html = `<style>${ACCURACY_REPORT_CSS}</style><!--$--><article class="${className}" lang="${lang}">${accuracyReportHtml(summary, TEXTS[language], language, placesIn(language))}</article><!--/$-->`;
    rendered.set(language, { summary, html });
    return html;
  };
}
