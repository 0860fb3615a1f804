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
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
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
    ],
  },
});
