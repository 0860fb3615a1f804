// @vitest-environment node
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const { document, Node } = new JSDOM(template).window;

describe("the page template's first paint", () => {
  it('waits until the whole page has been read: the element it expects comes after #root', () => {
    const expectLink = document.head.querySelector('link[rel="expect"]');
    expect(expectLink?.getAttribute('blocking')).toBe('render');
    const target = document.querySelector(expectLink?.getAttribute('href') ?? '#none');
    const root = document.getElementById('root');
    if (!target || !root) throw new Error('no #root, or nothing the first paint waits for');
    // Chromium lets the paint go once that element is in the document: it must follow the page.
    expect(target.parentElement).toBe(document.body);
    expect(root.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(target.hasAttribute('hidden')).toBe(true);
  });
});
