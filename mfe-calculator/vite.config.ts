import { remoteViteConfig } from '@snowday/shared-i18n/build/federation';
import { defineConfig, type Plugin } from 'vite';
import { createSampleWeatherHandler } from '@snowday/sample-weather';
import { federationConfig } from './module-federation.config';

/** The dev server answers the sample forecasts itself, so the remote runs alone offline. */
function sampleWeather(): Plugin {
  return {
    name: 'snowday-sample-weather',
    configureServer(server) {
      server.middlewares.use('/sample-weather', createSampleWeatherHandler());
    },
    configurePreviewServer(server) {
      server.middlewares.use('/sample-weather', createSampleWeatherHandler());
    },
  };
}

export default defineConfig(({ mode }) =>
  remoteViteConfig({
    federation: federationConfig,
    devPort: 5174,
    plugins: [sampleWeather()],
    standalone: mode === 'standalone',
    prerender: mode === 'prerender',
    serverEntry: 'src/server/render-result.tsx',
    server: mode === 'server',
  }),
);
