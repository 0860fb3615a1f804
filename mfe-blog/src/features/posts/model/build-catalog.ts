import { isLanguage, type Language } from '@snowday/shared-i18n';
import type { PostMeta } from './post-schema';

/** A post body: the HTML the build made of its Markdown. */
export type BodyLoader = () => Promise<string>;

/** One post of one language folder: its meta and a way to fetch its Markdown body. */
export interface PostEntry {
  meta: PostMeta;
  /** The language the post is written in (English when shown as a fallback). */
  language: Language;
  /** Fetches the body once and caches it. */
  loadBody: BodyLoader;
  /** The body if it has already been fetched, so a revisit shows it without a loading state. */
  loadedBody: () => string | undefined;
}

export type PostCatalog = ReadonlyMap<Language, readonly PostEntry[]>;

/** `../content/es/meta.json` → `content/es/meta.json`, the name an author recognises. */
export const displayName = (file: string) => file.replace(/^(?:\.\.?\/)+/, '');

function languageFolder(file: string): Language {
  const folder = /([^/]+)\/[^/]+$/.exec(file)?.[1];
  if (!isLanguage(folder)) {
    throw new Error(`Blog content in ${displayName(file)}: unknown language folder`);
  }
  return folder;
}

function cachedBody(load: BodyLoader): Pick<PostEntry, 'loadBody' | 'loadedBody'> {
  let pending: Promise<string> | undefined;
  let loaded: string | undefined;
  const loadBody = () => {
    pending ??= load().then((body) => {
      loaded = body;
      return body;
    });
    // Forget a failed fetch (a lost connection) so that a retry fetches again.
    pending.catch(() => (pending = undefined));
    return pending;
  };
  return { loadBody, loadedBody: () => loaded };
}

/**
 * Pairs each language folder's meta entries with their `{slug}.md` bodies. The entries are
 * trusted as they are: `checkBlogContent` has checked them against the schema before the
 * build. A folder that is not a language, a listed post without its body, or a body nobody
 * lists still throws, naming the file.
 */
export function buildCatalog(
  metaFiles: Record<string, readonly PostMeta[]>,
  bodies: Record<string, BodyLoader>,
): PostCatalog {
  const catalog = new Map<Language, PostEntry[]>();
  const claimed = new Set<string>();
  for (const [file, metas] of Object.entries(metaFiles)) {
    const language = languageFolder(file);
    const entries = metas.map((meta) => {
      const bodyFile = file.replace(/meta\.json$/, `${meta.slug}.md`);
      const load = bodies[bodyFile];
      if (!load) {
        throw new Error(
          `Blog post "${meta.slug}" in ${displayName(file)} has no ${displayName(bodyFile)}`,
        );
      }
      claimed.add(bodyFile);
      return { meta, language, ...cachedBody(load) };
    });
    catalog.set(language, entries);
  }
  const orphan = Object.keys(bodies).find((file) => !claimed.has(file));
  if (orphan) throw new Error(`Blog post ${displayName(orphan)} has no entry in its meta.json`);
  return catalog;
}
