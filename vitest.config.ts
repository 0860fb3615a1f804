import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';

const MARKDOWN_HTML = fileURLToPath(new URL('./mfe-blog/build/markdown-html.tsx', import.meta.url));

/**
 * Posts are imported as the HTML the blog's build makes of them (`markdownHtml()` in
 * `mfe-blog/build/markdown-html.tsx`). This file cannot import that module: it imports
 * shared-i18n's TypeScript, which Node loads only through Vite, so here a post is rendered by the
 * same function as a test imports it.
 */
const postsAsHtml = (): PluginOption => ({
  name: 'snowday:markdown-html-in-tests',
  enforce: 'pre',
  load(id) {
    if (!id.endsWith('.md?html')) return undefined;
    const file = JSON.stringify(id.slice(0, -'?html'.length));
    return [
      `import { markdownToHtml, postLanguage } from ${JSON.stringify(MARKDOWN_HTML)};`,
      `import markdown from ${file.replace(/"$/, '?raw"')};`,
      `export default markdownToHtml(markdown, postLanguage(${file}));`,
    ].join('\n');
  },
});

/** One vitest run for every package (`npm run test:unit`); `--project <name>` runs one. */
const project = (
  name: string,
  environment: 'jsdom' | 'node' = 'jsdom',
  plugins: PluginOption[] = [],
) => ({
  plugins: [react(), ...plugins],
  test: {
    name,
    root: `./${name}`,
    environment,
    include: ['**/*.test.{ts,tsx}'],
    // `*.scale.test.ts` need the build, nginx and Redis: `npm run test:scale` (vitest.scale.config.ts).
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**', '**/*.scale.test.ts'],
    setupFiles: environment === 'jsdom' ? ['../vitest.setup.ts'] : [],
  },
});

export default defineConfig({
  test: {
    projects: [
      project('shared-i18n'),
      project('shell'),
      project('mfe-calculator'),
      // Posts are imported as the HTML the blog's build makes of them.
      project('mfe-blog', 'jsdom', [postsAsHtml()]),
      project('mfe-pages'),
      // Repository checks (`npm run check:refs`): node, no DOM.
      project('scripts', 'node'),
      project('sample-weather', 'node'),
      project('lint', 'node'),
    ],
  },
});
