import { LANGUAGES, INTL_LOCALE, type Language } from '@snowday/shared-i18n/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import satori from 'satori';
import { describe, expect, it, vi } from 'vitest';
import { loadSiteTexts } from '../pages/site-texts';
import { BADGE_COLOURS, type BadgeColour } from '@snowday/shared-i18n/contract';
import type { PreviewCard } from './preview-card';
import { canDraw, fontsFor } from './preview-fonts';
import { previewSvg, type MissingGlyphs } from './render-preview';

/**
 * No empty boxes ("tofu"): every text a preview image shows, in every language, is drawn by a
 * shipped font. Satori asks `loadAdditionalAsset` for any character none of its fonts has: the
 * texts below must never make it ask.
 */

const texts = loadSiteTexts();
const here = path.dirname(fileURLToPath(import.meta.url));
const LABELS = ['limited', 'littleToNone', 'delayLikely', 'possibleNoSchool', 'noSchool'];

/** The blog's published titles and excerpts, from its content. */
function postsOf(language: Language): { title: string; excerpt: string }[] {
  const file = path.join(
    here,
    '../../../../mfe-blog/src/features/posts/content',
    language,
    'meta.json',
  );
  return JSON.parse(readFileSync(file, 'utf8')) as { title: string; excerpt: string }[];
}

/** Every text of the images in a language: its words, weekdays and percentages. */
function cardsOf(language: Language): PreviewCard[] {
  const locale = INTL_LOCALE[language];
  const weekdays = Array.from({ length: 7 }, (_, day) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 4 + day)),
    ),
  );
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const colours: BadgeColour[] = [...BADGE_COLOURS];
  const site = {
    language,
    siteName: texts.t(language, 'common:product'),
    address: 'snowday.example',
  };
  const results: PreviewCard[] = LABELS.map((label, index) => ({
    kind: 'result',
    ...site,
    place: texts.t(language, 'common:subtitle'),
    days: [0, 1, 2].map((offset) => ({
      day: weekdays[(index + offset) % 7] ?? '',
      chance: percent.format((index * 23 + offset * 7) / 100),
      label: texts.t(language, `result:labels.${label}`),
      colour: colours[index] ?? 'blue',
    })),
  }));
  const pages: PreviewCard[] = [
    { title: texts.t(language, 'common:product'), excerpt: texts.t(language, 'common:subtitle') },
    ...postsOf(language),
  ].map(({ title, excerpt }) => ({ kind: 'page', ...site, title, subtitle: excerpt }));
  return [...results, ...pages];
}

const textOf = (card: PreviewCard) =>
  card.kind === 'page'
    ? [card.title, card.subtitle ?? '']
    : [card.place, ...card.days.flatMap((day) => [day.day, day.chance, day.label])];

describe('glyphs of every language', () => {
  it.each(LANGUAGES)('keeps every character of the %s texts', (language) => {
    const undrawable = cardsOf(language)
      .flatMap(textOf)
      .flatMap((text) => [...text])
      .filter((char) => char !== ' ' && !canDraw(char.codePointAt(0) ?? 0));
    expect(undrawable).toEqual([]);
  });

  it.each(LANGUAGES)('draws every %s text with a shipped font', async (language) => {
    const missing = vi.fn<MissingGlyphs>(() => Promise.resolve([]));
    for (const card of cardsOf(language)) await previewSvg(card, missing);
    expect(missing.mock.calls).toEqual([]);
  });

  it('would notice a missing font: Chinese with the Latin font alone asks for more', async () => {
    const missing = vi.fn<MissingGlyphs>(() => Promise.resolve([]));
    const latinOnly = fontsFor('Snow').slice(0, 2);
    await satori(createElement('div', null, texts.t('zh', 'common:subtitle')), {
      width: 600,
      height: 100,
      fonts: latinOnly,
      loadAdditionalAsset: missing,
    });
    expect(missing).toHaveBeenCalled();
    expect(fontsFor(texts.t('zh', 'common:subtitle')).length).toBeGreaterThan(latinOnly.length);
  });
});
