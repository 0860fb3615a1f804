import { languageStore } from '../language/language-store';
import type { Language } from '../language/languages';
import { showLanguage } from './i18n';

/**
 * Shows `language` across the site: the shared store (what `useLanguage` reads, and
 * `<html lang>`) and the one i18n instance. The store knows nothing of i18n; this is the one
 * place the two are joined.
 */
export function setSiteLanguage(language: Language): void {
  languageStore().getState().setLanguage(language);
  void showLanguage(language);
}
