import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './resolve-language';
import { toLanguage } from '../language/languages';

describe('resolveLanguage (docs/product/languages.md#resolution)', () => {
  it('adopts a language prefix in the path, over every other source', () => {
    expect(
      resolveLanguage({ pathname: '/fr/blog', stored: 'es', navigatorLanguages: ['zh-CN'] }),
    ).toEqual({ language: 'fr', fromPath: true, store: true });
  });

  it('redirects the zh-CN alias to the zh prefix, keeping the rest of the URL', () => {
    expect(
      resolveLanguage({ pathname: '/zh-CN/result', search: '?location=x', hash: '#a' }),
    ).toEqual({
      language: 'zh',
      fromPath: true,
      store: true,
      redirect: '/zh/result?location=x#a',
    });
    expect(resolveLanguage({ pathname: '/ZH-cn' }).redirect).toBe('/zh');
  });

  it('sends a stored non-English preference to its prefix', () => {
    expect(resolveLanguage({ pathname: '/about', stored: 'es' })).toEqual({
      language: 'es',
      fromPath: false,
      store: false,
      redirect: '/es/about',
    });
  });

  it('keeps English when English is stored, whatever the browser says', () => {
    expect(
      resolveLanguage({ pathname: '/', stored: 'en', cookie: 'zh', navigatorLanguages: ['fr-FR'] }),
    ).toEqual({ language: 'en', fromPath: false, store: false });
  });

  it('applies and stores ?lng= over a stored English, which redirects nowhere', () => {
    expect(
      resolveLanguage({ pathname: '/result', search: '?location=x&lng=es', stored: 'en' }),
    ).toEqual({ language: 'es', fromPath: false, store: true, redirect: '/es/result?location=x' });
    expect(resolveLanguage({ pathname: '/', search: '?lng=zh-CN', stored: 'en' }).redirect).toBe(
      '/zh',
    );
    // ?lng=en is a language like the others: applied, and stored.
    expect(
      resolveLanguage({ pathname: '/', search: '?lng=en', navigatorLanguages: ['fr'] }),
    ).toEqual({ language: 'en', fromPath: false, store: true });
  });

  it('lets a stored language other than English outrank ?lng=, and stores nothing then', () => {
    expect(resolveLanguage({ pathname: '/blog', search: '?lng=es', stored: 'fr' })).toEqual({
      language: 'fr',
      fromPath: false,
      store: false,
      redirect: '/fr/blog',
    });
  });

  it('then looks at ?lng=, the i18next cookie, the browser, <html lang>, in that order', () => {
    const base = { pathname: '/blog', search: '?lng=zh&x=1', cookie: 'fr', htmlLang: 'es' };
    expect(resolveLanguage({ ...base, navigatorLanguages: ['es'] }).redirect).toBe('/zh/blog?x=1');
    expect(resolveLanguage({ ...base, search: '', navigatorLanguages: ['es'] }).language).toBe(
      'fr',
    );
    expect(
      resolveLanguage({ ...base, search: '', cookie: null, navigatorLanguages: ['de', 'es-MX'] })
        .language,
    ).toBe('es');
    expect(
      resolveLanguage({ ...base, search: '', cookie: null, navigatorLanguages: ['de'] }).language,
    ).toBe('es');
  });

  it('falls back to English with no redirect', () => {
    expect(resolveLanguage({ pathname: '/x', navigatorLanguages: ['de', 'ja'] })).toEqual({
      language: 'en',
      fromPath: false,
      store: false,
    });
  });

  it('ignores unsupported or junk values', () => {
    expect(resolveLanguage({ pathname: '/', stored: '<script>', search: '?lng=xx' }).language).toBe(
      'en',
    );
  });
});

describe('toLanguage', () => {
  it.each([
    ['es-MX', 'es'],
    ['ZH-cn', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['fr_CA', 'fr'],
    [' en ', 'en'],
    ['de', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (tag, expected) => {
    expect(toLanguage(tag)).toBe(expected);
  });
});
