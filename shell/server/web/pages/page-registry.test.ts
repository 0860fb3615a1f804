import type { ExposesConfig } from '@snowday/shared-i18n/contract';
import {
  PAGE_REGISTRY,
  PAGE_SERVING,
  type PageServing,
  type RegisteredPage,
} from '@snowday/shared-i18n/contract/serving';
import {
  LANGUAGES,
  localizePath,
  matchPage,
  PAGE_IDS,
  PAGE_SECTIONS,
  PAGES,
  paths,
} from '@snowday/shared-i18n/core';
import { describe, expect, it } from 'vitest';
import { describePage, pageRegistryProblems } from './page-head';
import { loadSiteTexts } from './site-texts';
import { sitemapXml } from './sitemap';

/**
 * The page registry (`PAGES`) is the one list of the site's pages: the router, the server's heads
 * and statuses, the sitemap, the prerender lists and the remotes' exposes are read from it. These
 * tests plant the faults a newcomer adding a page could make and see each one caught.
 */
const texts = loadSiteTexts();
const SITE = 'https://snow.example';
const about: RegisteredPage = PAGE_REGISTRY.about;

describe('the page registry', () => {
  it('describes every page rightly', () => {
    expect(pageRegistryProblems(PAGE_REGISTRY, texts)).toEqual([]);
  });

  it('gives every page a 200 and its own head in every language', () => {
    const notFound = describePage('/nowhere', SITE, texts);
    for (const page of PAGE_IDS) {
      const path = page === 'blogPost' ? paths.blogPost.build('a-new-post') : paths[page].build();
      expect(matchPage(path)?.page).toBe(page);
      for (const language of LANGUAGES) {
        const head = describePage(localizePath(language, path), SITE, texts);
        expect(head.status, `${language} ${path}`).toBe(200);
        expect(head.title).not.toBe(notFound.title);
      }
    }
  });

  it('derives the sections and the sitemap from it', () => {
    for (const page of PAGE_IDS) expect(PAGE_SECTIONS[page]).toBe(PAGES[page].section);
    const xml = sitemapXml(SITE, texts, { en: [] });
    for (const page of PAGE_IDS) {
      const listed = xml.includes(
        `<loc>${SITE}${localizePath('fr', paths[page].pattern ? `/${paths[page].pattern}` : '/')}</loc>`,
      );
      expect(listed, page).toBe(PAGE_SERVING[page].sitemap === 'page');
    }
  });

  it('finds a head text missing in a language', () => {
    const planted = {
      about,
      welcome: {
        ...about,
        pattern: 'welcome',
        build: () => '/welcome',
        head: {
          from: 'texts',
          texts: { ...PAGE_SERVING.about.head.texts, title: 'pages:welcome.metaTitle' },
        },
      },
    } satisfies Record<string, RegisteredPage>;
    expect(pageRegistryProblems(planted, texts)).toEqual(
      LANGUAGES.map(
        (language) => `welcome's head text pages:welcome.metaTitle is missing in ${language}`,
      ),
    );
  });

  it('finds two pages on one pattern, and a link builder off its pattern', () => {
    const planted = { about, aboutUs: { ...about, build: () => '/about-us' } };
    expect(pageRegistryProblems(planted, texts)).toEqual([
      'aboutUs and about share the pattern "about"',
      'aboutUs links to /about-us, not to its pattern "/about"',
    ]);
  });

  it('finds a page with parameters listed once in the sitemap, and a post page without a slug', () => {
    const planted = {
      tag: { ...about, pattern: 'tags/:tag', build: (tag: string) => `/tags/${tag}` },
      story: { ...PAGE_REGISTRY.blogPost, pattern: 'story', build: () => '/story' },
    };
    expect(pageRegistryProblems(planted, texts)).toEqual([
      'tag is listed once in the sitemap but its pattern takes :tag',
      "story is a post's page but its pattern takes no :slug",
    ]);
  });

  it('fails the type check for a page without a head, and for an expose with no page', () => {
    const { head: _head, ...headless } = PAGE_SERVING.about;
    // @ts-expect-error A page without a head is not served.
    const served: PageServing = headless;
    expect(served).not.toHaveProperty('head');
    // @ts-expect-error A page of the router with no serving entry fails the type check.
    const serving: { [P in keyof typeof PAGES]: PageServing } = { home: PAGE_SERVING.home };
    expect(Object.keys(serving)).toEqual(['home']);
    const exposes = {
      './About': 'about.tsx',
      './Privacy': 'privacy.tsx',
      './Contact': 'contact.tsx',
      // @ts-expect-error A section no page of the registry shows is not the remote's to expose.
      './Welcome': 'welcome.tsx',
    } satisfies ExposesConfig<'pages'>;
    expect(Object.keys(exposes)).toHaveLength(4);
    // @ts-expect-error Every page of the remote needs its module exposed.
    const missing: ExposesConfig<'pages'> = { './About': 'about.tsx' };
    expect(missing).toBeDefined();
  });
});
