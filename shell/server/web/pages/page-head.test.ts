import { describe, expect, it } from 'vitest';
import type { BlogPosts } from '@snowday/shared-i18n/contract';
import { WORD_BREAK_HTML, wordPieces } from '@snowday/shared-i18n/core';
import { COPYRIGHT_YEAR_MARK } from '../../../build/chrome-file';
import { describePage } from './page-head';
import { renderPage } from './render-page';
import { loadSiteTexts } from './site-texts';
import { sitemapXml } from './sitemap';

const texts = loadSiteTexts();
const SITE = 'https://snow.example';

const post = (slug: string, title: string) => ({
  slug,
  title,
  excerpt: `${title}, in short.`,
  date: '2026-01-15',
  author: 'Snow Day Calculator',
});
/** What the blog publishes (`blog-posts.json`): the shell knows posts only from it. */
const POSTS: BlogPosts['posts'] = {
  en: [
    post('the-science-of-snow', 'The science of snow'),
    post('making-the-most-of-snow-days', 'Snow days'),
    post('snow-day-safety', 'Safety'),
  ],
  fr: [post('the-science-of-snow', 'La science de la neige')],
  zh: [post('the-science-of-snow', '雪的科学')],
};

describe('describePage (docs/product/performance.md#first-paint: the head before any script)', () => {
  it('gives each page its language, title, description and canonical', () => {
    const about = describePage('/es/about', SITE, texts);
    expect(about).toMatchObject({
      status: 200,
      language: 'es',
      htmlLang: 'es',
      title: texts.t('es', 'pages:about.metaTitle'),
      description: texts.t('es', 'pages:about.metaDescription'),
      heading: texts.t('es', 'about:title'),
      canonical: 'https://snow.example/es/about',
    });
    expect(about.alternates).toEqual([
      { hreflang: 'en', href: 'https://snow.example/about' },
      { hreflang: 'es', href: 'https://snow.example/es/about' },
      { hreflang: 'fr', href: 'https://snow.example/fr/about' },
      { hreflang: 'zh-CN', href: 'https://snow.example/zh/about' },
      { hreflang: 'x-default', href: 'https://snow.example/about' },
    ]);
  });

  it('names blog posts and canonicalises the zh-CN alias', () => {
    const shown = describePage('/zh-CN/blog/the-science-of-snow', SITE, texts, { posts: POSTS });
    expect(shown.title).toBe('雪的科学 | Snow Day Calculator');
    expect(shown.description).toBe('雪的科学, in short.');
    expect(shown.canonical).toBe('https://snow.example/zh/blog/the-science-of-snow');
    expect(shown.htmlLang).toBe('zh-CN');
  });

  it('answers 404 for unknown paths, in the language of the prefix', () => {
    const missing = describePage('/fr/nulle-part', SITE, texts);
    expect(missing.status).toBe(404);
    expect(missing.heading).toBe('Oups\u202f! Page introuvable');
    expect(describePage('/', SITE, texts).status).toBe(200);
    expect(describePage('/result', SITE, texts).status).toBe(200);
  });

  it("answers 404 for a post neither the shell nor the blog's deployment publishes", () => {
    const missing = describePage('/fr/blog/nulle-part', SITE, texts, { postPublished: false });
    expect(missing.status).toBe(404);
    // In the blog's own words, with the way back to it (docs/product/pages.md#blog).
    expect(missing.heading).toBe(texts.t('fr', 'blog:notFoundTitle'));
    expect(missing.title).toBe(texts.t('fr', 'blog:notFoundMetaTitle'));
    expect(missing.next).toEqual({ href: '/fr/blog', text: texts.t('fr', 'blog:back') });
    expect(missing.canonical).toBeUndefined();
    // Only the blog knows it (it deploys on its own), or the blog cannot say: served.
    for (const postPublished of [true, undefined]) {
      const post = describePage('/fr/blog/nouveau', SITE, texts, { postPublished });
      expect(post.status).toBe(200);
      expect(post.heading).toBe(texts.t('fr', 'blog:heading'));
    }
    // A post the blog lists needs no word from its frames.
    const known = describePage('/fr/blog/the-science-of-snow', SITE, texts, {
      posts: POSTS,
      postPublished: false,
    });
    expect(known.status).toBe(200);
  });

  it('cuts the privacy description to 160 characters of text', () => {
    const privacy = describePage('/privacy', SITE, texts);
    expect(privacy.description.length).toBeLessThanOrEqual(160);
    expect(privacy.description).not.toMatch(/[<>]/);
  });
});

