/** The `<meta name="description">` content that `usePageMeta` set. */
export function metaDescription(): string | undefined {
  return document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
}
