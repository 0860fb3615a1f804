import { PAGE_IDS, PAGES, type PageEntry, type PageId, type PagesOf } from './pages';
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

/** What the server and the build need to know of a page, and no visitor downloads. */
export interface PageServing {
  /** Whether `npm run build` paints its first view (docs/product/performance.md#first-paint). */
  prerendered: boolean;
  /** In the sitemap: once, once per published post, or not at all (a page that needs a query). */
  sitemap: 'page' | 'each-post' | false;
  /** Where its head comes from: a page without one fails the type check. */
  head: HeadSource;
}

/**
 * The server's and the build's half of the page registry, one entry per page of `PAGES` (a page
 * missing here fails the type check): the server's heads and statuses, the sitemap and the
 * remotes' prerender lists are read from it.
 */
export const PAGE_SERVING = {
  home: {
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
    prerendered: true,
    sitemap: 'page',
    head: {
      from: 'texts',
      texts: {
        title: 'blog:metaTitle',
        description: 'blog:metaDescription',
        heading: 'blog:heading',
        lead: 'blog:intro',
      },
    },
  },
  blogPost: {
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
  accuracy: {
    // Its figures are the aggregate job's latest: the server sends them in the page
    // (docs/product/accuracy.md#the-page).
    prerendered: false,
    sitemap: 'page',
    head: {
      from: 'texts',
      texts: {
        title: 'accuracy:metaTitle',
        description: 'accuracy:metaDescription',
        heading: 'accuracy:heading',
        lead: 'accuracy:lead',
      },
    },
  },
} as const satisfies { [P in PageId]: PageServing };

/** A page as the server and the build see it: both halves of its entry. */
export type RegisteredPage = PageEntry & PageServing;

/** Both halves of every page's entry, by page. */
export const PAGE_REGISTRY = Object.fromEntries(
  PAGE_IDS.map((page) => [page, { ...PAGES[page], ...PAGE_SERVING[page] }]),
) as { [P in PageId]: (typeof PAGES)[P] & (typeof PAGE_SERVING)[P] };

/** The pages of a remote that `npm run build` paints. */
export type PrerenderedPagesOf<R extends RemoteName> = {
  [P in PagesOf<R>]: (typeof PAGE_SERVING)[P]['prerendered'] extends true ? P : never;
}[PagesOf<R>];
