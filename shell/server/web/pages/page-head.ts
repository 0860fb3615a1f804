import {
  DEFAULT_LANGUAGE,
  href,
  defaultPreviewImagePath,
  HTML_LANG,
  LANGUAGES,
  localizePath,
  matchPage,
  postPreviewImagePath,
  PREVIEW_IMAGE_SIZE,
  splitLanguagePrefix,
  textExcerpt,
  type Language,
  type PagePreviewMeta,
} from '@snowday/shared-i18n/core';
import type { BlogPosts, PageMeta } from '@snowday/shared-i18n/contract';
import {
  PAGE_REGISTRY,
  type HeadSource,
  type HeadText,
  type HeadTexts,
  type RegisteredPage,
} from '@snowday/shared-i18n/contract/serving';
import type { SiteTexts } from './site-texts';

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * A page's link preview (docs/product/pages.md#link-previews): what a chat or a social site shows
 * for its address. The image's address is absolute, on the site's public address.
 */
export interface PagePreview {
  title: string;
  description: string;
  image: { url: string; width: number; height: number; alt: string };
  type: 'website' | 'article';
}

/**
 * What the server's HTML says about a page before any script runs
 * (docs/product/performance.md#first-paint, crawlers).
 */
export interface PageHead {
  /** 400 for an address that cannot be read (a stray `%`): the not-found page, said sooner. */
  status: 200 | 400 | 404;
  language: Language;
  htmlLang: string;
  title: string;
  description: string;
  heading: string;
  /** The page's lead under its heading, when the page opens with one (`PageIntro`). */
  lead?: string;
  /** A way on, under the heading of a page that stands in (a post not found: back to the blog). */
  next?: { href: string; text: string };
  /** Only for a page that exists: a "not found" answer names no address to index. */
  canonical?: string;
  alternates: Alternate[];
  /** The product's name, in the page's language: the preview's site name. */
  siteName: string;
  /** Its link preview's tags; none are written without it. */
  preview?: PagePreview;
}

interface PageText {
  title: string;
  description: string;
  heading: string;
  lead?: string;
  next?: PageHead['next'];
  preview?: PagePreviewMeta;
}

export interface DescribeOptions {
  /** The posts the blog publishes (its `blog-posts.json`), when it could say. */
  posts?: BlogPosts['posts'];
  /**
   * For a post the shell does not know: whether the blog's own deployment publishes it (the
   * blog deploys on its own), or undefined when the blog could not say.
   */
  postPublished?: boolean;
  /** The address could not be decoded: no page is looked for. */
  unreadable?: boolean;
  /**
   * What the page's section says about itself (its remote's `section-frames.json`): its title,
   * description and preview win over the registry's texts, which stand in for a remote that
   * publishes none (docs/product/pages.md#link-previews).
   */
  sectionHead?: PageMeta;
}

function resolveHead(texts: SiteTexts, language: Language, head: HeadTexts): PageText {
  const text = (ref: HeadText) =>
    typeof ref === 'string'
      ? texts.t(language, ref)
      : textExcerpt(texts.t(language, ref.excerptOf), ref.length);
  return {
    title: text(head.title),
    description: text(head.description),
    heading: text(head.heading),
    ...(head.lead === undefined ? {} : { lead: text(head.lead) }),
  };
}

const headTextsOf = (head: HeadSource): HeadTexts =>
  head.from === 'texts' ? head.texts : head.fallback;

/**
 * What is wrong with a page registry, in words (empty when nothing is): a head text missing in a
 * language, two pages on one pattern, a page listed once in the sitemap that needs parameters, a
 * post's head on a page without a slug, or a link builder the router would not match. The server
 * checks it when it starts, and the registry's test plants each fault.
 */
export function pageRegistryProblems(
  pages: Readonly<Record<string, RegisteredPage>>,
  texts: SiteTexts,
): string[] {
  const problems: string[] = [];
  const patterns = new Map<string, string>();
  for (const [page, entry] of Object.entries(pages)) {
    const other = patterns.get(entry.pattern);
    if (other) problems.push(`${page} and ${other} share the pattern "${entry.pattern}"`);
    patterns.set(entry.pattern, page);
    const params = entry.pattern.split('/').filter((part) => part.startsWith(':'));
    if (entry.sitemap === 'page' && params.length > 0) {
      problems.push(
        `${page} is listed once in the sitemap but its pattern takes ${params.join(', ')}`,
      );
    }
    if (
      (entry.head.from === 'post' || entry.sitemap === 'each-post') &&
      !params.includes(':slug')
    ) {
      problems.push(`${page} is a post's page but its pattern takes no :slug`);
    }
    if (params.length === 0) {
      const built = (entry.build as () => string)().split('?')[0] ?? '';
      if (built !== `/${entry.pattern}`) {
        problems.push(`${page} links to ${built}, not to its pattern "/${entry.pattern}"`);
      }
    }
    const head = headTextsOf(entry.head);
    for (const ref of [head.title, head.description, head.heading, head.lead]) {
      if (ref === undefined) continue;
      const key = typeof ref === 'string' ? ref : ref.excerptOf;
      for (const language of LANGUAGES) {
        try {
          if (texts.t(language, key).trim() === '') throw new Error('empty');
        } catch {
          problems.push(`${page}'s head text ${key} is missing in ${language}`);
        }
      }
    }
  }
  return problems;
}

