import {
  BLOG_POSTS_FILE,
  RELEASE_FILE,
  SECTION_ASSETS_FILE,
  SECTION_FRAMES_FILE,
  sectionFrameFor,
  type AnyPageSection,
  type BlogPosts,
  type PageMeta,
  type ReleaseRecord,
  type RemoteName,
  type SectionAssets,
  type SectionFrames,
} from '@snowday/shared-i18n/contract';
import type { FetchLike } from '../../core/fetch-like';
import type { SectionState } from '../observability/health';
import type { SectionCode } from './integrity-map';
import { keptCopy, type KeptCopy } from './kept-copy';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PAGE_SECTIONS,
  type Language,
} from '@snowday/shared-i18n/core';
import { z } from 'zod';

/** How often a held copy is checked for a newer one: a redeploy shows within it. */
const REFRESH_MS = 30_000;
/** A section this server holds no copy of yet is asked again this soon. */
const RETRY_MS = 2_000;
/** One reading's limit; past it the copy already held stays, as it does for any failure. */
const FETCH_TIMEOUT_MS = 10_000;
/** A page waits this long at most for a copy this server has never had; later pages never wait. */
const FIRST_WAIT_MS = 1_000;
/**
 * A copy no reading has confirmed for this long is stale: still served, but named in `/readyz`
 * and the log (docs/deploy/README.md#readiness).
 */
export const STALE_AFTER_MS = 10 * 60_000;
/** How long a new instance waits for every section's copy before it serves without one. */
export const READY_WAIT_MS = 60_000;

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

/**
 * Where a section's copy stands (docs/product/composition.md#last-good-copy): every file it
 * publishes held and confirmed lately; some file never read good, so its pages go without it; or
 * held, but unconfirmed for `STALE_AFTER_MS`, and still served as it is.
 */
export type SectionCopyState = SectionState;

interface RemoteCopies {
  /** The release these copies are of, when the release map names one. */
  release: string | undefined;
  assets: KeptCopy<SectionAssets>;
  frames: KeptCopy<SectionFrames>;
  /** Only the remote that renders posts publishes their list. */
  posts: KeptCopy<BlogPosts> | undefined;
  /** A release's signed list of its files, when the release map names the release. */
  list: KeptCopy<ReleaseRecord> | undefined;
  /** The state last written to the log, so each change is said once. */
  said: SectionCopyState | undefined;
}

export type { FetchLike };

export interface SectionHintsOptions {
  fetchImpl?: FetchLike;
  now?: () => number;
  /** How long one reading may take (10 s). */
  readTimeoutMs?: number;
  /** Told when a section's copy goes missing or stale, and when it is whole again. */
  log?: (level: 'info' | 'warn', message: string, fields: Record<string, unknown>) => void;
  /**
   * Whether a release's list of files is signed by a trusted build key: a release whose list is
   * not is never served (docs/decisions/013-section-sandbox-and-signing.md#browser-code).
   */
  verifyRelease?: (record: ReleaseRecord) => boolean;
}

/** A section as the live map names it: its entry, and the release it is, when there is a map. */
export type LiveEntry = string | { entry: string; release?: string };

const releaseFileSchema = z.object({
  section: z.string(),
  release: z.string(),
  publishedAt: z.string(),
  files: z.record(
    relativeFile,
    z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'a SHA-384 in base64'),
  ),
  signature: z.string().max(200).optional(),
}) satisfies z.ZodType<ReleaseRecord>;

/**
 * What each remote section published for the shell's server: the files it needs first
 * (`section-assets.json`), the HTML and heads of its prerendered pages (`section-frames.json`)
 * and, for the blog, its posts (`blog-posts.json`), docs/product/performance.md#first-paint. A
 * remote is a deployment of this site, trusted like the code the page runs from it. Each file is
 * kept as last read good, and checked again every 30 seconds in the background; a remote that is
 * down, slow or publishes nonsense never empties what is held
 * (docs/product/composition.md#last-good-copy).
 */
