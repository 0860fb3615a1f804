// The server runs under tsx from the repository's root, where no tsconfig names the JSX runtime.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { BAND_COLOURS } from '@snowday/shared-i18n/contract';
import { ICON_SHAPES } from '@snowday/shared-i18n/icons';
import type { CSSProperties, ReactNode } from 'react';
import {
  PALETTE,
  PREVIEW_IMAGE,
  type PageCard,
  type PreviewCard,
  type ResultCard,
} from './preview-card';

/**
 * What a preview image shows, as the element tree satori lays out (flexbox only, every box with
 * more than one child says `display: flex`). Texts arrive already made drawable (`drawable-text`).
 */

const PADDING = 56;

function Snowflake({ size, colour }: { size: number; colour: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={colour}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICON_SHAPES.snowflake.map((shape, index) => (
        <path key={index} d={shape.attributes.d} transform={shape.attributes.transform} />
      ))}
    </svg>
  );
}

function Brand({ siteName, address }: { siteName: string; address: string }) {
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 24 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, minWidth: 0 }}>
        <Snowflake size={52} colour={PALETTE.primary} />
        <div style={{ fontSize: 38, fontWeight: 700, color: PALETTE.primaryDark }}>{siteName}</div>
      </div>
      <div style={{ fontSize: 28, color: PALETTE.muted, ...oneLine }}>{address}</div>
    </div>
  );
}

const oneLine: CSSProperties = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

const clamp = (lines: number): CSSProperties => ({
  display: 'block',
  lineClamp: lines,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

function Frame({ card, children }: { card: PreviewCard; children: ReactNode }) {
  return (
    <div
      lang={card.language === 'zh' ? 'zh-CN' : card.language}
      style={{
        width: PREVIEW_IMAGE.width,
        height: PREVIEW_IMAGE.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        padding: PADDING,
        gap: 32,
        backgroundImage: `linear-gradient(180deg, ${PALETTE.backgroundTop} 0%, ${PALETTE.background} 100%)`,
        color: PALETTE.ink,
        fontFamily: 'Noto Sans latin',
        position: 'relative',
      }}
    >
      {card.kind === 'page' ? (
        <div
          style={{ display: 'flex', position: 'absolute', right: -70, bottom: -90, opacity: 0.12 }}
        >
          <Snowflake size={420} colour={PALETTE.primary} />
        </div>
      ) : null}
      <Brand siteName={card.siteName} address={card.address} />
      {children}
    </div>
  );
}

/** A result's tiles: side by side under the place, as wide as the image lets three be. */
const TILE = { gap: 24, maxWidth: 560, paddingX: 28, paddingY: 24 } as const;

/**
 * The one-line texts of a tile, at their full size and the smallest they are drawn at: each is
 * made smaller, the same for every tile, until the widest fits its tile
 * (docs/product/link-previews.md#what-an-image-shows); a text still too wide at the smallest
 * size (only a broken answer's) is cut with an ellipsis.
 */
export const TILE_TEXT = {
  day: { size: 32, smallest: 20, weight: 700 },
  chance: { size: 112, smallest: 48, weight: 700 },
} as const;

export type TileTextSizes = Record<keyof typeof TILE_TEXT, number>;

const FULL_SIZES: TileTextSizes = { day: TILE_TEXT.day.size, chance: TILE_TEXT.chance.size };

/** The width a tile's text has, between its paddings, when the card has `dayCount` days. */
export function tileTextRoom(dayCount: number): number {
  const count = Math.max(1, dayCount);
  const row = PREVIEW_IMAGE.width - 2 * PADDING;
  const tile = Math.min(TILE.maxWidth, (row - TILE.gap * (count - 1)) / count);
  // Satori rounds boxes to whole pixels: a tile can be a pixel narrower than its exact share.
  return Math.floor(tile) - 1 - 2 * TILE.paddingX;
}

/** A text a tile draws on one line, to be measured at its full size. */
export interface TileText {
  kind: keyof typeof TILE_TEXT;
  text: string;
}

export function tileTexts(card: ResultCard): TileText[] {
  return card.days.flatMap((day) => [
    { kind: 'day' as const, text: day.day },
    { kind: 'chance' as const, text: day.chance },
  ]);
}

/**
 * Each tile text alone on its line at full size, for satori to measure (`key` is the text's
 * index in `tileTexts`): the same fonts and language as the card.
 */
export function measuringLayout(card: ResultCard): ReactNode {
  return (
    <div
      lang={card.language === 'zh' ? 'zh-CN' : card.language}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        fontFamily: 'Noto Sans latin',
      }}
    >
      {tileTexts(card).map(({ kind, text }, index) => (
        <div
          key={String(index)}
          style={{
            fontSize: TILE_TEXT[kind].size,
            fontWeight: TILE_TEXT[kind].weight,
            whiteSpace: 'nowrap',
          }}
        >
          {text}
        </div>
      ))}
    </div>
  );
}

