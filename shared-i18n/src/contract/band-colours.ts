/**
 * The badge colours of the prediction's bands (docs/product/prediction.md#badge-colour): each
 * band's fill and the text written on it, at least 4.5:1. One table for every picture of a
 * result: the calculator's badges (`mfe-calculator/src/features/result/result.css`, which a test
 * holds to this table) and the link preview's tiles, drawn by the shell's server.
 */

/** The bands' colour names, from the lowest chance to the highest. */
export const BADGE_COLOURS = ['red', 'orange', 'yellow', 'blue', 'green'] as const;

export type BadgeColour = (typeof BADGE_COLOURS)[number];

export interface BandColour {
  /** The badge's background. */
  readonly fill: string;
  /** The text on it. */
  readonly ink: string;
}

export const BAND_COLOURS: Readonly<Record<BadgeColour, BandColour>> = Object.freeze({
  red: { fill: '#b42318', ink: '#ffffff' },
  orange: { fill: '#f79009', ink: '#3b1d00' },
  yellow: { fill: '#fdd835', ink: '#3b2f00' },
  blue: { fill: '#1d5fa8', ink: '#ffffff' },
  green: { fill: '#1b7a3d', ink: '#ffffff' },
});
