// @vitest-environment jsdom
import { setupI18nFor, renderWithProviders } from '@snowday/shared-i18n/testing';
import { describe, expect, it } from 'vitest';
import { Footer } from '../src/features/chrome/footer';
import { Header } from '../src/features/chrome/header';
import { renderChrome } from '../build/chrome-markup';
import { describePage } from './page-head';
import { renderPage } from './render-page';
import { loadSiteTexts } from './site-texts';

const texts = loadSiteTexts();
const TEMPLATE =
  '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';

interface ElementShape {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: ElementShape[];
}

/**
 * Attributes that differ by design between the server's frame and the app: generated ids, the
 * frame's disabled controls, the current page's link state. A closed popup menu is not painted.
 */
const IGNORED = new Set([
  'xmlns',
  'id',
  'aria-controls',
  'disabled',
  'aria-current',
  'data-discover',
]);

/** An element's name, attributes (in any order), own text and children. */
const describeElement = (element: Element): ElementShape => ({
  name: element.localName,
  attributes: Object.fromEntries(
    [...element.attributes]
      .map((a) => [a.name, a.name === 'class' ? a.value.replace(/\s*\bactive\b/, '') : a.value])
      .filter(([name, value]) => !IGNORED.has(name ?? '') && !(name === 'class' && value === '')),
  ),
  text: [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join(''),
  children: [...element.children]
    .filter((child) => child.getAttribute('role') !== 'menu')
    .map(describeElement),
});

/** The server's page, with the chrome the build renders (`chrome-frames.json`). */
const painted = (pathname: string, selector: string) => {
  const head = describePage(pathname, 'https://snow.example', texts);
  const html = renderPage(TEMPLATE, head, renderChrome(head.language));
  const element = new DOMParser().parseFromString(html, 'text/html').querySelector(selector);
  if (!element) throw new Error(`No ${selector} in the frame`);
  return element;
};

describe("renderPage's frame, in a browser's parser", () => {
  for (const [language, pathname] of [
    ['en', '/about'],
    ['fr', '/fr/about'],
    ['zh', '/zh/about'],
  ] as const) {
    it(`paints the header and footer as the shell renders them (${language})`, async () => {
      await setupI18nFor(pathname);
      const { container } = renderWithProviders(
        <>
          <Header />
          <Footer />
        </>,
        { route: pathname },
      );
      for (const selector of ['.site-header', '.site-footer']) {
        const rendered = container.querySelector(selector);
        if (!rendered) throw new Error(`No ${selector} rendered`);
        expect(describeElement(painted(pathname, selector))).toEqual(describeElement(rendered));
      }
    });
  }

  it('paints stroke icons, with no emoji to find a font for', async () => {
    await setupI18nFor('/');
    const header = painted('/', '.site-header');
    expect(header.querySelectorAll('svg')).toHaveLength(4);
    expect(header.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
