import { createModuleFederationConfig } from '@module-federation/vite';
import { FEDERATION_NAMES, type ExposesConfig } from '@snowday/shared-i18n/contract';
import { sharedDependencies } from '@snowday/shared-i18n/build/federation';
import pkg from './package.json' with { type: 'json' };

/** Exactly the modules the shell expects of this remote (`RemoteExposes['calculator']`). */
const exposes = {
  './Home': './src/app/sections/home-section.tsx',
  './Result': './src/app/sections/result-section.tsx',
} satisfies ExposesConfig<'calculator'>;

export const federationConfig = createModuleFederationConfig({
  name: FEDERATION_NAMES.calculator,
  filename: 'remoteEntry.js',
  exposes,
  shared: sharedDependencies(pkg),
  dts: false,
  // Use the shell's federation runtime instead of shipping a second copy.
  experiments: { externalRuntime: true },
});
