/**
 * The framework-free part of shared-i18n (no React, no i18next, no Vite): languages, paths,
 * language resolution, dates and numbers, where a Chinese line may break. The shell's server
 * renders page heads and preview images with it; builds write static pages with it.
 */
export * from './language/languages';
export * from './routing/resolve-language';
export * from './routing/paths';
export * from './routing/routes';
export * from './format';
export { textExcerpt } from './meta/text-excerpt';
export * from './meta/link-preview';
export {
  escapeHtml,
  keptStretches,
  WORD_BREAK_HTML,
  wordBreaksHtml,
  wordBreaksText,
  wordPieces,
} from './words/word-pieces';
