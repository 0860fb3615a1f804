import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import path from 'node:path';

export interface StaticAppOptions {
  /** The built app (`dist`). */
  root: string;
  /** The shell serves its pages itself (`mountShellPages`): no directory index. */
  spaFallback?: boolean;
  /** Security and CORS headers for this deployment (`security.ts`). */
  headers?: RequestHandler[];
}

/** Vite names hashed files `name-HASH.ext` under `assets/`: they never change, so cache them for a year. */
const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;

/**
 * Serves one built app as its own deployment would: compressed text, immutable hashed assets,
 * and entries (HTML, `remoteEntry.js`, manifests) revalidated on every load so a redeploy shows
 * at once. Uses Express's `serve-static` and `compression` rather than a hand-written server.
 */
export function createStaticApp({
  root,
  spaFallback = false,
  headers = [],
}: StaticAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(...headers);
  app.use(
    express.static(root, {
      index: spaFallback ? false : 'index.html',
      setHeaders: (res, file) => {
        const hashed = HASHED_ASSET.test(file.split(path.sep).join('/'));
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  return app;
}
