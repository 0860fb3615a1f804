import { createModuleFederationConfig } from '@module-federation/vite';
import { FEDERATION_NAMES, type ExposesConfig } from '@snowday/shared-i18n/contract';
import { sharedDependencies } from '@snowday/shared-i18n/build/federation';
import pkg from './package.json' with { type: 'json' };

/** Exactly the modules the shell expects of this remote (`RemoteExposes['blog']`). */
const exposes = {
  './BlogList': './src/app/sections/blog-list-section.tsx',
  './BlogPost': './src/app/sections/blog-post-section.tsx',
} satisfies ExposesConfig<'blog'>;

export const federationConfig = createModuleFederationConfig({
  name: FEDERATION_NAMES.blog,
  filename: 'remoteEntry.js',
  exposes,
  shared: sharedDependencies(pkg),
  dts: false,
  // Use the shell's federation runtime instead of shipping a second copy.
  experiments: { externalRuntime: true },
});
