import { i18n, matchPage, sectionNamespaces, splitLanguagePrefix } from '@snowday/shared-i18n';
import { PAGE_SECTIONS } from '@snowday/shared-i18n';
import { type AnyPageSection } from '@snowday/shared-i18n/contract';
import { useEffect } from 'react';
import { loadSection } from './load-section';

/** A pointer that rests this long on a link is taken as interest, not a pass over the page. */
const HOVER_INTENT_MS = 60;

const started = new Set<string>();

/** The section a link opens, for links within this site; undefined for any other link. */
export function sectionOfLink(link: string, base: string): AnyPageSection | undefined {
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(base).origin) return undefined;
  const page = matchPage(splitLanguagePrefix(url.pathname).rest)?.page;
  return page ? PAGE_SECTIONS[page] : undefined;
}

/**
 * Loads a section's code ahead of a visit, once, and then its texts in the page's language (they
 * come from the section's own build, docs/decisions/012-one-paint.md#words). A failure stays
 * silent (the visit itself shows it, with a retry) and lets a later hover try again.
 */
export function prefetchSection(section: AnyPageSection, load = loadSection): void {
  const key = `${section.remote}/${section.module}`;
  if (started.has(key)) return;
  started.add(key);
  load(section).then(
    () => i18n.loadNamespaces(sectionNamespaces()).catch(() => undefined),
    () => started.delete(key),
  );
}

/** Forgets what was prefetched (tests). */
export function resetPrefetched(): void {
  started.clear();
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

function prefetchLink(link: HTMLAnchorElement | null): void {
  const section = link && sectionOfLink(link.href, window.location.href);
  if (section) prefetchSection(section);
}

/**
 * docs/product/performance.md#first-paint: a link to another section fetches that section's remote
 * as soon as the visitor shows interest (a resting pointer, keyboard focus, a touch), so the click
 * finds it loaded. Nothing is fetched on idle: on a phone, on a storm night, data and servers go to
 * pages that are visited.
 */
export function useSectionPrefetch(): void {
  useEffect(() => {
    let hover: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
    const cancelHover = () => {
      if (hover) clearTimeout(hover.timer);
      hover = undefined;
    };
    const onPointerOver = (event: PointerEvent) => {
      const link = linkOf(event.target);
      if (link === hover?.link) return;
      cancelHover();
      if (link) hover = { link, timer: setTimeout(() => prefetchLink(link), HOVER_INTENT_MS) };
    };
    const onIntent = (event: Event) => prefetchLink(linkOf(event.target));
    document.addEventListener('pointerover', onPointerOver, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      cancelHover();
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, []);
}
