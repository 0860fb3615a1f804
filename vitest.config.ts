import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** One vitest run for every package (`npm run test:unit`); `--project <name>` runs one. */
const project = (name: string, environment: 'jsdom' | 'node' = 'jsdom') => ({
  plugins: [react()],
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
      project('mfe-blog'),
      project('mfe-pages'),
      // Repository checks (`npm run check:refs`): node, no DOM.
      project('scripts', 'node'),
      project('sample-weather', 'node'),
      project('lint', 'node'),
    ],
  },
});
