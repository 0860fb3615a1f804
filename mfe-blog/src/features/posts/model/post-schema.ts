// zod/mini: the functional, tree-shakable API keeps the schemas small in the blog's bundle.
import { z } from 'zod/mini';

/** Lower-case words joined by single hyphens: `the-science-of-snow`. */
const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (field: string) =>
  z.string().check(z.trim(), z.minLength(1, `${field} must not be empty`));

/**
 * A post may have an image (docs/product/pages.md#blog); it needs alt text, because it is content,
 * not decoration.
 */
export const postImageSchema = z.strictObject({
  src: text('image.src'),
  alt: text('image.alt'),
});

/**
 * One entry of `content/{lang}/meta.json` (docs/product/pages.md#blog, without its Markdown body).
 * Strict, so a misspelled key (`exerpt`) is an error instead of a silently missing field.
 */
export const postMetaSchema = z.strictObject({
  id: text('id'),
  title: text('title'),
  slug: z.string().check(z.regex(KEBAB_CASE, 'slug must be kebab-case, like the-science-of-snow')),
  // z.iso.date() checks the calendar too: 2026-02-30 is rejected.
  date: z.iso.date('date must be a real calendar date written YYYY-MM-DD'),
  excerpt: text('excerpt'),
  author: text('author'),
  image: z.optional(postImageSchema),
});

export const postMetaListSchema = z.array(postMetaSchema);

/** The Markdown body of `content/{lang}/{slug}.md`. */
export const postContentSchema = text('content');

/** A whole post: its meta and its Markdown body. */
export const postSchema = z.extend(postMetaSchema, { content: postContentSchema });

export type PostImage = z.infer<typeof postImageSchema>;
export type PostMeta = z.infer<typeof postMetaSchema>;
export type Post = z.infer<typeof postSchema>;
