import type { Language } from '../language/languages';

/**
 * What a page says about itself for its `<head>` and its link preview
 * (docs/product/pages.md#link-previews): each section says it through `usePageMeta`, and its
 * remote's prerender publishes it with the page's frame (`section-frames.json`).
 */
export interface PageMeta {
  title: string;
  description: string;
  preview?: PagePreviewMeta;
}

/** What a link preview shows differently from the page's own title and description. */
export interface PagePreviewMeta {
  /** Defaults to the page's title. */
  title?: string;
  /** Defaults to the page's description. */
  description?: string;
  /** `article` for a post; `website` (the default) otherwise. */
  type?: 'website' | 'article';
  /** The page's own preview image, by its path on the site; the language's default otherwise. */
  image?: { path: string; alt: string };
}

/** Every preview image is this size (the size chats and social sites show large). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The default preview image of a language, on the site's own server. */
export const defaultPreviewImagePath = (language: Language): string => `/og/${language}.png`;

/** A blog post's preview image, on the site's own server. */
export const postPreviewImagePath = (language: Language, slug: string): string =>
  `/og/post/${language}/${encodeURIComponent(slug)}.png`;

/**
 * A result's preview image, on the site's own server: its place, school type and snow days,
 * never the visitor's name (docs/product/result-page.md#link-preview).
 */
export const RESULT_PREVIEW_IMAGE_PATH = '/og/result.png';

export function resultPreviewImagePath(
  language: Language,
  { location, schoolType, snowDays }: { location: string; schoolType?: string; snowDays?: string },
): string {
  const params = new URLSearchParams({ lang: language, location });
  if (schoolType !== undefined) params.set('schoolType', schoolType);
  if (snowDays !== undefined) params.set('snowDays', snowDays);
  return `${RESULT_PREVIEW_IMAGE_PATH}?${params.toString()}`;
}