describe('link previews (docs/product/pages.md#link-previews)', () => {
  const aboutHead = {
    title: 'À propos (v2) | Snow Day Calculator',
    description: 'Ce que le site fait, dit par sa section.',
  };

  it("takes a page's title, description and preview from what its section published", () => {
    const about = describePage('/fr/about', SITE, texts, { sectionHead: aboutHead });
    expect(about).toMatchObject({ ...aboutHead, heading: texts.t('fr', 'about:title') });
    expect(about.preview).toEqual({
      ...aboutHead,
      type: 'website',
      image: {
        url: 'https://snow.example/og/fr.png',
        width: 1200,
        height: 630,
        alt: texts.t('fr', 'common:preview.imageAlt'),
      },
    });
    const post = describePage('/es/blog/the-science-of-snow', `${SITE}/`, texts, {
      posts: POSTS,
      sectionHead: {
        title: 'La ciencia | Snow Day Calculator',
        description: 'Resumen',
        preview: {
          title: 'La ciencia',
          type: 'article',
          image: { path: '/og/post/es/the-science-of-snow.png', alt: 'La ciencia: un artículo' },
        },
      },
    });
    expect(post.title).toBe('La ciencia | Snow Day Calculator');
    expect(post.preview).toMatchObject({
      title: 'La ciencia',
      description: 'Resumen',
      type: 'article',
      image: {
        url: 'https://snow.example/og/post/es/the-science-of-snow.png',
        alt: 'La ciencia: un artículo',
      },
    });
  });

  it("stands in with the registry's texts for a section that published no head", () => {
    const about = describePage('/zh/about', SITE, texts);
    expect(about.title).toBe(texts.t('zh', 'pages:about.metaTitle'));
    expect(about.preview).toMatchObject({
      title: about.title,
      description: about.description,
      type: 'website',
      image: { url: 'https://snow.example/og/zh.png', width: 1200, height: 630 },
    });
    expect(about.siteName).toBe('Snow Day Calculator');
    // A post the blog lists is still an article with its own image.
    const post = describePage('/fr/blog/the-science-of-snow', SITE, texts, { posts: POSTS });
    expect(post.preview).toMatchObject({
      title: 'La science de la neige',
      type: 'article',
      image: {
        url: 'https://snow.example/og/post/fr/the-science-of-snow.png',
        alt: texts.t('fr', 'blog:previewImageAlt').replace('{{title}}', 'La science de la neige'),
      },
    });
    // One only the blog knows: an article, with the language's image.
    const fresh = describePage('/blog/new-post', SITE, texts, { postPublished: true });
    expect(fresh.preview).toMatchObject({
      type: 'article',
      image: { url: 'https://snow.example/og/en.png' },
    });
  });

  it('gives a missing page a preview that says so, and no address', () => {
    const missing = describePage('/es/nowhere', SITE, texts, { sectionHead: aboutHead });
    expect(missing.status).toBe(404);
    expect(missing.preview).toMatchObject({
      title: texts.t('es', 'notFound.metaTitle'),
      description: texts.t('es', 'notFound.metaDescription'),
    });
    expect(missing.canonical).toBeUndefined();
  });
});

