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

/** Sets the page's one `<title>` and one `<meta name="description">` (DECISIONS 9). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    descriptionTag().content = description;
  }, [title, description]);
}

/** Plain text of an HTML snippet, whitespace collapsed, cut to `max` characters (privacy meta). */
export function textExcerpt(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, max);
}
