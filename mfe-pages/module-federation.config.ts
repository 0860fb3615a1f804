import { createModuleFederationConfig } from '@module-federation/vite';
import { FEDERATION_NAMES, type ExposesConfig } from '@snowday/shared-i18n/contract';
import { sharedDependencies } from '@snowday/shared-i18n/build/federation';
import pkg from './package.json' with { type: 'json' };

/** Exactly the modules the shell expects of this remote (`RemoteExposes['pages']`). */
const exposes = {
  './About': './src/app/sections/about-section.tsx',
  './Privacy': './src/app/sections/privacy-section.tsx',
  './Contact': './src/app/sections/contact-section.tsx',
  './Accuracy': './src/app/sections/accuracy-section.tsx',
} satisfies ExposesConfig<'pages'>;

export const federationConfig = createModuleFederationConfig({
  name: FEDERATION_NAMES.pages,
  filename: 'remoteEntry.js',
  exposes,
  shared: sharedDependencies(pkg),
  dts: false,
  // Use the shell's federation runtime instead of shipping a second copy.
  experiments: { externalRuntime: true },
});
