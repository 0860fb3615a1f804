import { createModuleFederationConfig } from '@module-federation/vite';
import { sharedDependencies } from '@snowday/shared-i18n/build/federation';
import pkg from './package.json' with { type: 'json' };

/**
 * The shell is a pure host: it declares no remotes at build time. Their addresses come from the
 * runtime config the server provides (docs/product/composition.md#runtime-remotes), so a section is
 * redeployed without rebuilding the shell. It provides the shared singletons every remote consumes.
 */
export const federationConfig = createModuleFederationConfig({
  name: 'snowday_shell',
  remotes: {},
  shared: sharedDependencies(pkg),
  dts: false,
  // One federation runtime per page: the shell publishes its copy and remotes use it.
  experiments: { provideExternalRuntime: true },
});
