import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../language/languages';
import { aliasRedirect, localizePath, splitLanguagePrefix } from './paths';

/**
 * Everything the resolution (docs/product/languages.md#resolution) looks at, read beforehand so
 * this stays pure.
 */
export interface LanguageSources {
  pathname: string;
  search?: string;
  hash?: string;
  /** localStorage `preferred-language`. */
  stored?: string | null;
  /** Cookie `i18next`. */
  cookie?: string | null;
  navigatorLanguages?: readonly string[];
  htmlLang?: string | null;
}

export interface LanguageResolution {
  language: Language;
  /** Where to go instead of the current URL, when the language calls for another prefix. */
  redirect?: string;
  /** Whether the language came from the path (which no other source overrides). */
  fromPath: boolean;
  /** Whether the language is to be stored as the preference: named by the path or by `?lng=`. */
  store: boolean;
}

/**
 * docs/product/languages.md#resolution: a prefix in the path wins; without one a stored preference
 * other than English decides; otherwise `?lng=`; then, unless English is stored, the `i18next`
 * cookie, the browser's languages, `<html lang>`; then English. A non-English language found
 * without a prefix redirects to its prefix (keeping path, query without `lng`, and hash).
 */
export function resolveLanguage(sources: LanguageSources): LanguageResolution {
  const { pathname, search = '', hash = '' } = sources;
  const prefix = splitLanguagePrefix(pathname);
  if (prefix.language) {
    const redirect = aliasRedirect({ pathname, search, hash });
    return {
      language: prefix.language,
      fromPath: true,
      store: true,
      ...(redirect ? { redirect } : {}),
    };
  }

  const query = new URLSearchParams(search);
  const stored = toLanguage(sources.stored);
  // A stored English redirects nowhere, so a link's `?lng=` still applies; without one the
  // visitor's own choice of English outranks the cookie and the browser.
  const preferred = stored === DEFAULT_LANGUAGE ? undefined : stored;
  const asked = preferred ? undefined : toLanguage(query.get('lng'));
  const language =
    preferred ??
    asked ??
    stored ??
    toLanguage(sources.cookie) ??
    (sources.navigatorLanguages ?? []).map(toLanguage).find((l) => l !== undefined) ??
    toLanguage(sources.htmlLang) ??
    DEFAULT_LANGUAGE;
  const store = asked !== undefined;

  if (language === DEFAULT_LANGUAGE) return { language, fromPath: false, store };
  query.delete('lng');
  const rest = query.toString();
  return {
    language,
    fromPath: false,
    store,
    redirect: `${localizePath(language, pathname)}${rest ? `?${rest}` : ''}${hash}`,
  };
}
