// @vitest-environment node
import { resolveLanguage, type LanguageSources } from '@snowday/shared-i18n';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageRedirectScript } from './language-redirect';

interface Visit {
  url: string;
  stored?: string;
  cookie?: string;
  languages?: string[];
  /** Storage and cookies throw, as in some private modes. */
  blocked?: boolean;
  /** The page is already leaving (the head's script ran before the app). */
  leaving?: boolean;
}

/** Runs the shipped script on a page at `visit.url`: where it sends the visitor, and whether the page hid. */
function runOn(script: string, visit: Visit) {
  const { pathname, search, hash } = new URL(visit.url, 'https://snowday.example');
  const attributes = new Map<string, string>([['lang', 'en']]);
  if (visit.leaving) attributes.set('data-leaving', '');
  const replaced: string[] = [];
  const blocked = () => {
    throw new Error('SecurityError');
  };
  const documentElement = {
    hidden: false,
    hasAttribute: (name: string) => attributes.has(name),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const document = Object.defineProperty({ documentElement }, 'cookie', {
    get: () => (visit.blocked ? blocked() : (visit.cookie ?? '')),
  });
  const window = Object.defineProperty(
    { location: { pathname, search, hash, replace: (to: string) => replaced.push(to) } },
    'localStorage',
    {
      get: () => (visit.blocked ? blocked() : { getItem: () => visit.stored ?? null }),
    },
  );
  runInNewContext(script, {
    window,
    document,
    navigator: { languages: visit.languages ?? ['en-US'] },
    URLSearchParams,
  });
  return { replaced, hidden: documentElement.hidden };
}

/** What the app's own resolution says for the same visit (docs/product/languages.md#resolution). */
function appSays(visit: Visit): string | undefined {
  const { pathname, search, hash } = new URL(visit.url, 'https://snowday.example');
  const cookie = visit.cookie?.match(/(?:^|; )i18next=([^;]*)/)?.[1] ?? null;
  const sources: LanguageSources = {
    pathname,
    search,
    hash,
    stored: visit.blocked ? null : (visit.stored ?? null),
    cookie: visit.blocked ? null : cookie,
    navigatorLanguages: visit.languages ?? ['en-US'],
    htmlLang: 'en',
  };
  const { redirect, fromPath } = resolveLanguage(sources);
  return fromPath ? undefined : redirect;
}

describe("the head's language redirect", () => {
  let script = '';
  beforeAll(async () => {
    script = await languageRedirectScript();
  });

  it('is one small classic script, with no imports left', () => {
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    expect(script.length).toBeLessThan(2_500);
  });

  it.each<[string, Visit]>([
    ['a stored choice', { url: '/contact?x=1#top', stored: 'fr' }],
    ['a stored English beats the browser', { url: '/about', stored: 'en', languages: ['es-MX'] }],
    ['?lng= over a stored English', { url: '/result?location=x&lng=es', stored: 'en' }],
    ['?lng=, dropped from the new address', { url: '/privacy?lng=es&x=1', languages: ['fr'] }],
    ['the i18next cookie', { url: '/', cookie: 'a=1; i18next=zh-CN' }],
    ['the browser, first supported language', { url: '/blog', languages: ['de', 'fr-CA', 'es'] }],
    ['a browser in no supported language', { url: '/', languages: ['de-DE'] }],
    ['a prefix wins over a stored choice', { url: '/es/about', stored: 'fr' }],
    ['an alias is the app’s to rewrite', { url: '/zh-CN/about', stored: 'fr' }],
    [
      'blocked storage: the browser decides',
      { url: '/result?location=x', blocked: true, languages: ['fr'] },
    ],
  ])('does what the app would: %s', (_, visit) => {
    const wanted = appSays(visit);
    const { replaced, hidden } = runOn(script, visit);
    expect(replaced).toEqual(wanted ? [wanted] : []);
    // Hidden, the page is never painted nor tapped while the other one comes.
    expect(hidden).toBe(wanted !== undefined);
  });

  it('leaves once: the app, starting after it, sees the page is leaving', () => {
    expect(runOn(script, { url: '/contact', stored: 'fr', leaving: true }).replaced).toEqual([]);
  });

  it('sends ?lng=es on to /es/ when English is stored, which redirects nowhere', () => {
    const visit = { url: '/result?location=14201&lng=es', stored: 'en', languages: ['en-US'] };
    expect(runOn(script, visit)).toEqual({ replaced: ['/es/result?location=14201'], hidden: true });
  });

  it('sends a stored French choice from /contact?x=1#top to /fr/contact?x=1#top', () => {
    expect(runOn(script, { url: '/contact?x=1#top', stored: 'fr' }).replaced).toEqual([
      '/fr/contact?x=1#top',
    ]);
  });
});
