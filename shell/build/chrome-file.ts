import type { Language } from '@snowday/shared-i18n/core';

/**
 * The header and footer as the shell's own components render them, made at build time
 * (`chrome-markup.tsx`) and painted by the server around each page's `<main>`.
 */
export const CHROME_FILE = 'chrome-frames.json';

/** Stands for the copyright year in the prerendered footer; the server writes this year's. */
export const COPYRIGHT_YEAR_MARK = '{{year}}';

export interface ChromeFrame {
  /** Skip link and header. */
  top: string;
  /** Footer, with `COPYRIGHT_YEAR_MARK` for the year. */
  bottom: string;
}

export type ChromeFrames = Record<Language, ChromeFrame>;
