import type { Language } from '@snowday/shared-i18n';
import { buildCatalog, type PostEntry } from './build-catalog';
import { findPost, listPosts } from './lookup';
import type { PostMeta } from './post-schema';

export type { PostEntry } from './build-catalog';

/*
 * The built-in posts (docs/product/pages.md#blog). The small meta files are bundled; each body is
 * its own chunk, fetched only when its post is opened, so the list page never downloads the
 * bodies. A body is the post's Markdown rendered to HTML when the blog was built
 * (`build/markdown-html.tsx`), and the content was checked against the schema then too
 * (`content-check.ts`).
 */
const catalog = buildCatalog(
  import.meta.glob<PostMeta[]>('../content/*/meta.json', { eager: true, import: 'default' }),
  import.meta.glob<string>('../content/*/*.md', { query: '?html', import: 'default' }),
);

/** Every post for the page language, newest first, English where a translation is missing. */
export function getPosts(language: Language): PostEntry[] {
  return listPosts(catalog, language);
}

/** The post's meta, without waiting for its body; undefined for an unknown slug. */
export function getPostEntry(language: Language, slug: string): PostEntry | undefined {
  return findPost(catalog, language, slug);
}

/** The whole post, its body as HTML; undefined for an unknown slug. */
export async function getPost(
  language: Language,
  slug: string,
): Promise<(PostMeta & { html: string; language: Language }) | undefined> {
  const entry = findPost(catalog, language, slug);
  if (!entry) return undefined;
  return { ...entry.meta, html: await entry.loadBody(), language: entry.language };
}
