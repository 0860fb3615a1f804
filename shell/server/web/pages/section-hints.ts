import {
  BLOG_POSTS_FILE,
  SECTION_ASSETS_FILE,
  SECTION_FRAMES_FILE,
  sectionFrameFor,
  type AnyPageSection,
  type BlogPosts,
  type PageMeta,
  type RemoteName,
  type SectionAssets,
  type SectionFrames,
} from '@snowday/shared-i18n/contract';
import type { FetchLike } from '../../core/fetch-like';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PAGE_SECTIONS,
  type Language,
} from '@snowday/shared-i18n/core';
import { z } from 'zod';

/** How long a remote's list is trusted before it is asked again (a redeploy shows within it). */
const FRESH_MS = 30_000;
/** A page waits this long at most for a list it has never had; later pages never wait. */
const FIRST_WAIT_MS = 300;
const FETCH_TIMEOUT_MS = 2_000;

const relativeFile = z
  .string()
  .regex(/^(?!\/)(?!.*\.\.)[\w./-]+$/, 'a relative file name')
  .max(300);
const sectionAssetsSchema = z.object({
  entry: relativeFile,
  exposes: z.record(
    z.string(),
    z.object({
      js: z.array(relativeFile).max(100),
      css: z.array(relativeFile).max(20),
      // Unknown languages are kept and never asked for; a page asks for its own.
      texts: z.record(z.string(), z.array(relativeFile).max(20)).optional(),
    }),
  ),
}) satisfies z.ZodType<SectionAssets>;
const shortText = z.string().max(2_000);
/** An address on the site itself (`/og/en.png`): the server puts the site's origin before it. */
const sitePath = z
  .string()
  .regex(/^\/(?!\/)(?!.*\.\.)[\w./%-]+$/, 'a path on the site')
  .max(300);