describe('renderPage', () => {
  /** The build's chrome (`chrome-frames.json`), reduced to what these tests look at. */
  const chrome = {
    top: '<header class="site-header"></header>',
    bottom: `<footer class="site-footer">© ${COPYRIGHT_YEAR_MARK}</footer>`,
  };
  const template =
    '<!doctype html><html lang="en"><head><title>x</title><meta name="description" content="y" /></head><body><div id="root" data-island="chrome"></div></body></html>';

  it('writes the head and paints the frame, escaping every text', () => {
    const head = { ...describePage('/about', SITE, texts), title: '<script>alert(1)</script>' };
    const html = renderPage(template, head, chrome);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>&#60;script&#62;alert(1)&#60;/script&#62;</title>');
    expect(html).toContain('<link rel="canonical" href="https://snow.example/about" />');
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain(`<h1 class="frame-heading">${texts.t('en', 'about:title')}</h1>`);
    expect(html).toContain(`<footer class="site-footer">© ${new Date().getFullYear()}</footer>`);
    expect(html).not.toContain('<script>alert');
  });

  it('writes the link preview tags, escaped, and no address for a missing page', () => {
    const about = describePage('/fr/about', SITE, texts, {
      sectionHead: { title: 'Tom & "Jerry" <b>', description: "l'été" },
    });
    const html = renderPage(template, about, chrome);
    const tag = (key: string, value: string) =>
      `<meta ${key.startsWith('og:') ? 'property' : 'name'}="${key}" content="${value}" />`;
    for (const expected of [
      tag('og:type', 'website'),
      tag('og:site_name', 'Snow Day Calculator'),
      tag('og:title', 'Tom &#38; &#34;Jerry&#34; &#60;b&#62;'),
      tag('og:description', 'l&#39;été'),
      tag('og:url', 'https://snow.example/fr/about'),
      tag('og:locale', 'fr_CA'),
      tag('og:locale:alternate', 'en_US'),
      tag('og:locale:alternate', 'es_LA'),
      tag('og:locale:alternate', 'zh_CN'),
      tag('og:image', 'https://snow.example/og/fr.png'),
      tag('og:image:width', '1200'),
      tag('og:image:height', '630'),
      tag('twitter:card', 'summary_large_image'),
      tag('twitter:title', 'Tom &#38; &#34;Jerry&#34; &#60;b&#62;'),
      tag('twitter:image', 'https://snow.example/og/fr.png'),
    ]) {
      expect(html).toContain(expected);
    }
    expect(html.match(/og:locale:alternate/g)).toHaveLength(3);
    expect(html).not.toContain('og:locale:alternate" content="fr_CA"');

    const missing = renderPage(template, describePage('/fr/nulle-part', SITE, texts), chrome);
    expect(missing).toContain(tag('og:title', texts.t('fr', 'notFound.metaTitle')));
    expect(missing).not.toContain('og:url');
    expect(missing).not.toContain('og:locale:alternate');
  });

  it('paints the home page heading and lead as PageIntro renders them', () => {
    const html = renderPage(template, describePage('/fr', SITE, texts), chrome);
    const text = (key: string) => texts.t('fr', key).replaceAll("'", '&#39;');
    expect(html).toContain(
      `<header class="page-intro"><h1 class="page-intro__title">${text('calculator:home.heading')}</h1><p class="page-intro__lead">${text('calculator:home.lead')}</p></header>`,
    );
  });

  it('paints the blog list’s heading and lead as the blog renders them, where it has no frame of the list', () => {
    const html = renderPage(template, describePage('/es/blog', SITE, texts), chrome);
    const text = (key: string) => texts.t('es', key).replaceAll("'", '&#39;');
    expect(html).toContain(
      `<header class="page-intro"><h1 class="page-intro__title">${text('blog:heading')}</h1><p class="page-intro__lead">${text('blog:intro')}</p></header>`,
    );
    expect(html).not.toContain('frame-heading');
  });

  it('breaks a Chinese heading and lead between words, as WordBreaks does', () => {
    const html = renderPage(template, describePage('/zh', SITE, texts), chrome);
    const lead = wordPieces(texts.t('zh', 'calculator:home.lead'), 'zh');
    expect(lead.length).toBeGreaterThan(3);
    expect(html).toContain(
      `<p class="page-intro__lead"><span>${lead.join(WORD_BREAK_HTML)}</span></p>`,
    );
    const missing = renderPage(template, describePage('/zh/nowhere', SITE, texts), chrome);
    const heading = wordPieces(texts.t('zh', 'notFound.title'), 'zh');
    expect(heading.length).toBeGreaterThan(1);
    expect(missing).toContain(
      `<h1 class="frame-heading"><span>${heading.join(WORD_BREAK_HTML)}</span></h1>`,
    );
  });

  it("paints the section's prerendered HTML in the page's island when its remote has it", () => {
    const sectionHtml = '<style>.p{}</style><article class="page"><h1>About</h1></article>';
    const html = renderPage(template, describePage('/about', SITE, texts), chrome, {
      sectionHtml,
    });
    // The page's island, for the browser to hydrate; its styles in the head.
    expect(html).toContain(
      '<div class="page-island" data-hydrate=""><article class="page"><h1>About</h1></article></div>',
    );
    expect(html).toMatch(/<style>\.p\{\}<\/style>[\s\S]*<\/head>/);
    expect(html).not.toContain('frame-heading');
  });

  it('names the forecast a result page will ask for, escaped', () => {
    const html = renderPage(template, describePage('/result', SITE, texts), chrome, {
      fetches: ['https://snow.example/api/weather/v1/forecast.json?q=a%22b&days=3'],
    });
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="https://snow.example/api/weather/v1/forecast.json?q=a%22b&#38;days=3" />',
    );
  });

  it('inlines the runtime config and section files as data no value can break out of', () => {
    const runtimeConfig = {
      remotes: {
        calculator: 'https://c.example/remoteEntry.js',
        blog: 'https://b.example/remoteEntry.js',
        pages: 'https://p.example/remoteEntry.js',
      },
      settings: {
        siteUrl: 'https://snow.example',
        contactFormUrl: 'https://forms.example/?a=</script><script>alert(1)</script>&b=$&',
        contactEmail: null,
        weather: { apiBase: 'https://snow.example/api/weather', apiKey: null, sample: true },
      },
    };
    const section = { js: ['https://c.example/assets/a.js'], css: ['https://c.example/b.css'] };
    const html = renderPage(template, describePage('/', SITE, texts), chrome, {
      runtimeConfig,
      section,
    });
    const data = (id: string) =>
      JSON.parse(
        new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ??
          'null',
      );
    expect(data('runtime-config')).toEqual(runtimeConfig);
    expect(data('section-files')).toEqual(section);
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});

describe('sitemapXml', () => {
  it('lists every page in every language', () => {
    const xml = sitemapXml(SITE, texts, POSTS);
    // Home, the blog, about, privacy, contact, accuracy and the three posts.
    expect(xml.match(/<url>/g)).toHaveLength(4 * 9);
    expect(xml).toContain('<loc>https://snow.example/fr/blog/making-the-most-of-snow-days</loc>');
    expect(xml).toContain('<loc>https://snow.example/zh/privacy</loc>');
    expect(xml).toContain('<loc>https://snow.example/es/accuracy</loc>');
  });

  it('lists the other pages while the blog cannot say which posts it has', () => {
    const xml = sitemapXml(SITE, texts, undefined);
    expect(xml.match(/<url>/g)).toHaveLength(4 * 6);
    expect(xml).not.toContain('/blog/');
  });
});
