import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  LANGUAGES,
  localizePath,
  matchPage,
  splitLanguagePrefix,
  textExcerpt,
  type Language,
} from '@snowday/shared-i18n/core';
import type { BlogPosts } from '@snowday/shared-i18n/contract';
import type { SiteTexts } from './site-texts';

export interface Alternate {
  hreflang: string;
  href: string;
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
  /** Only for a page that exists: a "not found" answer names no address to index. */
  canonical?: string;
  alternates: Alternate[];
}

interface PageText {
  title: string;
  description: string;
  heading: string;
  lead?: string;
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
}

function pageText(
  texts: SiteTexts,
  language: Language,
  rest: string,
  { posts, postPublished }: DescribeOptions,
): PageText | undefined {
  const t = (key: string) => texts.t(language, key);
  const match = matchPage(rest);
  if (!match) return undefined;
  const post = match.page === 'blogPost' ? match.params.slug : undefined;
  if (post !== undefined) {
    const meta = posts?.[language]?.find((p) => p.slug === post);
    if (meta) {
      return {
        title: `${meta.title} | ${t('product')}`,
        description: meta.excerpt,
        heading: meta.title,
      };
    }
    // A post only the blog knows is served under the blog's name; one the blog says it does
    // not publish is a real 404, not a page that says "not found" with a 200 (a soft 404).
    if (postPublished === false) return undefined;
    return {
      title: t('blog:metaTitle'),
      description: t('blog:metaDescription'),
      heading: t('blog:heading'),
    };
  }
  const pages: Record<string, () => PageText> = {
    '/': () => ({
      title: t('calculator:meta.title'),
      description: t('calculator:meta.description'),
      heading: t('calculator:home.heading'),
      lead: t('calculator:home.lead'),
    }),
    '/result': () => ({
      title: t('result:meta.loadingTitle'),
      description: t('calculator:meta.description'),
      heading: t('result:heading'),
    }),
    '/blog': () => ({
      title: t('blog:metaTitle'),
      description: t('blog:metaDescription'),
      heading: t('blog:heading'),
    }),
    '/about': () => ({
      title: t('pages:about.metaTitle'),
      description: t('pages:about.metaDescription'),
      heading: t('about:title'),
    }),
    '/privacy': () => ({
      title: t('pages:privacy.metaTitle'),
      description: textExcerpt(t('pages:privacy.html'), 160),
      heading: t('pages:privacy.title'),
    }),
    '/contact': () => ({
      title: t('pages:contact.metaTitle'),
      description: t('pages:contact.metaDescription'),
      heading: t('pages:contact.title'),
    }),
  };
  const key = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  return pages[key]?.();
}

/** The language, status, title, description, canonical and alternates of a requested path. */
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
  const text = found ?? {
    title: texts.t(language, 'notFound.metaTitle'),
    description: texts.t(language, 'notFound.metaDescription'),
    heading: texts.t(language, 'notFound.title'),
  };
  if (!found) {
    const status = options.unreadable ? 400 : 404;
    return { status, language, htmlLang: HTML_LANG[language], ...text, alternates: [] };
  }
  return {
    status: 200,
    language,
    htmlLang: HTML_LANG[language],
    ...text,
    canonical: url(language),
    alternates: [
      ...LANGUAGES.map((lang) => ({ hreflang: HTML_LANG[lang], href: url(lang) })),
      { hreflang: 'x-default', href: url(DEFAULT_LANGUAGE) },
    ],
  };
}
