import react from '@vitejs/plugin-react';
import {
  BUILD_CHECKS,
  compileHints,
  federationChunks,
  federationRuntimeVersion,
  moduleAliases,
  precompress,
  quietFederation,
  siteIcon,
} from '@snowday/shared-i18n/build/federation';
import { buildRuntimeConfig, parseServerEnv } from './server/core/server-env';
import { defineConfig, type Plugin } from 'vite';
import { appIcons } from './build/app-icons';
import { startupHtml } from './build/startup-html';
import { federationConfig } from './module-federation.config';

/**
 * In development the shell's dev server answers `/runtime-config.json` itself, pointing at the
 * remotes' dev servers (`npm run dev`), just as the production server does from its environment.
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'snowday-dev-runtime-config',
    configureServer(server) {
      const env = parseServerEnv({
        ...process.env,
        HOST: 'localhost',
        PORT: '5173',
        CALCULATOR_PORT: '5174',
        BLOG_PORT: '5175',
        PAGES_PORT: '5176',
      });
      server.middlewares.use('/runtime-config.json', (_req, res) => {
        const config = buildRuntimeConfig(env);
        config.settings.weather.apiBase = 'http://localhost:5174/sample-weather';
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(config));
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    siteIcon(),
    quietFederation({
      ...federationConfig,
      // Built, the shell registers remotes by their remoteEntry.js address, never by an
      // mf-manifest.json: the runtime's snapshot support (manifests, preload hints, devtools) is
      // 1.3 KB of dead weight (docs/product/performance.md#budgets). The dev server keeps it for
      // remote hot reload.
      disableSnapshot: command === 'build',
    }),
    federationChunks(),
    federationRuntimeVersion(),
    devRuntimeConfig(),
    startupHtml(),
    compileHints(),
    precompress(),
    appIcons(),
  ],
  resolve: { alias: moduleAliases },
  build: {
    target: 'es2022',
    rolldownOptions: { checks: BUILD_CHECKS },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
}));
