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
  /** Whether the language came from the path and should be stored as the preference. */
  fromPath: boolean;
}

/**
 * docs/product/languages.md#resolution: a prefix in the path wins; without one a stored preference
 * decides; otherwise `?lng=`, the `i18next` cookie, the browser's languages, `<html lang>`, then
 * English. A non-English language found without a prefix redirects to its prefix (keeping path,
 * query without `lng`, and hash).
 */
export function resolveLanguage(sources: LanguageSources): LanguageResolution {
  const { pathname, search = '', hash = '' } = sources;
  const prefix = splitLanguagePrefix(pathname);
  if (prefix.language) {
    const redirect = aliasRedirect({ pathname, search, hash });
    return { language: prefix.language, fromPath: true, ...(redirect ? { redirect } : {}) };
  }

  const query = new URLSearchParams(search);
  const language =
    toLanguage(sources.stored) ??
    toLanguage(query.get('lng')) ??
    toLanguage(sources.cookie) ??
    (sources.navigatorLanguages ?? []).map(toLanguage).find((l) => l !== undefined) ??
    toLanguage(sources.htmlLang) ??
    DEFAULT_LANGUAGE;

  if (language === DEFAULT_LANGUAGE) return { language, fromPath: false };
  query.delete('lng');
  const rest = query.toString();
  return {
    language,
    fromPath: false,
    redirect: `${localizePath(language, pathname)}${rest ? `?${rest}` : ''}${hash}`,
  };
}
