import { wordPieces, type Language } from '@snowday/shared-i18n/core';
import { canDraw } from './preview-fonts';
import { BAND_COLOURS } from '@snowday/shared-i18n/contract';
import type { PreviewCard } from './preview-card';

/** Longer texts are cut here before layout, whatever the card's ellipsis would show. */
const MAX_CHARACTERS = { short: 120, long: 400 } as const;

const NONE: ReadonlySet<string> = new Set();
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A text the shipped fonts can draw on one or a few lines: any value becomes a string, control
 * and format characters (line breaks, bidi marks) become spaces or go, characters no shipped
 * font has (emoji, scripts the fonts lack, lone surrogates) go rather than print as empty boxes,
 * and the rest is cut at a whole character. Empty after all that: the fallback.
 */
export function drawableText(
  value: unknown,
  fallback: string,
  length: keyof typeof MAX_CHARACTERS,
  undrawn: ReadonlySet<string> = NONE,
): string {
  const text = typeof value === 'string' ? value : '';
  let kept = '';
  for (const char of text.normalize('NFC').replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')) {
    const codePoint = char.codePointAt(0) ?? 0;
    // Format characters (bidi marks, joiners) draw nothing; no-break spaces stay.
    if (/\p{Cf}/u.test(char)) continue;
    if (codePoint === 0x20 || (canDraw(codePoint) && !undrawn.has(char))) kept += char;
  }
  kept = kept
    // Noto Sans has no glyph for the narrow and other typographic spaces (French puts one
    // before "%"): they are drawn as the no-break space it has.
    .replace(/[\u2000-\u200a\u202f\u205f]/gu, '\u00a0')
    .replace(/[^\S\u00a0]+/gu, ' ')
    .trim();
  const graphemes = Array.from(segmenter.segment(kept), (part) => part.segment);
  const max = MAX_CHARACTERS[length];
  if (graphemes.length > max)
    kept = `${graphemes
      .slice(0, max - 1)
      .join('')
      .trimEnd()}…`;
  return kept === '' ? fallback : kept;
}

/**
 * Satori breaks lines where the Unicode line breaking algorithm allows, which is between any two
 * Chinese characters, and its `word-break: keep-all` breaks at every word boundary, before a "，"
 * or a "%" too. U+FEFF, a zero-width character of the algorithm's word joiner class that the
 * shipped Latin font draws as nothing, forbids a break on either side of it: U+2060 would say the
 * same, but no shipped font has a glyph for it, and satori would ask for one.
 */
const NO_BREAK = '\uFEFF';
const LETTER_FIRST = /^[\p{L}\p{N}]/u;
const LETTER_LAST = /[\p{L}\p{N}]$/u;

/**
 * A text whose lines break as a page's do (docs/product/result-page.md#typography): in Chinese,
 * between the pieces `wordPieces` cuts and at spaces and punctuation, never between two letters
 * of a piece, so never inside a word. Other languages keep Unicode's rules.
 */
export function lineBreakableText(text: string, language: Language): string {
  if (language !== 'zh') return text;
  return wordPieces(text, language)
    .map((piece) => {
      let joined = '';
      for (const { segment } of segmenter.segment(piece)) {
        joined +=
          LETTER_LAST.test(joined) && LETTER_FIRST.test(segment) ? NO_BREAK + segment : segment;
      }
      return joined;
    })
    .join('');
}

/**
 * The card with every text made drawable, those on several lines breakable where a page's
 * would be; days beyond three are left out. `undrawn`: characters a font's Unicode range claims
 * but that it has no glyph for, found by a first layout.
 */
export function drawableCard(card: PreviewCard, undrawn: ReadonlySet<string> = NONE): PreviewCard {
  const drawable = (value: unknown, fallback: string, length: keyof typeof MAX_CHARACTERS) =>
    drawableText(value, fallback, length, undrawn);
  const lines = (value: unknown, fallback: string) =>
    lineBreakableText(drawable(value, fallback, 'long'), card.language);
  const siteName = drawable(card.siteName, 'Snow Day Calculator', 'short');
  const address = drawable(card.address, '', 'short');
  if (card.kind === 'page') {
    const subtitle = lines(card.subtitle, '');
    return {
      kind: 'page',
      language: card.language,
      title: lines(card.title, siteName),
      ...(subtitle ? { subtitle } : {}),
      siteName,
      address,
    };
  }
  return {
    kind: 'result',
    language: card.language,
    place: drawable(card.place, '…', 'short'),
    days: (Array.isArray(card.days) ? card.days : []).slice(0, 3).map((day) => ({
      day: drawable(day.day, '', 'short'),
      chance: drawable(day.chance, '–', 'short'),
      label: lines(day.label, ''),
      colour: Object.hasOwn(BAND_COLOURS, day.colour) ? day.colour : 'blue',
    })),
    siteName,
    address,
  };
}
