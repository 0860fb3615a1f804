import type { RemoteName } from '../settings/public-settings';

/** The remote module that renders a page: `{ remote: 'blog', module: './BlogPost' }`. */
export interface PageSection<R extends RemoteName = RemoteName, M extends string = string> {
  remote: R;
  module: M;
}

/**
 * What the browser needs to know of a page: its route, its links and the section that renders it.
 * What only the server and the build need (`PAGE_SERVING`) sits beside it in `page-serving.ts`,
 * so that no visitor downloads it.
 */
export interface PageEntry {
  /** Its route pattern, relative, as the router has it: `blog/:slug` (`''` for home). */
  pattern: string;
  /** Its unprefixed address, built from the pattern's parameters. */
  build: (...args: never[]) => string;
  section: PageSection<RemoteName, `./${string}`>;
}

/**
 * The site's pages (docs/product/pages.md#routes), the browser's half of the page registry: the
 * router, `paths`/`href`, `RemoteExposes` and the remotes' `exposes` are read from it. Adding a
 * page is one entry here, its entry in `PAGE_SERVING` (which the type check demands) and the
 * section component its remote exposes.
 */
export const PAGES = {
  home: {
    pattern: '',
    build: () => '/',
    section: { remote: 'calculator', module: './Home' },
  },
  result: {
    pattern: 'result',
    build: (query?: URLSearchParams) => {
      const qs = query?.toString();
      return qs ? `/result?${qs}` : '/result';
    },
    section: { remote: 'calculator', module: './Result' },
  },
  blog: {
    pattern: 'blog',
    build: () => '/blog',
    section: { remote: 'blog', module: './BlogList' },
  },
  blogPost: {
    pattern: 'blog/:slug',
    build: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
    section: { remote: 'blog', module: './BlogPost' },
  },
  about: {
    pattern: 'about',
    build: () => '/about',
    section: { remote: 'pages', module: './About' },
  },
  privacy: {
    pattern: 'privacy',
    build: () => '/privacy',
    section: { remote: 'pages', module: './Privacy' },
  },
  contact: {
    pattern: 'contact',
    build: () => '/contact',
    section: { remote: 'pages', module: './Contact' },
  },
  accuracy: {
    pattern: 'accuracy',
    build: () => '/accuracy',
    section: { remote: 'pages', module: './Accuracy' },
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;

type SectionOf<P extends PageId> = (typeof PAGES)[P]['section'];

/** The pages a remote renders. */
export type PagesOf<R extends RemoteName> = {
  [P in PageId]: SectionOf<P>['remote'] extends R ? P : never;
}[PageId];

/** The modules a remote exposes: one per page it renders. */
export type ExposeName<R extends RemoteName> = SectionOf<PagesOf<R>>['module'];

export const PAGE_IDS = Object.keys(PAGES) as PageId[];