/**
 * The sizes the tile texts are drawn at, from their widths at full size (in `tileTexts`'
 * order): a text's width grows with its size, so the widest of a kind sets the size that fits.
 */
export function fittedTileSizes(card: ResultCard, widths: readonly number[]): TileTextSizes {
  const room = tileTextRoom(card.days.length);
  const sizes = { ...FULL_SIZES };
  tileTexts(card).forEach(({ kind }, index) => {
    const width = widths[index] ?? 0;
    const { size, smallest } = TILE_TEXT[kind];
    if (width <= room) return;
    sizes[kind] = Math.min(sizes[kind], Math.max(smallest, Math.floor((size * room) / width)));
  });
  return sizes;
}

/** The place, then one tile per day in its band's colour with the chance as large as fits. */
function ResultBody({ card, sizes }: { card: ResultCard; sizes: TileTextSizes }) {
  const placeSize = card.place.length > 30 ? 52 : 64;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 28, flexGrow: 1 }}>
      <div style={{ fontSize: placeSize, fontWeight: 700, lineHeight: 1.15, ...oneLine }}>
        {card.place}
      </div>
      <div style={{ display: 'flex', gap: TILE.gap, flexGrow: 1 }}>
        {card.days.map((day, index) => {
          const band = BAND_COLOURS[day.colour];
          return (
            <div
              key={index}
              style={{
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                flexBasis: 0,
                flexGrow: 1,
                // Tiles share the row equally, whatever their texts: none pushes another out.
                minWidth: 0,
                maxWidth: TILE.maxWidth,
                padding: `${String(TILE.paddingY)}px ${String(TILE.paddingX)}px`,
                borderRadius: 28,
                backgroundColor: band.fill,
                color: band.ink,
                borderBottom: '6px solid rgba(20, 36, 58, 0.18)',
              }}
            >
              <div style={{ fontSize: sizes.day, fontWeight: TILE_TEXT.day.weight, ...oneLine }}>
                {day.day}
              </div>
              <div
                style={{
                  fontSize: sizes.chance,
                  fontWeight: TILE_TEXT.chance.weight,
                  lineHeight: 1.1,
                  ...oneLine,
                }}
              >
                {day.chance}
              </div>
              <div style={{ fontSize: 26, lineHeight: 1.3, ...clamp(3) }}>{day.label}</div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** A page's title, large, on the site's white surface, and its subtitle under it. */
function PageBody({ card }: { card: PageCard }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 24,
        flexGrow: 1,
        padding: '40px 48px',
        marginRight: 180,
        borderRadius: 28,
        backgroundColor: PALETTE.surface,
        border: `2px solid ${PALETTE.border}`,
        borderBottom: '6px solid rgba(20, 36, 58, 0.10)',
      }}
    >
      <div style={{ fontSize: 60, fontWeight: 700, lineHeight: 1.2, ...clamp(3) }}>
        {card.title}
      </div>
      {card.subtitle ? (
        <div style={{ fontSize: 32, lineHeight: 1.35, color: PALETTE.muted, ...clamp(3) }}>
          {card.subtitle}
        </div>
      ) : null}
    </div>
  );
}

/** `sizes`: the tile texts' (`fittedTileSizes`); a result without them draws them full size. */
export function previewLayout(card: PreviewCard, sizes: TileTextSizes = FULL_SIZES): ReactNode {
  return (
    <Frame card={card}>
      {card.kind === 'result' ? <ResultBody card={card} sizes={sizes} /> : <PageBody card={card} />}
    </Frame>
  );
}
