import { DEFAULT_LANGUAGE, type Language } from '@snowday/shared-i18n';
import type { PostCatalog, PostEntry } from './build-catalog';

/** Newest first; ISO dates sort as text. Same day: by slug, so the order never flickers. */
const newestFirst = (a: PostEntry, b: PostEntry) =>
  b.meta.date.localeCompare(a.meta.date) || a.meta.slug.localeCompare(b.meta.slug);

/**
 * The posts shown in `language`: its own translations, and the English original of any post
 * not translated yet (English is the site's fallback language, like its texts).
 */
export function listPosts(catalog: PostCatalog, language: Language): PostEntry[] {
  const bySlug = new Map<string, PostEntry>();
  for (const entry of catalog.get(DEFAULT_LANGUAGE) ?? []) bySlug.set(entry.meta.slug, entry);
  if (language !== DEFAULT_LANGUAGE) {
    for (const entry of catalog.get(language) ?? []) bySlug.set(entry.meta.slug, entry);
  }
  return [...bySlug.values()].sort(newestFirst);
}

/** The post with this slug in `language` (or its English fallback); undefined if none. */
export function findPost(
  catalog: PostCatalog,
  language: Language,
  slug: string,
): PostEntry | undefined {
  const own = catalog.get(language)?.find((entry) => entry.meta.slug === slug);
  return own ?? catalog.get(DEFAULT_LANGUAGE)?.find((entry) => entry.meta.slug === slug);
}
