import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerEnv } from './server-env';

/** The repository the processes run from: the builds are in its packages' `dist/`. */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A package's build (`shell`, `mfe-calculator`, …). */
export const distOf = (pkg: string) => path.join(REPO, pkg, 'dist');

/** Where the embedded database lives when there is no DATABASE_URL: DATA_DIR, else `.data/`. */
export const dataDirOf = (env: ServerEnv) =>
  env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO, '.data');
