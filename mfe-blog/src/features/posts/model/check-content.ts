import { z } from 'zod/mini';
import { buildCatalog, displayName } from './build-catalog';
import { postContentSchema, postMetaListSchema, type PostMeta } from './post-schema';

function checkedMetaFile(file: string, data: unknown): PostMeta[] {
  const result = postMetaListSchema.safeParse(data);
  if (!result.success) {
    throw new Error(`Invalid blog post in ${displayName(file)}:\n${z.prettifyError(result.error)}`);
  }
  for (const key of ['id', 'slug'] as const) {
    const values = result.data.map((meta) => meta[key]);
    const repeated = values.find((value, i) => values.indexOf(value) !== i);
    if (repeated) {
      throw new Error(
        `Invalid blog post in ${displayName(file)}: ${key} "${repeated}" is repeated`,
      );
    }
  }
  return result.data;
}

/**
 * Checks the blog's content folder against the schema: every `meta.json` entry
 * (docs/product/pages.md#blog), each `{slug}.md` body not empty, every body listed and every listed
 * body present, only supported language folders. Throws an error naming the file. It runs when the
 * blog is built or served (`content-check.ts`) and in the unit tests, not in a visitor's browser:
 * the posts are part of the build, so a page need not check them again
 * (docs/product/performance.md#loading-on-demand: no zod on a post page).
 */
export function checkBlogContent(
  metaFiles: Record<string, unknown>,
  bodies: Record<string, string>,
): void {
  const checked = Object.fromEntries(
    Object.entries(metaFiles).map(([file, data]) => [file, checkedMetaFile(file, data)]),
  );
  for (const [file, body] of Object.entries(bodies)) {
    const result = postContentSchema.safeParse(body);
    if (!result.success) {
      throw new Error(
        `Invalid blog post in ${displayName(file)}: ${z.prettifyError(result.error)}`,
      );
    }
  }
  const loaders = Object.fromEntries(
    Object.entries(bodies).map(([file, body]) => [file, () => Promise.resolve(body)]),
  );
  buildCatalog(checked, loaders);
}
