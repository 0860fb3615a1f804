import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import satori, { type SatoriNode, type SatoriOptions } from 'satori';
import { drawableCard } from './drawable-text';
import { PREVIEW_IMAGE, type PreviewCard, type ResultCard } from './preview-card';
import { fontsFor } from './preview-fonts';
import {
  fittedTileSizes,
  measuringLayout,
  previewLayout,
  type TileTextSizes,
} from './preview-layout';

/** Satori's hook for characters no given font has; the tests watch it to prove there are none. */
export type MissingGlyphs = NonNullable<SatoriOptions['loadAdditionalAsset']>;

/** Every text of a drawable card, to choose the fonts that draw it. */
function textsOf(card: PreviewCard): string {
  const common = `${card.siteName} ${card.address}`;
  return card.kind === 'page'
    ? `${common} ${card.title} ${card.subtitle ?? ''}`
    : `${common} ${card.place} ${card.days.map((day) => `${day.day} ${day.chance} ${day.label}`).join(' ')}`;
}

/** What a test may ask of satori beside the card: its texts as text, the boxes it laid out. */
export type LayoutProbe = Pick<SatoriOptions, 'embedFont' | 'onNodeDetected'>;

/** The widest a measured text can be; wider ones are drawn at their smallest size anyway. */
const MEASURING_WIDTH = 8000;

/** The sizes a result's tile texts fit at, measured with the fonts that will draw them. */
async function tileSizes(
  card: ResultCard,
  options: Partial<SatoriOptions>,
): Promise<TileTextSizes> {
  const widths: number[] = [];
  await satori(measuringLayout(card), {
    ...options,
    width: MEASURING_WIDTH,
    fonts: fontsFor(textsOf(card)),
    onNodeDetected: (node) => {
      const index = Number(node.key);
      if (node.key !== undefined && Number.isInteger(index)) widths[index] = node.width;
    },
  });
  return fittedTileSizes(card, widths);
}

/**
 * The card as SVG (satori: text drawn as paths, so resvg needs no font). A character that a
 * font's Unicode range claims but that has no glyph (emoji, some Arabic in Noto Sans SC's slices)
 * makes satori call `loadAdditionalAsset`; the card is then laid out again without those
 * characters rather than drawn with empty boxes. `missingGlyphs` is told of each such call.
 * A result's tile texts are measured first, to be drawn at the size that fits their tiles.
 */
export async function previewSvg(
  card: PreviewCard,
  missingGlyphs?: MissingGlyphs,
  probe: LayoutProbe = {},
): Promise<string> {
  const layout = async (drawable: PreviewCard, options: Partial<SatoriOptions> = {}) => {
    const sizes = drawable.kind === 'result' ? await tileSizes(drawable, options) : undefined;
    return satori(previewLayout(drawable, sizes), {
      ...PREVIEW_IMAGE,
      fonts: fontsFor(textsOf(drawable)),
      ...options,
    });
  };
  const undrawn = new Set<string>();
  // The probe hears of the layout drawn, not of a first one laid out again.
  const nodes: SatoriNode[] = [];
  const svg = await layout(drawableCard(card), {
    embedFont: probe.embedFont,
    onNodeDetected: (node) => nodes.push(node),
    loadAdditionalAsset: async (languageCode, segment) => {
      for (const char of segment) undrawn.add(char);
      await missingGlyphs?.(languageCode, segment);
      return [];
    },
  });
  if (undrawn.size > 0) return layout(drawableCard(card, undrawn), probe);
  if (probe.onNodeDetected) nodes.forEach(probe.onNodeDetected);
  return svg;
}

/** The card as a 1200×630 PNG. resvg paints on libuv's thread pool, off the event loop. */
export async function drawPreviewPng(card: PreviewCard): Promise<Buffer> {
  const svg = await previewSvg(card);
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  return image.asPng();
}

/** Too many images are waiting to be drawn: the caller answers without a new one. */
export class PreviewBusyError extends Error {
  constructor() {
    super('Too many preview images waiting to be drawn');
    this.name = 'PreviewBusyError';
  }
}

export interface PreviewImagesOptions {
  /** Cards kept drawn, least recently used dropped first. */
  maxEntries?: number;
  /** Cards being drawn or waiting for their turn at once; more fail with PreviewBusyError. */
  maxWaiting?: number;
  /** How a card is drawn: on the drawing threads for the server (tests count the calls). */
  draw?: (card: PreviewCard) => Promise<Buffer>;
  /** Drawings at once: as many as there are drawing threads. */
  concurrency?: number;
}

/**
 * Preview images drawn once per card: kept in a bounded LRU keyed by the card's content, a card
 * asked again while being drawn joins that drawing, and drawings run `concurrency` at a time
 * (one per drawing thread) so a burst queues (up to `maxWaiting`) instead of taking every core.
 */
export function createPreviewImages({
  maxEntries = 300,
  maxWaiting = 64,
  draw = drawPreviewPng,
  concurrency = 1,
}: PreviewImagesOptions = {}) {
  const drawn = new LRUCache<string, Buffer>({
    max: maxEntries,
    // About 60-120 KB each; bounded in bytes too, whatever the cards hold.
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (png) => Math.max(1, png.byteLength),
  });
  const drawing = new Map<string, Promise<Buffer>>();
  const line: (() => void)[] = [];
  let active = 0;
  let draws = 0;

  const keyOf = (card: PreviewCard) => JSON.stringify(drawableCard(card));

  const inTurn = (card: PreviewCard): Promise<Buffer> => {
    if (active + line.length >= maxWaiting) return Promise.reject(new PreviewBusyError());
    return new Promise<Buffer>((resolve, reject) => {
      const start = () => {
        active += 1;
        draws += 1;
        void Promise.resolve()
          .then(() => draw(card))
          .then(resolve, reject)
          .finally(() => {
            active -= 1;
            line.shift()?.();
          });
      };
      if (active < concurrency) start();
      else line.push(start);
    });
  };

  return {
    /** The card's PNG, drawn now or earlier. */
    png(card: PreviewCard): Promise<Buffer> {
      const key = keyOf(card);
      const cached = drawn.get(key);
      if (cached) return Promise.resolve(cached);
      let pending = drawing.get(key);
      if (!pending) {
        pending = inTurn(card)
          .then((png) => {
            drawn.set(key, png);
            return png;
          })
          .finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return pending;
    },
    /** Whether the card's PNG is drawn and kept. */
    has: (card: PreviewCard): boolean => drawn.has(keyOf(card)),
    /** How many drawings were started. */
    draws: (): number => draws,
  };
}

export type PreviewImages = ReturnType<typeof createPreviewImages>;

let shared: PreviewImages | undefined;

/** The server's preview images (one cache and queue per process). */
export function previewImages(): PreviewImages {
  shared ??= createPreviewImages();
  return shared;
}

/** The card as a 1200×630 PNG, from the server's cache when drawn before. */
export function renderPreviewPng(card: PreviewCard): Promise<Buffer> {
  return previewImages().png(card);
}
