import { PINNED_ENTRY_ATTEMPTS } from '@snowday/shared-i18n/contract';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPinnedCode, pinnedCodeOfResponses, type SectionCode } from './integrity-map';

const hash = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const files = {
  'remoteEntry.js': hash('entry'),
  'assets/about-1.js': hash('about'),
  'assets/about-2.css': hash('styles'),
  'section-assets.json': hash('list'),
};
const pinned: SectionCode = {
  entry: 'https://pages.example/r1/remoteEntry.js',
  release: 'r1',
  files,
};
const plain: SectionCode = { entry: 'https://blog.example/remoteEntry.js' };

describe('what a page pins of the sections (docs/decisions/013-section-sandbox-and-signing.md#browser-code)', () => {
  it("gives each script of a signed release its hash by its address, and the entry's retries", () => {
    const { importMap } = createPinnedCode()([pinned, plain]);
    const { integrity } = JSON.parse(importMap ?? '{}') as { integrity: Record<string, string> };
    const retries = Array.from(
      { length: PINNED_ENTRY_ATTEMPTS },
      (_, i) => `https://pages.example/r1/remoteEntry.js?attempt=${String(i + 1)}`,
    );
    expect(Object.keys(integrity).sort()).toEqual(
      [
        'https://pages.example/r1/remoteEntry.js',
        'https://pages.example/r1/assets/about-1.js',
        ...retries,
      ].sort(),
    );
    expect(integrity['https://pages.example/r1/assets/about-1.js']).toBe(hash('about'));
    for (const retry of retries) expect(integrity[retry]).toBe(hash('entry'));
  });

  it("lets the page run a pinned release's folder and its map by the map's hash, a plain section by its origin", () => {
    const { importMap = '', scriptSources, origins } = createPinnedCode()([pinned, plain]);
    const mapHash = `'sha256-${createHash('sha256').update(importMap).digest('base64')}'`;
    expect(scriptSources).toEqual(['https://pages.example/r1/', 'https://blog.example', mapHash]);
    expect(origins).toEqual(['https://pages.example', 'https://blog.example']);
  });

  it.each([
    ['whose signed list is not held', { ...pinned, files: undefined }],
    [
      'whose list does not name its entry',
      { ...pinned, files: { 'assets/about-1.js': hash('x') } },
    ],
  ])('runs nothing of a release %s', (_case, section) => {
    const code = createPinnedCode()([section, plain]);
    expect(code.scriptSources).toEqual(['https://blog.example']);
    expect(code.importMap).toBeUndefined();
    // Its styles and images may still come: no hash pins them.
    expect(code.origins).toContain('https://pages.example');
  });

  it("gives the hash of a release's stylesheet by its address, and none of a plain section's", () => {
    const { integrityOf } = createPinnedCode()([pinned, plain]);
    expect(integrityOf('https://pages.example/r1/assets/about-2.css')).toBe(hash('styles'));
    expect(integrityOf('https://blog.example/assets/blog-1.css')).toBeUndefined();
  });

  it('builds the map once for a set of releases, and anew when one changes', () => {
    const pin = createPinnedCode();
    const first = pin([pinned, plain]);
    expect(pin([{ ...pinned }, plain])).toBe(first);
    expect(pin([{ ...pinned, entry: 'https://pages.example/r2/remoteEntry.js' }, plain])).not.toBe(
      first,
    );
  });

  it('takes what a response may run once, so that its CSP and its page agree across a switch', () => {
    let live: SectionCode = pinned;
    const codeFor = pinnedCodeOfResponses({
      code: () => ({ calculator: plain, blog: plain, pages: live }),
    });
    const response = {};
    const csp = codeFor(response).scriptSources;
    live = { entry: 'https://pages.example/r2/remoteEntry.js', release: 'r2', files };
    expect(codeFor(response).scriptSources).toBe(csp);
    expect(codeFor(response).entries.pages).toBe('https://pages.example/r1/remoteEntry.js');
    expect(codeFor({}).entries.pages).toBe('https://pages.example/r2/remoteEntry.js');
  });
});
