import { remoteViteConfig } from '@snowday/shared-i18n/build/federation';
import { defineConfig } from 'vite';
import { federationConfig } from './module-federation.config';

export default defineConfig(({ mode }) =>
  remoteViteConfig({
    federation: federationConfig,
    devPort: 5176,
    standalone: mode === 'standalone',
    prerender: mode === 'prerender',
  }),
);
