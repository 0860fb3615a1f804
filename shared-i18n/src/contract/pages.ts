import type { RemoteName } from '../settings/public-settings';

/**
 * A text of a page's head: a translation key (`namespace:key`), or the first `length` characters
 * of a translated HTML text (`excerptOf`), for a page whose body already says it.
 */
export type HeadText = string | { excerptOf: string; length: number };

/** Where the server finds a page's title, description, heading and lead before any script runs. */
export interface HeadTexts {
  title: HeadText;
  description: HeadText;
  heading: HeadText;
  /** The page's lead under its heading, when it opens with one (`PageIntro`). */
  lead?: HeadText;
}

/**
 * Where a page's head comes from: its translations, or, for a blog post, the post's own title and
 * excerpt (the blog's `blog-posts.json`), with `fallback` for a post only the blog knows yet.
 */
export type HeadSource =
  { from: 'texts'; texts: HeadTexts } | { from: 'post'; fallback: HeadTexts };

/** The remote module that renders a page: `{ remote: 'blog', module: './BlogPost' }`. */
export interface PageSection<R extends RemoteName = RemoteName, M extends string = string> {
  remote: R;
  module: M;
}

/**
 * One page of the site: everything the router, the server, the sitemap, the prerender step and the
 * remotes' federation configs need to know about it.
 */
export interface PageEntry {
  /** Its route pattern, relative, as the router has it: `blog/:slug` (`''` for home). */
  pattern: string;
  /** Its unprefixed address, built from the pattern's parameters. */
  build: (...args: never[]) => string;
  section: PageSection<RemoteName, `./${string}`>;
  /** Whether `npm run build` paints its first view (docs/product/performance.md#first-paint). */
  prerendered: boolean;
  /** In the sitemap: once, once per published post, or not at all (a page that needs a query). */
  sitemap: 'page' | 'each-post' | false;
  head: HeadSource;
}

/**
 * The site's pages (docs/product/pages.md#routes): adding a page is one entry here plus the
 * section component its remote exposes. The router, `paths`/`href`, `RemoteExposes`, the
 * remotes' `exposes`, their prerender lists, the server's heads and statuses and the sitemap are
 * all read from it, so a page cannot be routed and yet unknown to the server.
 */
export const PAGES = {
  home: {
    pattern: '',
    build: () => '/',
    section: { remote: 'calculator', module: './Home' },
    prerendered: true,
    sitemap: 'page',
    head: {
      from: 'texts',
      texts: {
        title: 'calculator:meta.title',
        description: 'calculator:meta.description',
        heading: 'calculator:home.heading',
        lead: 'calculator:home.lead',
      },
    },
  },
  result: {
    pattern: 'result',
    build: (query?: URLSearchParams) => {
      const qs = query?.toString();
      return qs ? `/result?${qs}` : '/result';
    },
    section: { remote: 'calculator', module: './Result' },
    prerendered: true,
    // It needs a place to show anything.
    sitemap: false,
    head: {
      from: 'texts',
      texts: {
        title: 'result:meta.loadingTitle',
        description: 'calculator:meta.description',
        heading: 'result:heading',
      },
    },
  },
  blog: {
    pattern: 'blog',
    build: () => '/blog',
    section: { remote: 'blog', module: './BlogList' },
    prerendered: true,
    sitemap: 'page',
    head: {
      from: 'texts',
      texts: {
        title: 'blog:metaTitle',
        description: 'blog:metaDescription',
        heading: 'blog:heading',
      },
    },
  },
  blogPost: {
    pattern: 'blog/:slug',
    build: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
    section: { remote: 'blog', module: './BlogPost' },
    prerendered: true,
    sitemap: 'each-post',
    head: {
      from: 'post',
      fallback: {
        title: 'blog:metaTitle',
        description: 'blog:metaDescription',
        heading: 'blog:heading',
      },
    },
  },
  about: {
    pattern: 'about',
    build: () => '/about',
    section: { remote: 'pages', module: './About' },
    prerendered: true,
    sitemap: 'page',
    head: {
      from: 'texts',
      texts: {
        title: 'pages:about.metaTitle',
        description: 'pages:about.metaDescription',
        heading: 'about:title',
      },
    },
  },
  privacy: {
    pattern: 'privacy',
    build: () => '/privacy',
    section: { remote: 'pages', module: './Privacy' },
    prerendered: true,
    sitemap: 'page',
    head: {
      from: 'texts',
      texts: {
        title: 'pages:privacy.metaTitle',
        description: { excerptOf: 'pages:privacy.html', length: 160 },
        heading: 'pages:privacy.title',
      },
    },
  },
  contact: {
    pattern: 'contact',
    build: () => '/contact',
    section: { remote: 'pages', module: './Contact' },
    // Whether it shows the form's button is a runtime setting (CONTACT_FORM_URL).
    prerendered: false,
    sitemap: 'page',
    head: {
      from: 'texts',
      texts: {
        title: 'pages:contact.metaTitle',
        description: 'pages:contact.metaDescription',
        heading: 'pages:contact.title',
      },
    },
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;

type SectionOf<P extends PageId> = (typeof PAGES)[P]['section'];

/** The pages a remote renders. */
export type PagesOf<R extends RemoteName> = {
  [P in PageId]: SectionOf<P>['remote'] extends R ? P : never;
}[PageId];

/** The pages of a remote that `npm run build` paints. */
export type PrerenderedPagesOf<R extends RemoteName> = {
  [P in PagesOf<R>]: (typeof PAGES)[P]['prerendered'] extends true ? P : never;
}[PagesOf<R>];

/** The modules a remote exposes: one per page it renders. */
export type ExposeName<R extends RemoteName> = SectionOf<PagesOf<R>>['module'];

export const PAGE_IDS = Object.keys(PAGES) as PageId[];
