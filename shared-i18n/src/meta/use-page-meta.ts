import { createContext, useContext, useEffect } from 'react';
import type { PageMeta, PagePreviewMeta } from './link-preview';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Set by a remote's prerender around each page it renders: what the page's section says about
 * itself, published with its frame so the shell's server writes the page's head from it
 * (docs/decisions/007-prerendered-section-frames.md). Unset in the browser.
 */
export const PageMetaCapture = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * Sets the page's one `<title>` and one `<meta name="description">`
 * (docs/product/pages.md#page-structure), and says what its link preview shows
 * (docs/product/pages.md#link-previews): the server writes the preview's tags from it.
 */
export function usePageMeta(title: string, description: string, preview?: PagePreviewMeta): void {
  const capture = useContext(PageMetaCapture);
  // During a prerender no effect runs: the page's meta is taken as it renders (the last one wins).
  capture?.({ title, description, ...(preview ? { preview } : {}) });
  useEffect(() => {
    document.title = title;
    descriptionTag().content = description;
  }, [title, description]);
}
