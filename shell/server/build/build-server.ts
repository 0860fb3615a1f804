/**
 * `npm run build -w @snowday/server`: the server's processes built to JavaScript in
 * `shell/server/dist/`, so each starts with plain `node` and production dependencies only
 * (docs/decisions/014-server-artefact.md). The workspace packages' TypeScript (shared-i18n,
 * sample-weather) is bundled in; every npm package stays external and is installed from the
 * server's own package.json, whose `dependencies` must name each one the bundle imports.
 */
import { builtinModules } from 'node:module';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(SERVER, 'dist');

/**
 * The entries, named as they are started (`node dist/web.js`). The drawing thread's file is the
 * one `drawing-pool.ts` names beside itself; every chunk sits in `dist/` itself, so what a
 * module finds next to its own file (the drawing thread, the sandbox's door, the migrations,
 * the repository three folders up) is where the sources have it.
 */
export const SERVER_ENTRIES = {
  web: 'web/main.ts',
  'alert-worker': 'alert-worker/main.ts',
  compose: 'compose.ts',
  'draw-thread': 'web/link-preview/draw-thread.ts',
} as const;

/** Files the processes read beside their modules, copied as they are. */
const BESIDE = [
  ['section-runner/sandbox-worker.mjs', 'sandbox-worker.mjs'],
  ['core/database/migrations', 'migrations'],
] as const;

/**
 * Packages the processes find by name at run time rather than import: the sandbox's binary
 * (`render-process.ts`) and the preview fonts' files (`preview-fonts.ts`). The translations they
 * read from shared-i18n's `locales/` come with the artefact (`pack-artefact.ts`).
 */
const FOUND_AT_RUN_TIME = ['workerd', '@fontsource/noto-sans', '@fontsource/noto-sans-sc'];

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bundled, not installed: the repository's own workspace packages (devDependencies), shipped as TypeScript. */
const bundled = (specifier: string) => specifier.startsWith('@snowday/');

export function serverDependencies(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(SERVER, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return manifest.dependencies ?? {};
}

/**
 * Builds `dist/`; fails naming every npm package the bundle imports that is not a dependency,
 * and every dependency nothing needs (the artefact installs exactly the list).
 */
export async function buildServer(): Promise<void> {
  rmSync(SERVER_DIST, { recursive: true, force: true });
  const declared = serverDependencies();
  const undeclared = new Set<string>();
  const imported = new Set<string>(FOUND_AT_RUN_TIME);
  await build({
    cwd: SERVER,
    input: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(SERVER, file)]),
    ),
    platform: 'node',
    tsconfig: path.join(SERVER, '../tsconfig.json'),
    external: (id) => {
      if (BUILTINS.has(id)) return true;
      if (id.startsWith('.') || path.isAbsolute(id) || id.startsWith('\0') || bundled(id)) {
        return false;
      }
      imported.add(packageName(id));
      if (!(packageName(id) in declared)) undeclared.add(packageName(id));
      return true;
    },
    logLevel: 'warn',
    output: {
      dir: SERVER_DIST,
      format: 'esm',
      entryFileNames: (chunk) => (chunk.name === 'draw-thread' ? '[name].mjs' : '[name].js'),
      chunkFileNames: '[name]-[hash].js',
      sourcemap: true,
      // Stack traces in the logs name the sources' functions.
      minify: false,
    },
  });
  if (undeclared.size > 0) {
    throw new Error(
      `shell/server/package.json must list what the server imports: ${[...undeclared].sort().join(', ')}`,
    );
  }
  const unused = Object.keys(declared).filter((name) => !imported.has(name));
  if (unused.length > 0) {
    throw new Error(`shell/server/package.json lists what nothing imports: ${unused.join(', ')}`);
  }
  for (const [from, to] of BESIDE) {
    cpSync(path.join(SERVER, from), path.join(SERVER_DIST, to), { recursive: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
}