/**
 * The head of the page a path shows when its section says nothing of it, from the page registry
 * (and for a post, the blog's list of posts), or undefined for a 404.
 */
function registryText(
  texts: SiteTexts,
  language: Language,
  rest: string,
  { posts, postPublished }: DescribeOptions,
): PageText | undefined {
  const match = matchPage(rest);
  if (!match) return undefined;
  const { head } = PAGE_REGISTRY[match.page];
  if (head.from === 'texts') return resolveHead(texts, language, head.texts);
  const slug = match.params.slug ?? '';
  const meta = posts?.[language]?.find((p) => p.slug === slug);
  if (meta) {
    return {
      title: `${meta.title} | ${texts.t(language, 'product')}`,
      description: meta.excerpt,
      heading: meta.title,
      preview: {
        title: meta.title,
        type: 'article',
        image: {
          path: postPreviewImagePath(language, slug),
          alt: texts.t(language, 'blog:previewImageAlt').replace('{{title}}', meta.title),
        },
      },
    };
  }
  // A post only the blog knows is served under the blog's name; one the blog says it does
  // not publish is a real 404, not a page that says "not found" with a 200 (a soft 404).
  if (postPublished === false) return undefined;
  return { ...resolveHead(texts, language, head.fallback), preview: { type: 'article' } };
}

/** The head of the page a path shows, or undefined for a 404: its section's word first. */
function pageText(
  texts: SiteTexts,
  language: Language,
  rest: string,
  options: DescribeOptions,
): PageText | undefined {
  const registry = registryText(texts, language, rest, options);
  const { sectionHead } = options;
  if (!registry || !sectionHead) return registry;
  return {
    ...registry,
    title: sectionHead.title,
    description: sectionHead.description,
    preview: sectionHead.preview,
  };
}

/** The preview of a page with this text: its own, or its title, description and the default image. */
function previewOf(
  texts: SiteTexts,
  language: Language,
  base: string,
  { title, description, preview = {} }: PageText,
): PagePreview {
  return {
    title: preview.title ?? title,
    description: preview.description ?? description,
    type: preview.type ?? 'website',
    image: {
      url: `${base}${preview.image?.path ?? defaultPreviewImagePath(language)}`,
      ...PREVIEW_IMAGE_SIZE,
      alt: preview.image?.alt ?? texts.t(language, 'common:preview.imageAlt'),
    },
  };
}

/**
 * What a page that is not there says: a post the blog does not publish says so in the blog's
 * words, with the way back to the blog, as the blog itself would (docs/product/pages.md#blog);
 * any other address says the site's "not found".
 */
function notFoundText(
  texts: SiteTexts,
  language: Language,
  rest: string,
  { postPublished, unreadable }: DescribeOptions,
): PageText {
  if (!unreadable && postPublished === false && matchPage(rest)?.page === 'blogPost') {
    return {
      title: texts.t(language, 'blog:notFoundMetaTitle'),
      description: texts.t(language, 'blog:notFoundBody'),
      heading: texts.t(language, 'blog:notFoundTitle'),
      lead: texts.t(language, 'blog:notFoundBody'),
      next: { href: href(language, 'blog'), text: texts.t(language, 'blog:back') },
    };
  }
  return {
    title: texts.t(language, 'notFound.metaTitle'),
    description: texts.t(language, 'notFound.metaDescription'),
    heading: texts.t(language, 'notFound.title'),
  };
}

/**
 * The language, status, title, description, canonical, alternates and link preview of a
 * requested path.
 */
export function describePage(
  pathname: string,
  siteUrl: string,
  texts: SiteTexts,
  options: DescribeOptions = {},
): PageHead {
  const { language = DEFAULT_LANGUAGE, rest } = splitLanguagePrefix(pathname);
  const base = siteUrl.replace(/\/+$/, '');
  const url = (lang: Language) => `${base}${localizePath(lang, rest)}`;
  const found = options.unreadable ? undefined : pageText(texts, language, rest, options);
  const text = found ?? notFoundText(texts, language, rest, options);
  const { preview: _ownPreview, ...shown } = text;
  const common = {
    language,
    htmlLang: HTML_LANG[language],
    ...shown,
    siteName: texts.t(language, 'product'),
    preview: previewOf(texts, language, base, text),
  };
  if (!found) {
    const status = options.unreadable ? 400 : 404;
    return { status, ...common, alternates: [] };
  }
  return {
    status: 200,
    ...common,
    canonical: url(language),
    alternates: [
      ...LANGUAGES.map((lang) => ({ hreflang: HTML_LANG[lang], href: url(lang) })),
      { hreflang: 'x-default', href: url(DEFAULT_LANGUAGE) },
    ],
  };
}
