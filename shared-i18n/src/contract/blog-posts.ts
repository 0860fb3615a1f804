import type { Language } from '../language/languages';

/** Published by the blog next to its entry: the posts it serves, in each language. */
export const BLOG_POSTS_FILE = 'blog-posts.json';

/** One post as the blog lists it (its `meta.json` entry). */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  author: string;
}

/**
 * `blog-posts.json`: what the shell's server needs to know of the blog without its source, for
 * each post page's head, real 404s and the sitemap. A blog that deploys on its own publishes
 * its new posts with it.
 */
export interface BlogPosts {
  posts: Partial<Record<Language, PostSummary[]>>;
}
