import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keptStretches } from '@snowday/shared-i18n/core';
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { loadSiteTexts } from '../pages/site-texts';
import { drawableCard, lineBreakableText } from './drawable-text';
import { PREVIEW_IMAGE, type PreviewCard } from './preview-card';
import { fontsFor } from './preview-fonts';
import { previewLayout } from './preview-layout';

/**
 * docs/product/result-page.md#typography: a preview image's Chinese lines break between words,
 * never inside one, and never put a closing mark at the start of a line. The images are laid out
 * as the server lays them out, with their texts left as text to read the lines back.
 */

const texts = loadSiteTexts();
const here = path.dirname(fileURLToPath(import.meta.url));
const NO_BREAK = /\uFEFF/g;

/** Long Chinese titles and subtitles: every page's description, every post's. */
function chinesePages(): PreviewCard[] {
  const posts = JSON.parse(
    readFileSync(
      path.join(here, '../../../../mfe-blog/src/features/posts/content/zh/meta.json'),
      'utf8',
    ),
  ) as { title: string; excerpt: string }[];
  const pages = [
    ['calculator:home.heading', 'calculator:meta.description'],
    ['pages:about.metaTitle', 'pages:about.metaDescription'],
    ['pages:contact.metaTitle', 'pages:contact.metaDescription'],
    ['blog:heading', 'blog:metaDescription'],
    ['common:notFound.title', 'common:notFound.metaDescription'],
  ].map(([title = '', subtitle = '']) => ({
    title: texts.t('zh', title),
    excerpt: texts.t('zh', subtitle),
  }));
  const site = { kind: 'page', language: 'zh', siteName: 'Snow Day Calculator' } as const;
  const address = 'snowday.example';
  // Every text as a subtitle, and two excerpts as titles too, so that both sizes wrap.
  return [
    ...[...pages, ...posts].map(({ title, excerpt }) => ({
      ...site,
      address,
      title,
      subtitle: excerpt,
    })),
    ...posts.slice(0, 2).map(({ excerpt }) => ({ ...site, address, title: excerpt })),
  ];
}

/** The lines satori drew in the given font size, top to bottom, each read left to right. */
async function linesOf(card: PreviewCard, fontSize: number): Promise<string[]> {
  const drawable = drawableCard(card);
  const svg = await satori(previewLayout(drawable), {
    ...PREVIEW_IMAGE,
    fonts: fontsFor(JSON.stringify(drawable)),
    embedFont: false,
  });
  const glyphs = [
    ...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g),
  ]
    .filter((match) => Number(match[3]) === fontSize)
    .map((match) => ({
      x: Number(match[1]),
      y: Math.round(Number(match[2])),
      text: match[4] ?? '',
    }));
  const rows = new Map<number, { x: number; text: string }[]>();
  for (const glyph of glyphs) rows.set(glyph.y, [...(rows.get(glyph.y) ?? []), glyph]);
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((glyph) => glyph.text)
        .join('')
        .replace(NO_BREAK, ''),
    );
}

/** Where each line but the last ends, as offsets in `text`. */
function breaksIn(text: string, lines: string[]): number[] {
  let offset = 0;
  return lines.slice(0, -1).map((line) => {
    const at = text.indexOf(line.trim(), offset);
    expect(at, `"${line}" is a line of "${text}"`).toBeGreaterThanOrEqual(0);
    offset = at + line.trim().length;
    return offset;
  });
}

/** The Chinese words a break falls inside (the stretches the site keeps whole). */
function splitWords(text: string, breaks: number[]): string[] {
  return keptStretches(text)
    .filter(([start, end]) => breaks.some((at) => at > start && at < end))
    .map(([start, end]) => text.slice(start, end));
}

describe('Chinese lines in preview images', () => {
  it('break between words only, and never before a closing mark', async () => {
    let wrapped = 0;
    const split: string[] = [];
    const badStarts: string[] = [];
    for (const card of chinesePages()) {
      if (card.kind !== 'page') continue;
      for (const [text, size] of [
        [card.title, 60],
        [card.subtitle, 32],
      ] as const) {
        if (!text) continue;
        const lines = await linesOf(card, size);
        const breaks = breaksIn(text, lines);
        wrapped += breaks.length;
        split.push(...splitWords(text, breaks));
        badStarts.push(
          ...lines.slice(1).filter((line) => /^[，。、；：？！）》」』”%]/u.test(line)),
        );
      }
    }
    // Enough lines broke for the check to mean something.
    expect(wrapped).toBeGreaterThan(15);
    expect(split).toEqual([]);
    expect(badStarts).toEqual([]);
  }, 60_000);

  it('keeps the text itself: only zero-width no-break marks are added, in Chinese only', () => {
    const text = texts.t('zh', 'calculator:meta.description');
    const breakable = lineBreakableText(text, 'zh');
    expect(breakable.replace(NO_BREAK, '')).toBe(text);
    expect(breakable.length).toBeGreaterThan(text.length);
    const english = texts.t('en', 'calculator:meta.description');
    expect(lineBreakableText(english, 'en')).toBe(english);
  });
});
