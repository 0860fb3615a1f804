import { LANGUAGES } from '@snowday/shared-i18n';
import { describe, expect, it } from 'vitest';
import { postMetaSchema } from './post-schema';
import { getPost, getPostEntry, getPosts } from './posts';

// The built-in slugs (docs/product/pages.md#blog).
const SLUGS = [
  'understanding-snow-day-predictions',
  'the-science-of-snow',
  'making-the-most-of-snow-days',
];

describe('the built-in posts', () => {
  it.each(LANGUAGES)('has all three posts translated into %s', (language) => {
    const posts = getPosts(language);
    expect(posts.map((post) => post.meta.slug).sort()).toEqual([...SLUGS].sort());
    expect(posts.every((post) => post.language === language)).toBe(true);
  });

  it.each(LANGUAGES)('gives %s the same ids and dates as English', (language) => {
    const idAndDate = (lang: typeof language) =>
      getPosts(lang).map(({ meta }) => [meta.slug, meta.id, meta.date]);
    expect(idAndDate(language)).toEqual(idAndDate('en'));
  });

  it('lists the newest post first', () => {
    const dates = getPosts('en').map((post) => post.meta.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(LANGUAGES)('parses every %s post, its body rendered to HTML', async (language) => {
    for (const slug of SLUGS) {
      const post = await getPost(language, slug);
      expect(post?.language).toBe(language);
      const { language: _language, html, ...meta } = post ?? {};
      expect(() => postMetaSchema.parse(meta)).not.toThrow();
      // Markdown turned into elements: paragraphs and headings, no Markdown heading marks left.
      expect(html).toMatch(/^<(p|h2)>/);
      expect(html).toContain('</p>');
      expect(html).not.toMatch(/(^|>)#{1,6} /);
    }
  });

  it('finds a post by slug and returns undefined for an unknown one', async () => {
    expect(getPostEntry('fr', 'the-science-of-snow')?.meta.title).toMatch(/science de la neige/);
    expect(getPostEntry('fr', 'no-such-post')).toBeUndefined();
    await expect(getPost('zh', 'no-such-post')).resolves.toBeUndefined();
  });
});
