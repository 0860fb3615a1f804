import { describe, expect, it } from 'vitest';
import { buildCatalog } from './build-catalog';
import { findPost, listPosts } from './lookup';

const meta = (slug: string, date: string, title = slug) => ({
  id: slug,
  slug,
  date,
  title,
  excerpt: 'Excerpt',
  author: 'Team',
});
const body = () => Promise.resolve('Body');

// English has three posts; Spanish has translated only one of them.
const catalog = buildCatalog(
  {
    '../content/en/meta.json': [
      meta('old', '2026-01-05'),
      meta('new', '2026-12-01'),
      meta('mid', '2026-06-15'),
    ],
    '../content/es/meta.json': [meta('mid', '2026-06-15', 'Medio')],
  },
  {
    '../content/en/old.md': body,
    '../content/en/new.md': body,
    '../content/en/mid.md': body,
    '../content/es/mid.md': body,
  },
);

describe('listPosts', () => {
  it('lists the newest post first', () => {
    expect(listPosts(catalog, 'en').map((post) => post.meta.slug)).toEqual(['new', 'mid', 'old']);
  });

  it('uses the translation where there is one and English elsewhere', () => {
    const posts = listPosts(catalog, 'es');
    expect(posts.map((post) => [post.meta.title, post.language])).toEqual([
      ['new', 'en'],
      ['Medio', 'es'],
      ['old', 'en'],
    ]);
  });

  it('falls back to English entirely for a language with no posts', () => {
    expect(listPosts(catalog, 'zh').every((post) => post.language === 'en')).toBe(true);
  });
});

describe('findPost', () => {
  it('finds a post by slug in the page language', () => {
    expect(findPost(catalog, 'es', 'mid')?.meta.title).toBe('Medio');
  });

  it('falls back to the English post when the translation is missing', () => {
    expect(findPost(catalog, 'fr', 'new')).toMatchObject({ language: 'en', meta: { slug: 'new' } });
  });

  it('returns undefined for an unknown slug', () => {
    expect(findPost(catalog, 'en', 'no-such-post')).toBeUndefined();
    expect(findPost(catalog, 'es', 'no-such-post')).toBeUndefined();
  });
});
