import type { Plugin } from 'vite';
import { COMPRESSED_COPIES } from './precompress';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment). A script
 * whose first line it is has every function compiled eagerly, on a background thread while the
 * file streams in, instead of lazily on the main thread at each function's first call. Anywhere
 * but the first line it does nothing.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint on the first line of every JavaScript file of a browser build
 * (docs/product/performance.md#blocking-time, blocking time). Nearly all of the site's code runs as
 * its page starts: the federation runtime, React, the router, i18next, the section. Compiled
 * lazily, that was 40-60 ms of main thread on a result page here, in the tasks that start the app.
 * Files that load on demand (sharing, a language's texts) compile when they load, as before, only
 * eagerly.
 *
 * It runs last: minifying drops comments, and Vite puts its dependency map for dynamic imports
 * on the first line of a chunk as the bundle is generated. The precompressed copies are made
 * again from the hinted code.
 */
export function compileHints(): Plugin {
  return {
    name: 'snowday-compile-hints',
    apply: 'build',
    enforce: 'post',
    // A file's name changes with what it holds: the hint is part of each chunk's hash.
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          for (const [suffix, compress] of COMPRESSED_COPIES) {
            const copy = bundle[`${chunk.fileName}${suffix}`];
            if (copy?.type === 'asset') copy.source = compress(chunk.code);
          }
        }
      },
    },
  };
}
