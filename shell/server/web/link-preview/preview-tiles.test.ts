import { LANGUAGES, type Language } from '@snowday/shared-i18n/core';
import { formatCardDate, formatPercent } from '@snowday/shared-i18n/format';
import type { SatoriNode } from 'satori';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteTexts } from '../pages/site-texts';
import { drawableCard } from './drawable-text';
import { BAND_COLOURS, type BadgeColour } from '@snowday/shared-i18n/contract';
import { PREVIEW_IMAGE, type ResultCard } from './preview-card';
import { TILE_TEXT } from './preview-layout';
import { previewSvg } from './render-preview';

/**
 * docs/product/link-previews.md#what-an-image-shows: every day's tile lies inside the image, and
 * its day and chance are drawn whole on their line, in every language and for every chance the
 * calculator writes. The cards are laid out as the server lays them out, with their texts left
 * as text and the boxes satori computed, to measure each glyph run against its tile.
 */

const texts = loadSiteTexts();
const FRAME_PADDING = 56;

/** The three longest dates of a year as the result's cards write them. */
function longestDates(language: Language): string[] {
  const dates = new Set<string>();
  for (let day = 0; day < 366; day += 1) {
    const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
    dates.add(formatCardDate(date, language));
  }
  return [...dates].sort((a, b) => b.length - a.length).slice(0, 3);
}

/**
 * Every chance text a result's day can carry: the word for a chance below 10 (what the
 * calculator writes), the ring's "< 10 %", and the widest figure.
 */
function chanceTexts(language: Language): string[] {
  return [
    texts.t(language, 'result:limitedLower'),
    texts.t(language, 'result:below').replace('{{percent}}', formatPercent(10, language)),
    formatPercent(100, language),
  ];
}

function lowCard(language: Language): ResultCard {
  const dates = longestDates(language);
  const colours: BadgeColour[] = ['red', 'red', 'green'];
  return {
    kind: 'result',
    language,
    place: language === 'zh' ? '哈尔滨市, 黑龙江' : 'Montréal, Québec',
    days: chanceTexts(language).map((chance, index) => {
      const colour = colours[index] ?? 'red';
      return {
        day: dates[index] ?? '',
        chance,
        label: texts.t(language, `result:card.badge.${colour}`),
        colour,
      };
    }),
    siteName: texts.t(language, 'common:product'),
    address: 'snowday.example',
  };
}

interface Run {
  x: number;
  y: number;
  width: number;
  size: number;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? entity;
  });

/** The glyph runs satori drew as `<text>`: where each starts, its baseline, width and size. */
function runsOf(svg: string): Run[] {
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attributes = '', text]) => {
    const number = (name: string) =>
      Number(new RegExp(`(?:^| )${name}="([\\d.]+)"`).exec(attributes)?.[1] ?? Number.NaN);
    return {
      x: number('x'),
      y: number('y'),
      width: number('width'),
      size: number('font-size'),
      text: unescape(text ?? ''),
    };
  });
}

async function laidOut(card: ResultCard) {
  const nodes: SatoriNode[] = [];
  const svg = await previewSvg(card, undefined, {
    embedFont: false,
    onNodeDetected: (node) => nodes.push(node),
  });
  const fills = new Set<string>(Object.values(BAND_COLOURS).map((band) => band.fill));
  const tiles = nodes.filter((node) => {
    const style = node.props.style as { backgroundColor?: string } | undefined;
    return style?.backgroundColor !== undefined && fills.has(style.backgroundColor);
  });
  return { tiles, nodes, runs: runsOf(svg) };
}

const inside = (outer: SatoriNode, inner: SatoriNode) =>
  inner.left >= outer.left &&
  inner.top >= outer.top &&
  inner.left + inner.width <= outer.left + outer.width &&
  inner.top + inner.height <= outer.top + outer.height;

describe('the tiles of a result preview', () => {
  // Each language's fonts are read and parsed once per process; done here, not in a test's time.
  beforeAll(async () => {
    for (const language of LANGUAGES) await previewSvg(lowCard(language));
  }, 30_000);

  it.each(LANGUAGES)(
    'fit the image, each day and chance drawn whole on one line (%s)',
    async (language) => {
      const card = lowCard(language);
      const { tiles, nodes, runs } = await laidOut(card);
      // The texts as drawn: French's narrow spaces become the no-break space the font has.
      const drawable = drawableCard(card);
      if (drawable.kind !== 'result') throw new Error('a result card');
      expect(tiles).toHaveLength(card.days.length);
      const right = PREVIEW_IMAGE.width - FRAME_PADDING;
      const chanceSizes = new Set<number>();
      for (const [index, tile] of tiles.entries()) {
        const day = drawable.days[index];
        expect(tile.left, `tile ${String(index)} starts in the image`).toBeGreaterThanOrEqual(
          FRAME_PADDING,
        );
        expect(
          tile.left + tile.width,
          `tile ${String(index)} ends in the image`,
        ).toBeLessThanOrEqual(right);
        for (const [kind, text] of [
          ['day', day?.day],
          ['chance', day?.chance],
        ] as const) {
          const line = nodes.find(
            (node) => node.textContent === text && node !== tile && inside(tile, node),
          );
          expect(line, `${kind} "${String(text)}" is laid out inside its tile`).toBeDefined();
          if (!line) continue;
          const drawn = runs.filter(
            (run) =>
              run.x >= line.left - 0.5 &&
              run.x < line.left + line.width &&
              run.y >= line.top &&
              run.y <= line.top + line.height,
          );
          // Whole, without an ellipsis, and no glyph past the line's (the tile's) inner edge.
          expect(drawn.map((run) => run.text).join(''), `${kind} in tile ${String(index)}`).toBe(
            text,
          );
          for (const run of drawn) {
            expect(run.x + run.width, `"${run.text}" ends inside its tile`).toBeLessThanOrEqual(
              line.left + line.width + 0.5,
            );
            expect(run.size).toBeGreaterThanOrEqual(TILE_TEXT[kind].smallest);
            if (kind === 'chance') chanceSizes.add(run.size);
          }
        }
      }
      // One size for every chance, so that the three read alike.
      expect(chanceSizes.size).toBe(1);
    },
  );

  it('keep the full sizes when the texts fit', async () => {
    const card = lowCard('en');
    const { runs } = await laidOut({
      ...card,
      days: card.days.map((day) => ({ ...day, day: 'Mon', chance: '7%' })),
    });
    const sizes = new Set(runs.map((run) => run.size));
    expect(sizes).toContain(TILE_TEXT.day.size);
    expect(sizes).toContain(TILE_TEXT.chance.size);
  });
});
