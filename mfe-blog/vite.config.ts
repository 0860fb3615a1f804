import { remoteViteConfig } from '@snowday/shared-i18n/build/federation';
import { defineConfig } from 'vite';
import { markdownHtml } from './build/markdown-html';
import { blogContentCheck } from './content-check';
import { federationConfig } from './module-federation.config';

export default defineConfig(({ mode }) =>
  remoteViteConfig({
    federation: federationConfig,
    devPort: 5175,
    plugins: [blogContentCheck(), markdownHtml()],
    standalone: mode === 'standalone',
    prerender: mode === 'prerender',
  }),
);
