/**
 * The build kit every app's Vite and federation config reads (`@snowday/shared-i18n/build/federation`):
 * the shared singletons, the remotes' Vite config and the plugins. Each lives in its own file.
 */
export { sharedDependencies, type SharedEntry } from './shared-dependencies';
export { BUILD_CHECKS, quietFederation } from './quiet-federation';
export { remoteViteConfig, type RemoteViteOptions } from './vite-config';
export { sectionAssets, sectionTexts } from './section-assets';
export { precompress } from './precompress';
export { federationChunks } from './federation-chunks';
export { federationRuntimeVersion } from './runtime-version';
export { moduleAliases } from './aliases';
export { siteIcon } from './site-icon';
export { compileHints, COMPILE_HINT } from './compile-hints';
export { signServerEntryAgain } from './server-entry-signing';
export { releaseFiles, releaseNameOf } from './section-release';
