import { describe, expect, it } from 'vitest';
import { localizePath, splitLanguagePrefix, switchLanguagePath } from './paths';
import { href } from './routes';

describe('splitLanguagePrefix', () => {
  it.each([
    ['/', undefined, '/', false],
    ['/about', undefined, '/about', false],
    ['/es', 'es', '/', false],
    ['/es/', 'es', '/', false],
    ['/fr/blog/x', 'fr', '/blog/x', false],
    ['/en/privacy', 'en', '/privacy', false],
    ['/zh-CN/contact', 'zh', '/contact', true],
    ['/zh-cn', 'zh', '/', true],
    ['/ES/about', 'es', '/about', false],
    ['/espanol/about', undefined, '/espanol/about', false],
    ['/est', undefined, '/est', false],
  ])('%s', (pathname, language, rest, isAlias) => {
    expect(splitLanguagePrefix(pathname)).toEqual({ language, rest, isAlias });
  });
});

describe('localizePath and switchLanguagePath', () => {
  it('adds no prefix for English and one for the others', () => {
    expect(localizePath('en', '/blog')).toBe('/blog');
    expect(localizePath('es', '/')).toBe('/es');
    expect(localizePath('zh', 'about')).toBe('/zh/about');
  });

  it('switches language keeping the path, the query and the hash', () => {
    const location = { pathname: '/es/result', search: '?location=Paris&snowDays=2', hash: '#x' };
    expect(switchLanguagePath('fr', location)).toBe('/fr/result?location=Paris&snowDays=2#x');
    expect(switchLanguagePath('en', location)).toBe('/result?location=Paris&snowDays=2#x');
    expect(switchLanguagePath('zh', { pathname: '/' })).toBe('/zh');
  });
});

describe('href', () => {
  it('builds every page with the language prefix', () => {
    expect(href('en', 'home')).toBe('/');
    expect(href('fr', 'blog')).toBe('/fr/blog');
    expect(href('zh', 'blogPost', 'the-science-of-snow')).toBe('/zh/blog/the-science-of-snow');
    expect(href('es', 'result', new URLSearchParams({ location: 'K1A 0B1' }))).toBe(
      '/es/result?location=K1A+0B1',
    );
    expect(href('en', 'result')).toBe('/result');
    expect(href('es', 'privacy')).toBe('/es/privacy');
  });

  it('encodes slugs', () => {
    expect(href('en', 'blogPost', 'a b/c')).toBe('/blog/a%20b%2Fc');
  });
});
