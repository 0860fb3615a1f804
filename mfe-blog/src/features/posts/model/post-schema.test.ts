import { describe, expect, it } from 'vitest';
import { postSchema } from './post-schema';

const good = {
  id: '2',
  title: 'The Science of Snow',
  slug: 'the-science-of-snow',
  date: '2026-11-09',
  excerpt: 'How snowflakes form.',
  author: 'Weather Desk',
  content: '## How a snowflake is born\n\nIt starts with a speck.',
};

describe('postSchema', () => {
  it('accepts a post without an image', () => {
    expect(postSchema.parse(good)).toEqual(good);
  });

  it('accepts a post with an image and alt text', () => {
    const image = { src: 'https://example.org/flake.jpg', alt: 'A snowflake up close' };
    expect(postSchema.parse({ ...good, image }).image).toEqual(image);
  });

  it.each(['id', 'title', 'slug', 'date', 'excerpt', 'author', 'content'] as const)(
    'rejects a post without %s',
    (field) => {
      const { [field]: _removed, ...rest } = good;
      expect(postSchema.safeParse(rest).success).toBe(false);
    },
  );

  it.each(['title', 'excerpt', 'author', 'id'] as const)('rejects a blank %s', (field) => {
    expect(postSchema.safeParse({ ...good, [field]: '   ' }).success).toBe(false);
  });

  it.each(['The-Science', 'the science', 'the_science', 'snow-', '-snow', 'snow--day', ''])(
    'rejects the slug "%s" (not kebab-case)',
    (slug) => {
      expect(postSchema.safeParse({ ...good, slug }).success).toBe(false);
    },
  );

  it.each(['2026-11-9', '11/09/2026', '2026-11-09T10:00:00Z', 'November 9, 2026'])(
    'rejects the date "%s" (not YYYY-MM-DD)',
    (date) => {
      expect(postSchema.safeParse({ ...good, date }).success).toBe(false);
    },
  );

  it.each(['2026-02-30', '2026-13-01', '2025-02-29'])('rejects the impossible date %s', (date) => {
    expect(postSchema.safeParse({ ...good, date }).success).toBe(false);
  });

  it('accepts 29 February in a leap year', () => {
    expect(postSchema.safeParse({ ...good, date: '2028-02-29' }).success).toBe(true);
  });

  it.each([
    { case: 'no alt', image: { src: '/flake.jpg' } },
    { case: 'an empty alt', image: { src: '/flake.jpg', alt: ' ' } },
    { case: 'no src', image: { alt: 'A flake' } },
  ])('rejects an image with $case', ({ image }) => {
    expect(postSchema.safeParse({ ...good, image }).success).toBe(false);
  });

  it.each(['', ' \n\t '])('rejects an empty Markdown body %j', (content) => {
    expect(postSchema.safeParse({ ...good, content }).success).toBe(false);
  });

  it('rejects a misspelled key instead of ignoring it', () => {
    expect(postSchema.safeParse({ ...good, exerpt: 'typo' }).success).toBe(false);
  });
});
