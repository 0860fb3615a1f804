// @vitest-environment node
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import {
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_ATTRIBUTE,
  RECENT_SEARCHES_STORAGE_KEY,
} from '@snowday/shared-i18n/settings';
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

describe("the page template's head, before the first paint", () => {
  /** The template's first inline script, run in a page whose storage holds `stored`. */
  const headAttributes = (stored: Record<string, string>, blocked = false) => {
    const page = new JSDOM(template, { runScripts: 'outside-only', url: 'https://snow.example/' });
    const { window } = page;
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    if (blocked) {
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new window.DOMException('blocked', 'SecurityError');
        },
      });
    }
    const script = window.document.head.querySelector('script:not([src])')?.textContent ?? '';
    window.eval(script);
    return window.document.documentElement;
  };
  const search = { location: 'Buffalo', schoolType: 'Public', snowDays: 1 };

  it('says how many recent searches the home page keeps room for, at most five', () => {
    const attribute = (count: number) =>
      headAttributes({
        [RECENT_SEARCHES_STORAGE_KEY]: JSON.stringify(Array.from({ length: count }, () => search)),
      }).getAttribute(RECENT_SEARCHES_ATTRIBUTE);
    expect(attribute(0)).toBeNull();
    expect(attribute(2)).toBe('2');
    expect(attribute(MAX_RECENT_SEARCHES + 3)).toBe(String(MAX_RECENT_SEARCHES));
  });

  it('keeps no room, and throws nothing, for storage it cannot read', () => {
    const garbled = headAttributes({ [RECENT_SEARCHES_STORAGE_KEY]: '{not json' });
    expect(garbled.hasAttribute(RECENT_SEARCHES_ATTRIBUTE)).toBe(false);
    expect(headAttributes({}, true).hasAttribute(RECENT_SEARCHES_ATTRIBUTE)).toBe(false);
  });
});