export function createSectionHints(
  remotes: Readonly<Record<RemoteName, string>> | (() => Readonly<Record<RemoteName, LiveEntry>>),
  {
    fetchImpl = fetch,
    now = Date.now,
    readTimeoutMs = FETCH_TIMEOUT_MS,
    log = () => undefined,
    verifyRelease = () => false,
  }: SectionHintsOptions = {},
) {
  const live = typeof remotes === 'function' ? remotes : () => remotes;
  const liveOf = (remote: RemoteName): { entry: string; release?: string | undefined } => {
    const at = live()[remote];
    return typeof at === 'string' ? { entry: at } : at;
  };
  const names = Object.keys(live()) as RemoteName[];
  const wanted = () =>
    Object.fromEntries(names.map((remote) => [remote, liveOf(remote).entry])) as Record<
      RemoteName,
      string
    >;
  const options = { fetchImpl, now, timeoutMs: readTimeoutMs };
  /** Each section's copies, by the entry of the release they were read from. */
  const copies = new Map<string, RemoteCopies>();
  /**
   * The entry each section's pages are served from: the live release's, once its copy is held;
   * until then the release before it, so that a page never names a release whose frames the
   * server does not hold (docs/decisions/016-section-releases.md#switching).
   */
  const serving = new Map<RemoteName, string>();

  const copiesFor = (remote: RemoteName, entry: string): RemoteCopies => {
    const key = `${remote}\n${entry}`;
    let held = copies.get(key);
    if (!held) {
      const at = (file: string) => new URL(file, entry).href;
      const { release } = liveOf(remote);
      // Only the live release's own list, signed by a trusted build key, is held; one that is
      // not leaves the release's code unserved, which the log says once.
      let refusedSaid = false;
      const listSchema = releaseFileSchema.refine((record) => {
        const signed =
          record.section === remote && record.release === release && verifyRelease(record);
        if (!signed && !refusedSaid) {
          refusedSaid = true;
          log(
            'warn',
            `the ${remote} release ${String(release)} does not list its files signed by a trusted key: its code is not served`,
            { section: remote, release },
          );
        }
        return signed;
      }, 'a release list of this section and release, signed by a trusted key');
      held = {
        release,
        assets: keptCopy(at(SECTION_ASSETS_FILE), sectionAssetsSchema, options),
        frames: keptCopy(at(SECTION_FRAMES_FILE), sectionFramesSchema, options),
        posts:
          remote === POSTS_REMOTE
            ? keptCopy(at(BLOG_POSTS_FILE), blogPostsSchema, options)
            : undefined,
        list:
          release === undefined || entry !== liveOf(remote).entry
            ? undefined
            : keptCopy(at(RELEASE_FILE), listSchema, options),
        said: undefined,
      };
      copies.set(key, held);
    }
    return held;
  };
  const filesOf = (held: RemoteCopies): KeptCopy<unknown>[] =>
    [held.assets, held.frames, held.posts, held.list].filter((file) => file !== undefined);

  const stateOf = (held: RemoteCopies): SectionCopyState => {
    const files = filesOf(held);
    if (files.some((file) => file.value === undefined)) return 'missing';
    const confirmed = Math.min(...files.map((file) => file.confirmedAt));
    return now() - confirmed >= STALE_AFTER_MS ? 'stale' : 'held';
  };

  /** Writes a change of a section's state to the log, once. */
  const tell = (remote: RemoteName, held: RemoteCopies) => {
    const state = stateOf(held);
    if (state === held.said) return;
    const first = held.said === undefined;
    held.said = state;
    if (state === 'held' && first) return;
    const fields = { section: remote, state };
    if (state === 'held') log('info', `the ${remote} section's copy is whole again`, fields);
    else if (state === 'stale') {
      const minutes = Math.round(STALE_AFTER_MS / 60_000);
      log('warn', `the ${remote} section has not been read for ${minutes} minutes`, fields);
    } else log('warn', `the ${remote} section has not been read yet`, fields);
  };

  /** Serves the live release's entry once its copy is held, and forgets the one before. */
  const follow = (remote: RemoteName, entry: string) => {
    const before = serving.get(remote);
    if (before === entry) return;
    if (before !== undefined && stateOf(copiesFor(remote, entry)) === 'missing') return;
    serving.set(remote, entry);
    if (before === undefined) return;
    copies.delete(`${remote}\n${before}`);
    log('info', `the ${remote} section is served from ${entry}`, { section: remote, entry });
  };

  /**
   * Reads each of the live release's files again when it is due: every 30 seconds, and every 2
   * while it has never been read good. Resolves when every reading under way has ended.
   */
  const check = (remote: RemoteName): Promise<void> => {
    const entry = wanted()[remote];
    const held = copiesFor(remote, entry);
    const files = filesOf(held);
    for (const file of files) {
      const every = file.value === undefined ? RETRY_MS : REFRESH_MS;
      if (!file.reading && now() - file.startedAt >= every) void file.refresh();
    }
    if (!serving.has(remote)) serving.set(remote, entry);
    return Promise.all(files.map((file) => file.reading)).then(() => {
      follow(remote, entry);
      tell(remote, held);
    });
  };

  /** The entry a section's pages are served from now. */
  const servingEntry = (remote: RemoteName): string => serving.get(remote) ?? wanted()[remote];

  /**
   * The remote's copies. The first page to ask for a file this server has never read gives its
   * first reading a moment; a page after that never waits.
   */
  const entryOf = async (remote: RemoteName) => {
    const pending = check(remote);
    const entry = servingEntry(remote);
    const held = copiesFor(remote, entry);
    const first = filesOf(held).some((file) => file.value === undefined && file.readings === 0);
    if (first) {
      await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, FIRST_WAIT_MS))]);
    }
    return {
      entry,
      assets: held.assets.value,
      frames: held.frames.value?.frames ?? {},
      heads: held.frames.value?.heads ?? {},
      posts: held.posts?.value?.posts,
    };
  };

  return {
    /** The posts the blog publishes, by language, or undefined while it could not say. */
    posts: async (): Promise<BlogPosts['posts'] | undefined> => (await entryOf(POSTS_REMOTE)).posts,
    /**
     * Reads every section's files until each is held, for at most `waitMs`: a new instance is
     * ready once it can paint every section (docs/deploy/README.md#readiness).
     */
    warm: async (waitMs = READY_WAIT_MS): Promise<void> => {
      const until = now() + waitMs;
      for (;;) {
        await Promise.all(names.map((remote) => check(remote)));
        const missing = names.filter(
          (remote) => stateOf(copiesFor(remote, wanted()[remote])) === 'missing',
        );
        if (missing.length === 0 || now() >= until) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_MS, until - now())));
      }
    },
    /**
     * Resolves once every section has had its first reading, or its first moment: a page's
     * headers wait for it as its body does, so that the first page of a new instance already
     * names what the browser may run of each release.
     */
    settle: async (): Promise<void> => {
      await Promise.all(names.map((remote) => entryOf(remote)));
    },
    /** Where each section's copy stands; asking starts a reading that is due. */
    states: (): Record<RemoteName, SectionCopyState> => {
      for (const remote of names) void check(remote);
      return Object.fromEntries(
        names.map((remote) => [remote, stateOf(copiesFor(remote, servingEntry(remote)))]),
      ) as Record<RemoteName, SectionCopyState>;
    },
    /**
     * The entry each section's pages are served from: the live release once this server holds
     * its copy. A page's runtime config names these, so its code is the release its frames are.
     */
    entries: (): Record<RemoteName, string> =>
      Object.fromEntries(names.map((remote) => [remote, servingEntry(remote)])) as Record<
        RemoteName,
        string
      >,
    /**
     * What the browser may run of each section as its pages are served now
     * (docs/decisions/013-section-sandbox-and-signing.md#browser-code): the entry, its release,
     * and that release's signed list of files once this server holds it.
     */
    code: (): Record<RemoteName, SectionCode> =>
      Object.fromEntries(
        names.map((remote) => {
          const entry = servingEntry(remote);
          const held = copiesFor(remote, entry);
          return [remote, { entry, release: held.release, files: held.list?.value?.files }];
        }),
      ) as Record<RemoteName, SectionCode>,
    /** The absolute addresses of a section's first files, or none if its remote has no list. */
    filesFor: async (
      { remote, module }: AnyPageSection,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<SectionFiles> => {
      const { assets, entry } = await entryOf(remote);
      const files = assets?.exposes[module];
      if (!assets || !files) return { js: [], css: [] };
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
