import { HTML_LANG, type Language } from '@snowday/shared-i18n';
import type { PostEntry } from '../model/posts';

/**
 * The `lang` to put on a post's own text when it is an English fallback on another language's
 * page, so screen readers pronounce it correctly; undefined when it matches the page.
 */
export function contentLang(post: PostEntry, pageLanguage: Language): string | undefined {
  return post.language === pageLanguage ? undefined : HTML_LANG[post.language];
}
