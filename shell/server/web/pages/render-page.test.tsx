import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderChrome } from '../../../build/chrome-markup';
import { COPYRIGHT_YEAR_MARK } from '../../../build/chrome-file';
import { describePage } from './page-head';
import { renderPage } from './render-page';
import { loadSiteTexts } from './site-texts';

const texts = loadSiteTexts();
const TEMPLATE =
  '<!doctype html><html lang="en"><head></head><body><div id="root" data-island="chrome"></div></body></html>';

/** The server's page, with the chrome the build renders (`chrome-frames.json`). */
function painted(pathname: string, sectionHtml?: string, css: string[] = []): Document {
  const head = describePage(pathname, 'https://snow.example', texts);
  const chrome = renderChrome(head.language, COPYRIGHT_YEAR_MARK).other;
  const html = renderPage(TEMPLATE, head, chrome, {
    ...(sectionHtml === undefined ? {} : { sectionHtml }),
    section: { js: [], css },
  });
  return new JSDOM(html).window.document;
}

describe("renderPage's frame, in a browser's parser", () => {
  it('paints stroke icons, with no emoji to find a font for', async () => {
    await setupI18nFor('/');
    const header = painted('/').querySelector('.site-header');
    expect(header?.querySelectorAll('svg')).toHaveLength(4);
    expect(header?.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it("puts a section's own markup in the page's island, marked for hydration, its styles in the head", async () => {
    await setupI18nFor('/fr/about');
    const page = painted(
      '/fr/about',
      '<style>.about{}</style><article class="about">À propos</article>',
    );
    const island = page.querySelector('main > #page-root > .page-island');
    expect(island?.hasAttribute('data-hydrate')).toBe(true);
    expect(island?.innerHTML).toBe('<article class="about">À propos</article>');
    expect(page.head.querySelector('style')?.textContent).toBe('.about{}');
  });

  it("names a section's stylesheets for the first paint only when its markup brings none", async () => {
    await setupI18nFor('/blog/new-post');
    const css = ['https://blog.example/assets/blog-1.css'];
    const standIn = painted('/blog/new-post', undefined, css);
    expect(
      [...standIn.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.outerHTML),
    ).toEqual([
      '<link rel="stylesheet" crossorigin="" href="https://blog.example/assets/blog-1.css">',
    ]);
    const framed = painted('/blog/new-post', '<style>.blog{}</style><article>…</article>', css);
    expect(framed.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('stands the heading in, not for hydration, for a page the server has no markup of', async () => {
    await setupI18nFor('/contact');
    const island = painted('/contact').querySelector('#page-root > .page-island');
    expect(island?.hasAttribute('data-hydrate')).toBe(false);
    expect(island?.querySelector('h1')).not.toBeNull();
  });

  it('writes the copyright year the server runs in', async () => {
    await setupI18nFor('/');
    const footer = painted('/').querySelector('.site-footer')?.textContent ?? '';
    expect(footer).toContain(String(new Date().getFullYear()));
    expect(footer).not.toContain(COPYRIGHT_YEAR_MARK);
  });

  it("writes the sections' import map before the first module script, and pins the stylesheets it links", async () => {
    await setupI18nFor('/blog/new-post');
    const head = describePage('/blog/new-post', 'https://snow.example', texts);
    const chrome = renderChrome(head.language, COPYRIGHT_YEAR_MARK).other;
    const css = 'https://blog.example/r1/assets/blog-1.css';
    const importMap = '{"integrity":{"https://blog.example/r1/remoteEntry.js":"sha384-abc"}}';
    const html = renderPage(
      TEMPLATE.replace('</head>', '<script type="module">start()</script></head>'),
      head,
      chrome,
      {
        section: { js: [], css: [css] },
        importMap,
        integrityOf: (url) => (url === css ? 'sha384-css' : undefined),
      },
    );
    const page = new JSDOM(html).window.document;
    const scripts = [...page.head.querySelectorAll('script')];
    expect(scripts[0]?.type).toBe('importmap');
    expect(scripts[0]?.textContent).toBe(importMap);
    expect(scripts[1]?.type).toBe('module');
    expect(page.head.querySelector('link[rel="stylesheet"]')?.getAttribute('integrity')).toBe(
      'sha384-css',
    );
  });
});
