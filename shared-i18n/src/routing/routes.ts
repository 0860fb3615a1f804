import type { Language } from '../language/languages';
import { PAGES, type PageId } from '../contract/pages';
import type { AnyPageSection } from '../contract';
import { localizePath } from './paths';

/**
 * Every page's route pattern (relative, for the router) and typed link builder, from the page
 * registry (`PAGES`). Components build links only through `href` (bulletproof-react's
 * `paths.getHref`).
 */
export const paths = PAGES;

export type { PageId };
export { PAGES, PAGE_IDS } from '../contract/pages';

/**
 * Which remote module renders each page, read from `PAGES`. The shell's router and its server
 * (which lists the section's files as preload hints) both read it, so they cannot disagree.
 */
export const PAGE_SECTIONS = Object.fromEntries(
  Object.entries(PAGES).map(([page, entry]) => [page, entry.section]),
) as { [P in PageId]: (typeof PAGES)[P]['section'] & AnyPageSection };

type BuildArgs<P extends PageId> = Parameters<(typeof paths)[P]['build']>;

/** A language-prefixed link to a page: `href('es', 'blogPost', 'the-science-of-snow')`. */
export function href<P extends PageId>(language: Language, page: P, ...args: BuildArgs<P>): string {
  const build = paths[page].build as (...a: BuildArgs<P>) => string;
  return localizePath(language, build(...args));
}

export interface PageMatch {
  page: PageId;
  params: Record<string, string>;
}

/**
 * The page an unprefixed path shows (`/blog/x` → blogPost with `slug: 'x'`), or undefined for
 * a path no page answers. Trailing slashes are ignored, as the router ignores them.
 */
export function matchPage(rest: string): PageMatch | undefined {
  const segments = rest.split('/').filter(Boolean);
  for (const page of Object.keys(paths) as PageId[]) {
    const pattern = paths[page].pattern.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { page, params };
  }
  return undefined;
}
