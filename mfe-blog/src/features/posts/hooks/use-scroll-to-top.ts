import { useEffect } from 'react';

/**
 * docs/product/pages.md#blog: the post page scrolls to the top when the slug changes. The jump is
 * always instant, never animated, so it is the same with prefers-reduced-motion and a stylesheet's
 * smooth scrolling cannot turn it into a long glide.
 */
export function useScrollToTop(key: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}
