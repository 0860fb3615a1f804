import type { BadgeColour } from '@snowday/shared-i18n/contract';
import type { Language } from '@snowday/shared-i18n/core';

/** A result's preview: the place and its days, already translated and formatted. */
export interface ResultCard {
  kind: 'result';
  language: Language;
  /** "Buffalo, New York": drawn on one line, cut with an ellipsis when long. */
  place: string;
  /**
   * One to three days, e.g. { day: 'Tuesday', chance: '85%', label: 'No School…', colour }; each
   * tile is drawn in its band's `BAND_COLOURS` (the contract's, as the result's badges are).
   */
  days: { day: string; chance: string; label: string; colour: BadgeColour }[];
  siteName: string;
  /** The site's host, e.g. "snowday.example". */
  address: string;
}

/** Any other page's preview: its title and, if it has one, a line or two under it. */
export interface PageCard {
  kind: 'page';
  language: Language;
  title: string;
  subtitle?: string;
  siteName: string;
  address: string;
}

export type PreviewCard = ResultCard | PageCard;

/** The size chats and social sites expect for a large preview (1.91:1). */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

/** The site's light theme (shared-i18n/src/components/base.css). */
export const PALETTE = {
  backgroundTop: '#cfe0f1',
  background: '#e5eef7',
  surface: '#ffffff',
  ink: '#14243a',
  muted: '#4a5b70',
  primary: '#1d5fa8',
  primaryDark: '#154a85',
  border: '#c7d6e6',
} as const;
