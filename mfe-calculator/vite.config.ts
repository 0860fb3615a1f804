import { remoteViteConfig } from '@snowday/shared-i18n/federation';
import { defineConfig } from 'vite';
import { federationConfig } from './module-federation.config';

export default defineConfig(remoteViteConfig({ federation: federationConfig, devPort: 5174 }));
