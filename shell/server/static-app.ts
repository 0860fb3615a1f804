import compression from 'compression';
import express, { type Express } from 'express';
import path from 'node:path';

export interface StaticAppOptions {
  /** The built app (`dist`). */
  root: string;
  /** The shell serves its pages itself (`mountShellPages`): no directory index. */
  spaFallback?: boolean;
  /** Let other origins load these files (remotes are loaded by the shell's origin). */
  cors?: boolean;
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
  cors = false,
}: StaticAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
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
