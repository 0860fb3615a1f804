import { useEffect, useRef } from 'react';

/**
 * docs/product/pages.md#blog: the post page scrolls to the top when the slug changes, never when
 * it first appears: the first post is the page the server sent, which a visitor may already have
 * scrolled before the app took it over. The jump is always instant, never animated, so it is the
 * same with prefers-reduced-motion and a stylesheet's smooth scrolling cannot turn it into a long
 * glide.
 */
export function useScrollToTop(key: string): void {
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}
