import { useSyncExternalStore } from 'react';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { DEFAULT_LANGUAGE, HTML_LANG, type Language } from './languages';

interface LanguageState {
  /** The language of the page being shown; follows the URL prefix. */
  language: Language;
  setLanguage: (language: Language) => void;
}

let store: UseBoundStore<StoreApi<LanguageState>> | undefined;

/**
 * The site's language state (docs/product/languages.md). Module Federation shares zustand and this
 * package as singletons, so the shell and every remote read the same store. It is created on first
 * use, not at import: in development a shared library is only bound once federation has started.
 */
export function languageStore(): UseBoundStore<StoreApi<LanguageState>> {
  store ??= create<LanguageState>()((set) => ({
    language: DEFAULT_LANGUAGE,
    setLanguage: (language) => {
      document.documentElement.lang = HTML_LANG[language];
      set({ language });
    },
  }));
  return store;
}

/**
 * The language shown now. Rendering at build time (prerendered frames, the server's chrome) reads
 * the language set for that render: the server snapshot is the store's current state, not the
 * state it was created with (zustand's default).
 */
export function useLanguage(): Language {
  const store = languageStore();
  const read = () => store.getState().language;
  return useSyncExternalStore(store.subscribe, read, read);
}
