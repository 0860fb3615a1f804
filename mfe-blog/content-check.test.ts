import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogContentCheck, readBlogContent } from './content-check';
import { checkBlogContent } from './src/features/posts/model/check-content';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A content folder with one English post whose meta is `meta`. */
function contentFolder(meta: unknown) {
  const folder = mkdtempSync(path.join(tmpdir(), 'blog-content-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'en'));
  writeFileSync(path.join(folder, 'en', 'meta.json'), JSON.stringify(meta));
  writeFileSync(path.join(folder, 'en', 'a.md'), '# A post');
  return folder;
}

/** Runs the plugin's build start as Vite would, collecting what it reports as an error. */
function buildStart(folder?: string) {
  const plugin = blogContentCheck(folder);
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });
  const hook = plugin.buildStart;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  // The hook needs only `this.error` of Rollup's plugin context.
  const context = { error } as unknown as ThisParameterType<NonNullable<typeof handler>>;
  return () => handler?.call(context, {} as Parameters<NonNullable<typeof handler>>[0]);
}

describe('the blog content check (build and dev server)', () => {
  it("passes the repository's own posts", () => {
    const { metaFiles, bodies } = readBlogContent();
    expect(Object.keys(metaFiles)).toHaveLength(4);
    expect(Object.keys(bodies)).toHaveLength(12);
    expect(() => checkBlogContent(metaFiles, bodies)).not.toThrow();
    expect(buildStart()).not.toThrow();
  });

  it('stops the build on a malformed post, naming the file and the field', () => {
    const post = { id: '1', slug: 'a', date: '2026-13-01', title: 'A', excerpt: 'E', author: 'T' };
    expect(buildStart(contentFolder([post]))).toThrow(/content\/en\/meta\.json[\s\S]*date/);
    expect(buildStart(contentFolder([{ ...post, date: '2026-12-01' }]))).not.toThrow();
  });
});
