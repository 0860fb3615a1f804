import { HTML_LANG, LANGUAGES, type Language } from '@snowday/shared-i18n/core';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startShellWithoutBuild,
  type ShellWithoutBuild,
} from '../../site-tools/testing/shell-without-build';

function get(port: number, pathname: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A small seeded generator (mulberry32): the same paths on every run, many kinds of them. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, pick };
}

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** One path segment: a page's name, plain text, escapes good and bad, control bytes, a long run. */
function segment({ next, pick }: ReturnType<typeof random>): string {
  const kinds = [
    () => pick(['blog', 'result', 'about', 'privacy', 'contact', 'the-science-of-snow']),
    () => Math.random.name.slice(0, 1 + Math.floor(next() * 6)) + String(Math.floor(next() * 99)),
    () => encodeURIComponent(pick(['雪', 'día de nieve', 'neige à Québec', '😀'])),
    () => hex(Math.floor(next() * 32)), // control bytes, %00 included
    () => hex(0x80 + Math.floor(next() * 128)), // a lone UTF-8 continuation or lead byte
    () => pick(['%', '%E', '%E0%A4%A', '%G1', '%%', '%u00e9', '%C3']), // not a percent-escape
    () => 'a'.repeat(500 + Math.floor(next() * 7000)),
  ];
  return Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(kinds)()).join('');
}

const PREFIXES: [prefix: string, language: Language][] = [
  ['', 'en'],
  ['/es', 'es'],
  ['/fr', 'fr'],
  ['/zh', 'zh'],
];

const MAX_ADDRESS = 8000;

function fuzzedPaths(count: number) {
  const rng = random(20261126);
  return Array.from({ length: count }, () => {
    const [prefix, language] = rng.pick(PREFIXES);
    const depth = 1 + Math.floor(rng.next() * 3);
    let pathname = `${prefix}/${Array.from({ length: depth }, () => segment(rng)).join('/')}`;
    if (rng.next() < 0.3) pathname += `?location=${segment(rng)}&snowDays=${segment(rng)}`;
    // Longer request lines are refused by Node itself (431), as by nginx in front (414).
    pathname = pathname.slice(0, MAX_ADDRESS);
    const label =
      pathname.length > 80 ? `${pathname.slice(0, 80)}… (${pathname.length})` : pathname;
    return { pathname, language, label };
  });
}

describe('every address stays in the site (docs/product/pages.md#not-found)', () => {
  let shell: ShellWithoutBuild;
  beforeAll(async () => {
    shell = await startShellWithoutBuild();
  });
  afterAll(() => shell.close());

  it('answers a stray % with the not-found page in the chrome and the prefix language, status 400', async () => {
    for (const [prefix, language] of PREFIXES) {
      const { status, type, body } = await get(shell.port, `${prefix}/blog/%E0%A4%A`);
      expect(status).toBe(400);
      expect(type).toMatch(/^text\/html/);
      expect(body).toContain(`<html lang="${HTML_LANG[language]}">`);
      expect(body).toContain(`<header data-chrome="${language}">`);
      expect(body).toContain('<footer>');
      // Chinese words are kept whole (docs/product/result-page.md#typography).
      expect(body).toMatch(
        /<h1 class="frame-heading">([^<]+|<span>[^<]+(<wbr aria-hidden="true">[^<]+)+<\/span>)<\/h1>/,
      );
      expect(body).not.toContain('rel="canonical"');
    }
  });

  it('keeps a bare 400 for a file address that cannot be decoded', async () => {
    const { status, body } = await get(shell.port, '/assets/%E0%A4%A.js');
    expect(status).toBe(400);
    expect(body).toBe('Bad Request');
  });

  it.each(fuzzedPaths(120))('$label', async ({ pathname, language }) => {
    const { status, type, body } = await get(shell.port, pathname);
    expect([200, 400, 404]).toContain(status);
    expect(type).toMatch(/^text\/html/);
    expect(body).toContain(`<html lang="${HTML_LANG[language]}">`);
    expect(body).toContain(`<header data-chrome="${language}">`);
    expect(body).toContain('<footer>');
    if (status !== 200) expect(body).not.toContain('rel="canonical"');
    // Nothing the visitor typed is written back at length.
    expect(body).not.toContain('a'.repeat(500));
  });

  it('names every language once among the fuzzed paths', () => {
    const seen = new Set(fuzzedPaths(120).map(({ language }) => language));
    expect([...seen].sort()).toEqual([...LANGUAGES].sort());
  });
});