const pageMetaSchema = z.object({
  title: shortText,
  description: shortText,
  preview: z
    .object({
      title: shortText.optional(),
      description: shortText.optional(),
      type: z.enum(['website', 'article']).optional(),
      image: z.object({ path: sitePath, alt: shortText }).optional(),
    })
    .optional(),
}) satisfies z.ZodType<PageMeta>;
const sectionFramesSchema = z.object({
  frames: z.record(
    z
      .string()
      .regex(/^\/[\w/-]*(?:#sample)?$/, 'a frame key')
      .max(300),
    z.string().max(500_000),
  ),
  // Absent from a remote built before pages published their heads; heads that make no sense
  // are dropped alone, and the frames still paint.
  heads: z
    .record(
      z
        .string()
        .regex(/^\/[\w/-]*$/, 'a page path')
        .max(300),
      pageMetaSchema,
    )
    .optional()
    .catch(undefined),
}) satisfies z.ZodType<SectionFrames>;
const blogPostsSchema = z.object({
  posts: z.partialRecord(
    z.enum(LANGUAGES),
    z
      .array(
        z.object({
          slug: z
            .string()
            .regex(/^[\w-]+$/, 'a slug')
            .max(200),
          title: shortText,
          excerpt: shortText,
          date: shortText,
          author: shortText,
        }),
      )
      .max(1_000),
  ),
}) satisfies z.ZodType<BlogPosts>;

/** The remote that renders blog posts publishes their list (`blog-posts.json`). */
const POSTS_REMOTE = PAGE_SECTIONS.blogPost.remote;

export interface SectionFiles {
  /** The remote's entry, exactly as the runtime config gives it; absent when nothing is known. */
  entry?: string;
  /** The section's other files: fetched once the entry has arrived, so a remote that is down
   * leaves no failed chunk behind in the browser, and a retry can load it. */
  js: string[];
  css: string[];
}

interface Cached {
  assets: SectionAssets | undefined;
  frames: SectionFrames['frames'];
  heads: NonNullable<SectionFrames['heads']>;
  posts: BlogPosts['posts'] | undefined;
  fetchedAt: number;
  refreshing: Promise<void> | undefined;
}

export type { FetchLike };

/**
 * The files each remote section needs first, read from the `section-assets.json` each remote
 * publishes next to its entry, and the HTML of its prerendered pages (`section-frames.json`),
 * docs/product/performance.md#first-paint. A remote is a deployment of this site, trusted like the
 * code the page runs from it. Pages list them as preload hints so the browser loads the section
 * alongside the shell. The lists are kept for 30 seconds and refreshed in the background; a remote
 * that is down, slow or publishes nonsense only loses its hints.
 */
export function createSectionHints(
  remotes: Readonly<Record<RemoteName, string>>,
  fetchImpl: FetchLike = fetch,
  now: () => number = Date.now,
) {
  const cache = new Map<RemoteName, Cached>();

  const refresh = (remote: RemoteName, entry: Cached): Promise<void> => {
    entry.refreshing ??= (async () => {
      const read = async <T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> => {
        try {
          const url = new URL(file, remotes[remote]).href;
          const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
          const response = await fetchImpl(url, { signal });
          return response.ok ? schema.parse(await response.json()) : undefined;
        } catch {
          return undefined;
        }
      };
      try {
        const [assets, frames, posts] = await Promise.all([
          read(SECTION_ASSETS_FILE, sectionAssetsSchema),
          read(SECTION_FRAMES_FILE, sectionFramesSchema),
          remote === POSTS_REMOTE ? read(BLOG_POSTS_FILE, blogPostsSchema) : undefined,
        ]);
        entry.assets = assets;
        entry.frames = frames?.frames ?? {};
        entry.heads = frames?.heads ?? {};
        entry.posts = posts?.posts;
      } finally {
        entry.fetchedAt = now();
        entry.refreshing = undefined;
      }
    })();
    return entry.refreshing;
  };

  const entryOf = async (remote: RemoteName): Promise<Cached> => {
    let entry = cache.get(remote);
    if (!entry) {
      entry = {
        assets: undefined,
        frames: {},
        heads: {},
        posts: undefined,
        fetchedAt: Number.NEGATIVE_INFINITY,
        refreshing: undefined,
      };
      cache.set(remote, entry);
    }
    const first = entry.fetchedAt === Number.NEGATIVE_INFINITY;
    if (now() - entry.fetchedAt >= FRESH_MS) {
      const pending = refresh(remote, entry);
      if (first) {
        await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, FIRST_WAIT_MS))]);
      }
    }
    return entry;
  };
  const assetsOf = async (remote: RemoteName) => (await entryOf(remote)).assets;

  return {
    /** The posts the blog publishes, by language, or undefined while it could not say. */
    posts: async (): Promise<BlogPosts['posts'] | undefined> => (await entryOf(POSTS_REMOTE)).posts,
    /** Starts reading every remote's list, so the first visitor's page already has hints. */
    warm: (): Promise<unknown> =>
      Promise.all((Object.keys(remotes) as RemoteName[]).map((remote) => assetsOf(remote))),
    /** The absolute addresses of a section's first files, or none if its remote has no list. */
    filesFor: async (
      { remote, module }: AnyPageSection,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<SectionFiles> => {
      const assets = await assetsOf(remote);
      const files = assets?.exposes[module];
      if (!assets || !files) return { js: [], css: [] };
      const entry = remotes[remote];
      const resolve = (file: string) => new URL(file, entry).href;
      // The page's words come with the section's code, not a round trip after it has started.
      const texts = files.texts?.[language] ?? [];
      return {
        entry,
        js: [...files.js.filter((file) => file !== assets.entry), ...texts].map(resolve),
        css: files.css.map(resolve),
      };
    },
    /**
     * The section's HTML for a language-prefixed page path, prerendered by its remote
     * (`section-frames.json`) for a site that does or does not serve sample forecasts, or
     * undefined when the remote has none for it.
     */
    frameFor: async (
      { remote }: AnyPageSection,
      pagePath: string,
      sampleWeather: boolean,
    ): Promise<string | undefined> =>
      sectionFrameFor((await entryOf(remote)).frames, pagePath, sampleWeather),
    /**
     * What the section of a language-prefixed page says about itself (its title, description and
     * link preview), as its remote published it with its frame, or undefined when the remote
     * publishes none for it: down, slow, never read, or built before heads were published.
     */
    headFor: async (
      { remote }: AnyPageSection,
      pagePath: string,
    ): Promise<PageMeta | undefined> => {
      const { heads } = await entryOf(remote);
      return Object.hasOwn(heads, pagePath) ? heads[pagePath] : undefined;
    },
    /**
     * Whether the deployed remote publishes a language-prefixed page (it prerendered a frame of
     * it, in either weather mode), or undefined when the remote's list is not known: down, slow
     * or never read. A blog that deploys on its own can publish posts the shell has not seen.
     */
    publishes: async (
      { remote }: AnyPageSection,
      pagePath: string,
    ): Promise<boolean | undefined> => {
      const { frames } = await entryOf(remote);
      if (Object.keys(frames).length === 0) return undefined;
      return [false, true].some(
        (sample) => sectionFrameFor(frames, pagePath, sample) !== undefined,
      );
    },
  };
}

export type SectionHints = ReturnType<typeof createSectionHints>;
