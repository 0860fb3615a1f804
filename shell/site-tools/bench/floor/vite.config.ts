import react from '@vitejs/plugin-react';
import { compileHints, precompress } from '@snowday/shared-i18n/build/federation';
import { defineConfig } from 'vite';

/**
 * The bench's floor page, built by the same Vite and React plugin as the site, with the same
 * compile hints and precompressed copies, so the server sends it exactly as it sends the site's
 * files. One bundle, no federation: `npm run bench` builds it into `dist/` (not committed).
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), compileHints(), precompress()],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
});
