import type { Language } from '../language/languages';
import type { LanguageSources } from './resolve-language';

export const STORAGE_KEY = 'preferred-language';
const COOKIE_NAME = 'i18next';

/*
 * Storage and cookies throw in some private modes and when blocked by policy
 * (docs/product/languages.md#storage): every access is guarded so that a page never breaks because
 * of them.
 */

export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // The preference is a convenience; without storage the URL prefix still carries the language.
  }
}

function readCookie(name: string): string | null {
  try {
    const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
    return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
  } catch {
    return null;
  }
}

/** Reads the sources of docs/product/languages.md#resolution from the current page. */
export function readBrowserSources(): LanguageSources {
  const { pathname, search, hash } = window.location;
  return {
    pathname,
    search,
    hash,
    stored: readStoredLanguage(),
    cookie: readCookie(COOKIE_NAME),
    navigatorLanguages: navigator.languages,
    htmlLang: document.documentElement.getAttribute('lang'),
  };
}
