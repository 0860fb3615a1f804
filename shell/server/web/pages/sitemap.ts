import { LANGUAGES, localizePath, PAGE_IDS } from '@snowday/shared-i18n/core';
import type { BlogPosts } from '@snowday/shared-i18n/contract';
import { PAGE_REGISTRY, type RegisteredPage } from '@snowday/shared-i18n/contract/serving';
import { describePage } from './page-head';
import type { SiteTexts } from './site-texts';

/**
 * Every page in every language, with its alternates (docs/product/performance.md#crawlers): the
 * pages the registry puts in the sitemap, and each post the blog publishes.
 */
export function sitemapXml(
  siteUrl: string,
  texts: SiteTexts,
  posts: BlogPosts['posts'] = {},
): string {
  const slugs = (posts.en ?? []).map((p) => p.slug);
  const paths = PAGE_IDS.flatMap((page) => {
    // A page listed once has no parameters; a page listed per post takes the post's slug.
    const { sitemap, build } = PAGE_REGISTRY[page] as RegisteredPage & {
      build: (slug?: string) => string;
    };
    if (sitemap === 'each-post') return slugs.map((slug) => build(slug));
    return sitemap === 'page' ? [build()] : [];
  });
  const urls = paths.flatMap((path) =>
    LANGUAGES.map((language) => {
      const head = describePage(localizePath(language, path), siteUrl, texts, { posts });
      const alternates = head.alternates
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${head.canonical}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
