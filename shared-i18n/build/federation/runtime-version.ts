import type { Plugin } from 'vite';

const RUNTIME_PACKAGE_JSON = /[\\/]@module-federation[\\/]runtime[\\/]package\.json$/;

/** A package manifest reduced to the fields a bundle may read from it. */
export function versionOnly(manifest: string): string {
  const { name, version } = JSON.parse(manifest) as { name?: unknown; version?: unknown };
  if (typeof version !== 'string') throw new Error('package.json without a version');
  return JSON.stringify({ name, version });
}

/**
 * `@module-federation/vite`'s runtime plugin reads the runtime's version from its package.json
 * through a default import, so the host's bundle carried the whole manifest (scripts, exports,
 * repository…: 2 KB, every page). Only the name and version are kept
 * (docs/product/performance.md#budgets).
 */
export function federationRuntimeVersion(): Plugin {
  return {
    name: 'snowday-federation-runtime-version',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: RUNTIME_PACKAGE_JSON },
      handler(code) {
        return { code: versionOnly(code), map: null };
      },
    },
  };
}
