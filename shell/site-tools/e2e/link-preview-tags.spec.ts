import type { APIRequestContext } from '@playwright/test';
import ogs from 'open-graph-scraper';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { expect, LANGUAGES, prefix, t, test, type Lang } from './fixtures';

/**
 * docs/product/pages.md#link-previews: what a chat or a social site shows for a link, read from
 * the served HTML by a link-preview parser (open-graph-scraper), as their fetchers read it:
 * no script runs. Each image is fetched and decoded.
 */
const LOCALE: Record<Lang, string> = { en: 'en_US', es: 'es_LA', fr: 'fr_CA', zh: 'zh_CN' };
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function previewOf(request: APIRequestContext, address: string) {
  const response = await request.get(address);
  const html = await response.text();
  const { error, result } = await ogs({
    html,
    customMetaTags: [
      { multiple: true, property: 'og:locale:alternate', fieldName: 'localeAlternates' },
    ],
  });
  expect(error).toBe(false);
  return { status: response.status(), result, html };
}

/** A preview's first image, its size as numbers (the parser gives the tags' text). */
function firstImage(result: {
  ogImage?: { url: string; width?: number; height?: number; alt?: string }[];
}) {
  const [image] = result.ogImage ?? [];
  return { ...image, width: Number(image?.width), height: Number(image?.height) };
}

/** The image a preview names: served, a PNG, 1200×630 as its tags say. */
async function expectImage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/png/);
  const png = PNG.sync.read(await response.body());
  expect([png.width, png.height]).toEqual([1200, 630]);
}

/** A built-in post's meta, as the blog publishes it (its content is the oracle). */
function postMeta(lang: Lang, slug: string): { title: string; excerpt: string } {
  const file = path.join(repo, 'mfe-blog/src/features/posts/content', lang, 'meta.json');
  const posts = JSON.parse(readFileSync(file, 'utf8')) as {
    slug: string;
    title: string;
    excerpt: string;
  }[];
  const post = posts.find((p) => p.slug === slug);
  if (!post) throw new Error(`No post ${slug} in ${lang}`);
  return post;
}

test.describe('link previews, as a preview parser reads them', () => {
  for (const lang of LANGUAGES) {
    test(`the home page in ${lang}`, async ({ request, baseURL }) => {
      const { status, result } = await previewOf(request, prefix(lang) || '/');
      expect(status).toBe(200);
      expect(result).toMatchObject({
        ogTitle: t(lang, 'calculator', 'meta.title'),
        ogDescription: t(lang, 'calculator', 'meta.description'),
        ogUrl: `${baseURL}${prefix(lang) || '/'}`,
        ogType: 'website',
        ogSiteName: 'Snow Day Calculator',
        ogLocale: LOCALE[lang],
        twitterCard: 'summary_large_image',
      });
      expect(result.customMetaTags?.localeAlternates).toEqual(
        LANGUAGES.filter((other) => other !== lang).map((other) => LOCALE[other]),
      );
      const image = firstImage(result);
      expect(image).toMatchObject({
        url: `${baseURL}/og/${lang}.png`,
        width: 1200,
        height: 630,
        alt: t(lang, 'common', 'preview.imageAlt'),
      });
      await expectImage(request, image.url ?? '');
    });
  }

  test('a post, as an article with its own image', async ({ request, baseURL }) => {
    const slug = 'the-science-of-snow';
    const post = postMeta('fr', slug);
    const { result } = await previewOf(request, `/fr/blog/${slug}`);
    expect(result).toMatchObject({
      ogTitle: post.title,
      ogDescription: post.excerpt,
      ogUrl: `${baseURL}/fr/blog/${slug}`,
      ogType: 'article',
      ogLocale: 'fr_CA',
      twitterCard: 'summary_large_image',
    });
    const image = firstImage(result);
    expect(image).toMatchObject({
      url: `${baseURL}/og/post/fr/${slug}.png`,
      width: 1200,
      height: 630,
      alt: t('fr', 'blog', 'previewImageAlt').replace('{{title}}', post.title),
    });
    await expectImage(request, image.url ?? '');
  });

  test('the About page', async ({ request, baseURL }) => {
    const { result } = await previewOf(request, '/zh/about');
    expect(result).toMatchObject({
      ogTitle: t('zh', 'pages', 'about.metaTitle'),
      ogDescription: t('zh', 'pages', 'about.metaDescription'),
      ogUrl: `${baseURL}/zh/about`,
      ogType: 'website',
      ogLocale: 'zh_CN',
    });
    const image = firstImage(result);
    expect(image).toMatchObject({ url: `${baseURL}/og/zh.png`, width: 1200, height: 630 });
    await expectImage(request, image.url ?? '');
  });

  // docs/product/result-page.md#link-preview: the place, the highest chance with its day, the
  // three days; the image drawn from the same query; never the visitor's name.
  const PREVIEW_TITLE: Record<Lang, RegExp> = {
    en: /^Buffalo, New York: \d{1,2}% chance of a snow day on [A-Z][a-z]+day$/,
    es: /^Buffalo, New York: \d{1,2}\u00a0?% de probabilidad de día de nieve el \p{Ll}+$/u,
    fr: /^Buffalo, New York\u202f: probabilité de \d{1,2}\u202f% d’une journée de tempête \p{Ll}+$/u,
    // One weekday form, the cards' 周二 (docs/i18n/zh.md), never 星期二.
    zh: /^Buffalo, New York：周[一二三四五六日]雪天停课概率 \d{1,2}%$/u,
  };
  for (const lang of LANGUAGES) {
    test(`a result in ${lang}: the place and the chances, never the name`, async ({
      request,
      baseURL,
    }) => {
      const asked = 'location=14201&schoolType=Public&snowDays=1';
      const { status, result, html } = await previewOf(
        request,
        `${prefix(lang)}/result?${asked}&userName=Samantha`,
      );
      expect(status).toBe(200);
      expect(html).not.toMatch(/<meta[^>]*Samantha/);
      expect(result.ogTitle).toMatch(PREVIEW_TITLE[lang]);
      expect(result.ogDescription?.split(' · ')).toHaveLength(3);
      expect(result).toMatchObject({
        ogUrl: `${baseURL}${prefix(lang)}/result?${asked}`,
        ogType: 'website',
        ogLocale: LOCALE[lang],
        twitterCard: 'summary_large_image',
      });
      const image = firstImage(result);
      expect(image).toMatchObject({
        url: `${baseURL}/og/result.png?lang=${lang}&${asked}`,
        width: 1200,
        height: 630,
      });
      expect(image.alt).toContain('Buffalo, New York');
      await expectImage(request, image.url ?? '');
    });
  }

  test('a missing page says so, and names no address', async ({ request }) => {
    const { status, result } = await previewOf(request, '/es/nowhere');
    expect(status).toBe(404);
    expect(result.ogTitle).toBe(t('es', 'common', 'notFound.metaTitle'));
    expect(result.ogDescription).toBe(t('es', 'common', 'notFound.metaDescription'));
    expect(result.ogUrl).toBeUndefined();
  });
});
