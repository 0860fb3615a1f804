import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The Node bundle that renders the shell's header and footer at build time (prerender-chrome). */
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: 'build/prerender-chrome.tsx',
    target: 'node20',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'prerender-chrome.js' } },
  },
  // The components and shared-i18n are the site's own TypeScript: bundled, not required.
  ssr: { noExternal: ['@snowday/shared-i18n'] },
});
