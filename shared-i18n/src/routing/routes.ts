import type { Language } from '../language/languages';
import { localizePath } from './paths';

/**
 * Every page of SPEC 2, as route patterns (relative, for the router) and typed link builders.
 * Components build links only through `href` (bulletproof-react's `paths.getHref`).
 */
export const paths = {
  home: { pattern: '', build: () => '/' },
  result: {
    pattern: 'result',
    build: (query?: URLSearchParams) => {
      const qs = query?.toString();
      return qs ? `/result?${qs}` : '/result';
    },
  },
  blog: { pattern: 'blog', build: () => '/blog' },
  blogPost: { pattern: 'blog/:slug', build: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  about: { pattern: 'about', build: () => '/about' },
  privacy: { pattern: 'privacy', build: () => '/privacy' },
  contact: { pattern: 'contact', build: () => '/contact' },
} as const;

export type PageId = keyof typeof paths;

type BuildArgs<P extends PageId> = Parameters<(typeof paths)[P]['build']>;

/** A language-prefixed link to a page: `href('es', 'blogPost', 'the-science-of-snow')`. */
export function href<P extends PageId>(language: Language, page: P, ...args: BuildArgs<P>): string {
  const build = paths[page].build as (...a: BuildArgs<P>) => string;
  return localizePath(language, build(...args));
}
