import {
  DEFAULT_LANGUAGE,
  href,
  splitLanguagePrefix,
  type Language,
} from '@snowday/shared-i18n/core';

/**
 * The chrome (skip link, header, `<main>`, footer) as the shell's own components render it, made
 * at build time (`chrome-markup.tsx`) and painted by the server around each page
 * (docs/decisions/012-one-paint.md#islands).
 */
export const CHROME_FILE = 'chrome-frames.json';

/** Stands for the copyright year in the prerendered footer; the server writes this year's. */
export const COPYRIGHT_YEAR_MARK = '{{year}}';

export interface ChromeFrame {
  /** Everything before the page: the skip link, the header, `<main>` and its page slot opened. */
  top: string;
  /** Everything after it, the footer with `COPYRIGHT_YEAR_MARK` for the year. */
  bottom: string;
}

/**
 * What the header marks as the current page: the home page, the blog (its list and posts), or
 * nothing. The chrome is rendered once for each, so the browser hydrates the same links.
 */
export const CHROME_VARIANTS = ['home', 'blog', 'other'] as const;
export type ChromeVariant = (typeof CHROME_VARIANTS)[number];

/**
 * The variant of an address (its path, language prefix included), by the header's own rule, React
 * Router's `NavLink`: "Home" is current at the language's home address exactly (`end`), "Blog" at
 * the blog's address and anything under it; neither cares about case.
 */
export function chromeVariant(pathname: string): ChromeVariant {
  const path = pathname.toLowerCase();
  const language = splitLanguagePrefix(pathname).language ?? DEFAULT_LANGUAGE;
  if (path === href(language, 'home')) return 'home';
  const blog = href(language, 'blog');
  if (path === blog || path.startsWith(`${blog}/`)) return 'blog';
  return 'other';
}

export type ChromeFrames = Record<Language, Record<ChromeVariant, ChromeFrame>>;
