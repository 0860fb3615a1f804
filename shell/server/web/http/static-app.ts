import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

export interface StaticAppOptions {
  /** The built app (`dist`). */
  root: string;
  /** The shell serves its pages itself (`mountShellPages`): no directory index. */
  spaFallback?: boolean;
  /** Security and CORS headers for this deployment (`security.ts`). */
  headers?: RequestHandler[];
  /** Mounted before anything else: the request log, health checks. */
  before?: RequestHandler[];
}

/** Vite names hashed files `name-HASH.ext` under `assets/`: they never change, so cache them for a year. */
const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;
/** The build's precompressed copies (`x.js.br`, `x.js.gz`) are named after the file they encode. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves one built app as its own deployment would (or a CDN in front of it): the brotli or gzip
 * copy the build made of each file (`vite-plugin-compression2`, at maximum compression and no
 * cost per request), immutable hashed assets, and entries (HTML, `remoteEntry.js`, manifests)
 * revalidated on every load so a redeploy shows at once. Uses `express-static-gzip` (over
 * `serve-static`) and `compression` rather than a hand-written server.
 */
export function createStaticApp({
  root,
  spaFallback = false,
  headers = [],
  before = [],
}: StaticAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  if (before.length > 0) app.use(...before);
  // Pages and API answers are compressed as they go; built files were compressed at build time.
  app.use(compression());
  app.use(...headers);
  const setHeaders = (res: ServerResponse, file: string) => {
    // express-static-gzip sets `Vary: Accept-Encoding` over the CORS middleware's
    // `Vary: Origin`; caches must key on both.
    const vary = String(res.getHeader('Vary') ?? '');
    if (!/\borigin\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Origin` : 'Origin');
    const served = file.split(path.sep).join('/').replace(COMPRESSED_COPY, '');
    const hashed = HASHED_ASSET.test(served);
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  const serve = (validators: boolean) =>
    expressStaticGzip(root, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: spaFallback ? false : 'index.html',
      serveStatic: {
        setHeaders,
        etag: validators,
        lastModified: validators,
        acceptRanges: validators,
      },
    });
  // Hashed assets are never asked for again, so they go without validators or ranges: about
  // 100 bytes less on each of the page's scripts. Anything else (a page, `remoteEntry.js`) keeps
  // its ETag, so a revalidation costs a 304.
  const immutable = serve(false);
  const revalidated = serve(true);
  app.use((req, res, next) => {
    // No file has a name that cannot be decoded (a stray `%`): what comes after answers it, not
    // a bare 400 from the file server (docs/product/pages.md#not-found).
    // A page's address names no file: the pages answer it without asking the disk.
    if (!decodable(req.path) || (spaFallback && path.extname(req.path) === '')) next();
    else if (HASHED_ASSET.test(req.path)) immutable(req, res, next);
    else revalidated(req, res, next);
  });
  return app;
}
