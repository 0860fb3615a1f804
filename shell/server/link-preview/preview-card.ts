import type { Language } from '@snowday/shared-i18n/core';

/** The band colours of the result's badges (mfe-calculator's result.css). */
export type CardColour = 'red' | 'orange' | 'yellow' | 'blue' | 'green';

/** A result's preview: the place and its days, already translated and formatted. */
export interface ResultCard {
  kind: 'result';
  language: Language;
  /** "Buffalo, New York": drawn on one line, cut with an ellipsis when long. */
  place: string;
  /** One to three days, e.g. { day: 'Tuesday', chance: '85%', label: 'No School…', colour }. */
  days: { day: string; chance: string; label: string; colour: CardColour }[];
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

/** Each band's fill and the text drawn on it, at least 4.5:1 (the result's badges). */
export const BAND_COLOURS: Readonly<Record<CardColour, { fill: string; ink: string }>> = {
  red: { fill: '#b42318', ink: '#ffffff' },
  orange: { fill: '#f79009', ink: '#3b1d00' },
  yellow: { fill: '#fdd835', ink: '#3b2f00' },
  blue: { fill: '#1d5fa8', ink: '#ffffff' },
  green: { fill: '#1b7a3d', ink: '#ffffff' },
};
