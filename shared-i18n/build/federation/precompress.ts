import {
  brotliCompressSync,
  constants,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';

const BROTLI: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
};
const GZIP: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

/**
 * The compressed copies of a built file, by suffix: what `precompress` writes, for a plugin that
 * changes a file after it has (`compileHints`) to make them again the same way.
 */
export const COMPRESSED_COPIES: readonly [suffix: string, compress: (code: string) => Buffer][] = [
  ['.br', (code) => brotliCompressSync(code, BROTLI)],
  ['.gz', (code) => gzipSync(code, GZIP)],
];

/**
 * Brotli and gzip copies of every built text file, made once at maximum compression so the
 * server (or a CDN) sends them without compressing per request. Brotli is about a fifth
 * smaller than on-the-fly gzip for the same JavaScript (docs/product/performance.md#budgets).
 */
export function precompress(): Plugin {
  return compression({
    algorithms: [defineAlgorithm('brotliCompress', BROTLI), defineAlgorithm('gzip', GZIP)],
    include: /\.(?:js|mjs|css|json|svg|txt)$/,
    threshold: 512,
    logLevel: 'silent',
  });
}
