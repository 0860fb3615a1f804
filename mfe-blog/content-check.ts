import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { checkBlogContent } from './src/features/posts/model/check-content';

const CONTENT = fileURLToPath(new URL('./src/features/posts/content', import.meta.url));

/** The content folder as `checkBlogContent` reads it: `content/{lang}/meta.json` and bodies. */
export function readBlogContent(folder = CONTENT) {
  const metaFiles: Record<string, unknown> = {};
  const bodies: Record<string, string> = {};
  for (const language of readdirSync(folder, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    for (const file of readdirSync(path.join(folder, language.name))) {
      const name = `content/${language.name}/${file}`;
      const text = () => readFileSync(path.join(folder, language.name, file), 'utf8');
      if (file === 'meta.json') metaFiles[name] = JSON.parse(text()) as unknown;
      else if (file.endsWith('.md')) bodies[name] = text();
    }
  }
  return { metaFiles, bodies };
}

/**
 * Checks the blog's posts when the blog is built or served, so a malformed post stops the
 * build (and the dev server says why) instead of reaching a visitor, and the browser needs no
 * schema library to trust them.
 */
export function blogContentCheck(folder = CONTENT): Plugin {
  return {
    name: 'snowday-blog-content-check',
    buildStart() {
      const { metaFiles, bodies } = readBlogContent(folder);
      try {
        checkBlogContent(metaFiles, bodies);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
