import { DEFAULT_LANGUAGE, PREFIX_ALIASES, isLanguage, type Language } from '../language/languages';

export interface PrefixMatch {
  /** The language named by the first path segment, if any. */
  language: Language | undefined;
  /** The path without the language segment, always starting with `/`. */
  rest: string;
  /** True when the segment is an alias (`zh-CN`) that should redirect to the canonical prefix. */
  isAlias: boolean;
}

/**
 * Splits `/es/blog/x` into `{ language: 'es', rest: '/blog/x' }`. `/en/...` is accepted as an
 * explicit English prefix; `/zh-CN/...` is the zh alias. Matching is case-insensitive.
 */
export function splitLanguagePrefix(pathname: string): PrefixMatch {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1]?.toLowerCase();
  const rest = match?.[2] ?? '/';
  if (segment && isLanguage(segment)) return { language: segment, rest, isAlias: false };
  const alias = segment ? PREFIX_ALIASES[segment] : undefined;
  if (alias) return { language: alias, rest, isAlias: true };
  return { language: undefined, rest: pathname || '/', isAlias: false };
}

/** Adds the language prefix to an unprefixed path: `('es', '/blog')` → `/es/blog`; English has none. */
export function localizePath(language: Language, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${language}` : `/${language}${clean}`;
}

/**
 * The same page in another language, keeping the rest of the path, query and hash
 * (docs/product/languages.md#switching).
 */
export function switchLanguagePath(
  target: Language,
  location: { pathname: string; search?: string; hash?: string },
): string {
  const { rest } = splitLanguagePrefix(location.pathname);
  return `${localizePath(target, rest)}${location.search ?? ''}${location.hash ?? ''}`;
}

/**
 * Where an alias prefix sends a visit, the one place this redirect is written: `/zh-CN/blog?x#y`
 * → `/zh/blog?x#y`. Undefined when the path has no alias prefix.
 */
export function aliasRedirect(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): string | undefined {
  const { language, isAlias } = splitLanguagePrefix(location.pathname);
  return isAlias && language ? switchLanguagePath(language, location) : undefined;
}
