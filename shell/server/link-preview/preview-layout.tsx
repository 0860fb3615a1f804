// The server runs under tsx from the repository's root, where no tsconfig names the JSX runtime.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { ICON_SHAPES } from '@snowday/shared-i18n/icons';
import type { CSSProperties, ReactNode } from 'react';
import {
  BAND_COLOURS,
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

/** The place, then one tile per day in its band's colour with the chance as large as fits. */
function ResultBody({ card }: { card: ResultCard }) {
  const placeSize = card.place.length > 30 ? 52 : 64;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 28, flexGrow: 1 }}>
      <div style={{ fontSize: placeSize, fontWeight: 700, lineHeight: 1.15, ...oneLine }}>
        {card.place}
      </div>
      <div style={{ display: 'flex', gap: 24, flexGrow: 1 }}>
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
                maxWidth: 560,
                padding: '24px 28px',
                borderRadius: 28,
                backgroundColor: band.fill,
                color: band.ink,
                borderBottom: '6px solid rgba(20, 36, 58, 0.18)',
              }}
            >
              <div style={{ fontSize: 32, fontWeight: 700, ...oneLine }}>{day.day}</div>
              <div style={{ fontSize: 112, fontWeight: 700, lineHeight: 1.1, ...oneLine }}>
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

export function previewLayout(card: PreviewCard): ReactNode {
  return (
    <Frame card={card}>
      {card.kind === 'result' ? <ResultBody card={card} /> : <PageBody card={card} />}
    </Frame>
  );
}
