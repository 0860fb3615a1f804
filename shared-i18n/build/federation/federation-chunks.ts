import type { Plugin } from 'vite';

/** `@module-federation/vite` 1.x: the priorities of the two groups it always puts first. */
const PRELOAD_HELPER_PRIORITY = 1_000_001;
const FEDERATION_GROUP_PRIORITY = 1_000_000;
const LOAD_SHARE_TAG = '__loadShare__';
/** The plugin's chunk of wrappers that carry no library of their own (it keeps that one). */
const COALESCED_WRAPPERS = `${LOAD_SHARE_TAG}shared`;
const PROVIDED_LIBRARIES = `${LOAD_SHARE_TAG}provided`;

type ChunkNamer = (moduleId: string, ...rest: unknown[]) => string | null | undefined;

interface Group {
  name?: string | ChunkNamer;
  test?: RegExp;
  priority?: number;
}

/**
 * The federation runtime and its SDK come as several tiny modules, and a remote gets a stub that
 * hands it the host's runtime; with Vite's preload helper (which imports nothing) they make one
 * chunk every page loads first, instead of one file each.
 */
const RUNTIME_MODULES =
  /\0?vite\/preload-helper|@module-federation[\\/](?:runtime|runtime-core|sdk|error-codes)[\\/]|virtual:mf-external-runtime-core/;

/**
 * The chunk a shared-library wrapper goes to: every wrapper that carries the library it
 * provides (react, react-dom, i18next, zustand…) shares one chunk, named like the plugin's
 * own so its later passes (which find wrappers by `__loadShare__` in the file name) still apply.
 */
export function providedLibrariesChunkName(federationName: string | null | undefined) {
  if (!federationName) return federationName;
  const tag = federationName.indexOf(LOAD_SHARE_TAG);
  if (tag <= 0 || federationName.endsWith(COALESCED_WRAPPERS)) return federationName;
  return `${federationName.slice(0, tag)}${PROVIDED_LIBRARIES}`;
}

/** The two groups the federation plugin puts first, or a build error if it has changed shape. */
function federationGroups(options: { codeSplitting?: unknown }) {
  const groups = (options.codeSplitting as { groups?: Group[] } | undefined)?.groups ?? [];
  const preload = groups.find((group) => group.priority === PRELOAD_HELPER_PRIORITY);
  const naming = groups.find((group) => group.priority === FEDERATION_GROUP_PRIORITY);
  const name = naming?.name;
  if (!preload || !naming || typeof name !== 'function') {
    throw new Error('snowday-federation-chunks: @module-federation/vite chunk groups not found');
  }
  return { preload, naming: { group: naming, name } };
}

/**
 * Fewer files before a page can start (docs/product/performance.md#budgets: requests before the
 * form is usable).
 *
 * `@module-federation/vite` gives each shared library a host provides a chunk of its own, and
 * Vite's preload helper another: react, react/jsx-runtime, react-dom, react-dom/client, i18next,
 * zustand and the helper are seven requests, although the shell needs every one of them to draw
 * its first frame. The wrappers have no top-level await (they read the share cache
 * synchronously), so one chunk evaluates them in the same order; the helper, which imports
 * nothing, joins the federation runtime every page loads first. The plugin's groups outrank any
 * an app declares, so this adjusts them as the output options are finalised. If the plugin
 * changes shape, the build fails here rather than silently going back to more files.
 */
export function federationChunks(): Plugin {
  return {
    name: 'snowday-federation-chunks',
    apply: 'build',
    enforce: 'post',
    outputOptions(options) {
      const { preload, naming } = federationGroups(options);
      preload.name = 'mf-runtime';
      preload.test = RUNTIME_MODULES;
      naming.group.name = (moduleId, ...rest) =>
        providedLibrariesChunkName(naming.name(moduleId, ...rest));
      return options;
    },
  };
}
