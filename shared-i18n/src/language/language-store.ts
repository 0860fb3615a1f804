import { create } from 'zustand';
import { showLanguage } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, HTML_LANG, type Language } from './languages';

interface LanguageState {
  /** The language of the page being shown; follows the URL prefix. */
  language: Language;
  setLanguage: (language: Language) => void;
}

/**
 * The site's language state (SPEC 4). Module Federation shares zustand and this package as
 * singletons, so the shell and every remote read the same store.
 */
export const useLanguageStore = create<LanguageState>()((set) => ({
  language: DEFAULT_LANGUAGE,
  setLanguage: (language) => {
    document.documentElement.lang = HTML_LANG[language];
    set({ language });
    void showLanguage(language);
  },
}));

export const useLanguage = (): Language => useLanguageStore((state) => state.language);
