import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@snowday/shared-i18n';
import { BLOG_POSTS_FILE, type BlogPosts } from '@snowday/shared-i18n/contract';
import { getPosts } from '../src/features/posts/model/posts';

/** The posts written in each language (not English fallbacks), as the shell's server needs them. */
export function blogPosts(): BlogPosts {
  return {
    posts: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        getPosts(language)
          .filter((entry) => entry.language === language)
          .map(({ meta: { slug, title, excerpt, date, author } }) => ({
            slug,
            title,
            excerpt,
            date,
            author,
          })),
      ]),
    ),
  };
}

/** Writes `blog-posts.json` next to the blog's entry, as `section-frames.json` is. */
export function publishPosts(outDir = 'dist'): void {
  writeFileSync(path.join(outDir, BLOG_POSTS_FILE), `${JSON.stringify(blogPosts())}\n`);
}
