import { isLanguage, type Language } from '@snowday/shared-i18n';
import { z } from 'zod/mini';
import { postContentSchema, postMetaListSchema, type PostMeta } from './post-schema';

export type BodyLoader = () => Promise<string>;

/** One post of one language folder: its meta and a way to fetch its Markdown body. */
export interface PostEntry {
  meta: PostMeta;
  /** The language the post is written in (English when shown as a fallback). */
  language: Language;
  /** Fetches the body once, checks it is not empty and caches it. */
  loadBody: BodyLoader;
  /** The body if it has already been fetched, so a revisit shows it without a loading state. */
  loadedBody: () => string | undefined;
}

export type PostCatalog = ReadonlyMap<Language, readonly PostEntry[]>;

/** `../content/es/meta.json` → `content/es/meta.json`, the name an author recognises. */
const display = (file: string) => file.replace(/^(?:\.\.?\/)+/, '');

function languageFolder(file: string): Language {
  const folder = /([^/]+)\/[^/]+$/.exec(file)?.[1];
  if (!isLanguage(folder)) {
    throw new Error(`Blog content in ${display(file)}: unknown language folder`);
  }
  return folder;
}

function parseMetaFile(file: string, data: unknown): PostMeta[] {
  const result = postMetaListSchema.safeParse(data);
  if (!result.success) {
    throw new Error(`Invalid blog post in ${display(file)}:\n${z.prettifyError(result.error)}`);
  }
  for (const key of ['id', 'slug'] as const) {
    const values = result.data.map((meta) => meta[key]);
    const repeated = values.find((value, i) => values.indexOf(value) !== i);
    if (repeated) {
      throw new Error(`Invalid blog post in ${display(file)}: ${key} "${repeated}" is repeated`);
    }
  }
  return result.data;
}

function checkedBody(file: string, load: BodyLoader): Pick<PostEntry, 'loadBody' | 'loadedBody'> {
  let pending: Promise<string> | undefined;
  let loaded: string | undefined;
  const loadBody = () => {
    pending ??= load().then((raw) => {
      const result = postContentSchema.safeParse(raw);
      if (!result.success) {
        throw new Error(`Invalid blog post in ${display(file)}: ${z.prettifyError(result.error)}`);
      }
      loaded = result.data;
      return loaded;
    });
    // Forget a failed fetch (a lost connection) so that a retry fetches again.
    pending.catch(() => (pending = undefined));
    return pending;
  };
  return { loadBody, loadedBody: () => loaded };
}

/**
 * Checks every language folder against the schema and pairs each meta entry with its
 * `{slug}.md` body. Anything malformed throws an error naming the file, so a bad post fails
 * the unit tests (which load every post) instead of a visitor's page.
 */
export function buildCatalog(
  metaFiles: Record<string, unknown>,
  bodies: Record<string, BodyLoader>,
): PostCatalog {
  const catalog = new Map<Language, PostEntry[]>();
  const claimed = new Set<string>();
  for (const [file, data] of Object.entries(metaFiles)) {
    const language = languageFolder(file);
    const entries = parseMetaFile(file, data).map((meta) => {
      const bodyFile = file.replace(/meta\.json$/, `${meta.slug}.md`);
      const load = bodies[bodyFile];
      if (!load) {
        throw new Error(`Blog post "${meta.slug}" in ${display(file)} has no ${display(bodyFile)}`);
      }
      claimed.add(bodyFile);
      return { meta, language, ...checkedBody(bodyFile, load) };
    });
    catalog.set(language, entries);
  }
  const orphan = Object.keys(bodies).find((file) => !claimed.has(file));
  if (orphan) throw new Error(`Blog post ${display(orphan)} has no entry in its meta.json`);
  return catalog;
}
