/**
 * `npx tsx shell/site-tools/bench/preview-images.ts`: what a link-preview image costs this machine.
 * Per language, the first image (its fonts read and parsed) and later ones (median of 5), the
 * PNG's size, and how long the event loop was held while a burst of images was drawn through the
 * server's queue. Timings live here and in docs/product/link-previews.md, never in tests.
 */
import { LANGUAGES, type Language } from '@snowday/shared-i18n/core';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { PreviewCard } from '../../server/web/link-preview';
import { createPreviewImages } from '../../server/web/link-preview';
import { drawPreviewPng } from '../../server/web/link-preview/render-preview';
import { loadSiteTexts } from '../../server/web/pages/site-texts';

const texts = loadSiteTexts();
const PLACES: Record<Language, string> = {
  en: 'Buffalo, New York',
  es: 'Ciudad de México, México',
  fr: 'Montréal, Québec',
  zh: '哈尔滨市, 黑龙江',
};

function resultCard(language: Language, variant: number): PreviewCard {
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return {
    kind: 'result',
    language,
    place: `${PLACES[language]} ${String(variant)}`,
    days: (['noSchool', 'delayLikely', 'littleToNone'] as const).map((label, index) => ({
      day: weekday.format(new Date(Date.UTC(2026, 0, 6 + index))),
      chance: percent.format(((variant * 7 + index * 31) % 100) / 100),
      label: texts.t(language, `result:labels.${label}`),
      colour: (['green', 'yellow', 'red'] as const)[index] ?? 'blue',
    })),
    siteName: texts.t(language, 'common:product'),
    address: 'snowday.example',
  };
}

const timed = async (card: PreviewCard) => {
  const start = performance.now();
  const png = await drawPreviewPng(card);
  return { ms: performance.now() - start, bytes: png.byteLength };
};
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log('language | first image ms | later images ms (median of 5) | PNG KB');
for (const language of LANGUAGES) {
  const first = await timed(resultCard(language, 0));
  const later = [];
  for (let variant = 1; variant <= 5; variant += 1)
    later.push(await timed(resultCard(language, variant)));
  console.log(
    `${language} | ${first.ms.toFixed(0)} | ${median(later.map((run) => run.ms)).toFixed(0)} | ${(
      median(later.map((run) => run.bytes)) / 1024
    ).toFixed(0)}`,
  );
}

const images = createPreviewImages();
const delay = monitorEventLoopDelay({ resolution: 5 });
const cards = LANGUAGES.flatMap((language) =>
  Array.from({ length: 5 }, (_, variant) => resultCard(language, 100 + variant)),
);
delay.enable();
const start = performance.now();
await Promise.all(cards.map((card) => images.png(card)));
const elapsed = performance.now() - start;
delay.disable();
const cached = performance.now();
await Promise.all(cards.map((card) => images.png(card)));
console.log(
  `burst of ${String(cards.length)} new images: ${elapsed.toFixed(0)} ms in all, ` +
    `event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms; ` +
    `the same ${String(cards.length)} again from the cache: ${(performance.now() - cached).toFixed(1)} ms`,
);
