import { LANGUAGES } from '@snowday/shared-i18n';
import { describe, expect, it } from 'vitest';
import { getPosts } from '../src/features/posts/model/posts';
import { blogPosts } from './publish-posts';

describe('blog-posts.json, what the blog publishes for the shell', () => {
  it("lists each language's own posts with what a page head and the sitemap need", () => {
    const { posts } = blogPosts();
    for (const language of LANGUAGES) {
      const own = getPosts(language).filter((entry) => entry.language === language);
      expect(posts[language]?.map((p) => p.slug)).toEqual(own.map((entry) => entry.meta.slug));
      for (const summary of posts[language] ?? []) {
        expect(Object.keys(summary).sort()).toEqual(['author', 'date', 'excerpt', 'slug', 'title']);
      }
    }
    expect(posts.en?.length).toBeGreaterThan(0);
  });
});
