import { useEffect } from 'react';

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
 * Sets the page's one `<title>` and one `<meta name="description">`
 * (docs/product/pages.md#page-structure).
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    descriptionTag().content = description;
  }, [title, description]);
}
