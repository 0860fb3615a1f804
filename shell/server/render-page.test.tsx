import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '../src/features/chrome/icon';
import { describePage } from './page-head';
import { renderPage } from './render-page';
import { loadSiteTexts } from './site-texts';

const texts = loadSiteTexts();
const TEMPLATE =
  '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';

interface ElementShape {
  name: string;
  attributes: Record<string, string>;
  children: ElementShape[];
}

/** An element's name, attributes (in any order) and children, to compare markup with a render. */
const describeElement = (element: Element): ElementShape => ({
  name: element.localName,
  attributes: Object.fromEntries(
    [...element.attributes].filter((a) => a.name !== 'xmlns').map((a) => [a.name, a.value]),
  ),
  children: [...element.children].map(describeElement),
});

describe("renderPage's frame, in a browser's parser", () => {
  it("paints the header's icons as the shell's Icon does, with no emoji to find a font for", () => {
    const html = renderPage(TEMPLATE, describePage('/', 'https://snow.example', texts), texts);
    const header = new DOMParser().parseFromString(html, 'text/html').querySelector('.site-header');
    const painted = [...(header?.querySelectorAll('svg') ?? [])].map(describeElement);
    const rendered = (['snowflake', 'globe'] as const).map((name) => {
      const { container } = render(<Icon name={name} />);
      return describeElement(container.firstElementChild as Element);
    });
    expect(painted).toEqual(rendered);
    expect(painted[0]?.children).toHaveLength(3);
    expect(header?.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
