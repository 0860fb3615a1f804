export * from './language/languages';
export * from './routing/resolve-language';
export {
  readBrowserSources,
  readStoredLanguage,
  storeLanguage,
  STORAGE_KEY,
} from './routing/browser-sources';
export { languageStore, useLanguage } from './language/language-store';
export { LanguageRouting, useSwitchLanguage } from './routing/language-routing';
export { startLanguage } from './routing/start-language';
export { LEAVING_ATTRIBUTE, leaveForWantedLanguage } from './routing/leave-for-wanted-language';
export { SectionRoute } from './routing/section-route';
export { ServerMarkupContext, useServerMarkup } from './hydration/server-markup';
export * from './routing/paths';
export * from './routing/routes';
export {
  addSectionTexts,
  i18n,
  initI18n,
  NAMESPACES,
  sectionNamespaces,
  showLanguage,
  type FileNamespace,
  type Namespace,
  type Resources,
  type TextsImport,
  type TranslatedLanguage,
  type Translations,
} from './i18n/i18n';
export { PageMetaCapture, usePageMeta } from './meta/use-page-meta';
export * from './meta/link-preview';
export { textExcerpt } from './meta/text-excerpt';
export { PageIntro, type PageIntroProps } from './components/page-intro';
export { wordPieces } from './words/word-pieces';
export { WordBreaks } from './words/word-breaks';
