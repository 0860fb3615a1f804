import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';
import { markdownHtml } from './mfe-blog/build/markdown-html';

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
      project('mfe-blog', 'jsdom', [markdownHtml()]),
      project('mfe-pages'),
      // Repository checks (`npm run check:refs`): node, no DOM.
      project('scripts', 'node'),
      project('sample-weather', 'node'),
      project('lint', 'node'),
    ],
  },
});
