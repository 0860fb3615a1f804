/**
 * `npm run artefact -w @snowday/server -- <folder> [--no-sections]`: the folder a server is deployed from, and
 * its tarball (docs/decisions/014-server-artefact.md). After `npm run build` it holds the
 * server's built processes, the built site they serve, the texts they read, a package.json of
 * production dependencies and the lockfile cut from the repository's. In it,
 * `npm ci --omit=dev` and then `node shell/server/dist/web.js` (or `alert-worker.js`,
 * `compose.js`) is all a machine or an image runs.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_DIST, serverDependencies } from './build-server';
import { lockSubset, type Lockfile } from './lock-subset';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO = path.resolve(SERVER, '../..');

/** The built site, as the processes find it (`core/repository.ts`: the packages' `dist/`). */
const SHELL = 'shell';
/** The sections, which only the one-machine composition serves itself (`compose.js`). */
const SECTIONS = ['mfe-calculator', 'mfe-blog', 'mfe-pages'];
/** The translations the server reads at run time, shipped as a package of texts only. */
const TEXTS = { name: '@snowday/shared-i18n', folder: 'shared-i18n', locales: 'src/locales' };

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, value: unknown) =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The artefact's package.json: what starts each process, and production dependencies only. */
export function artefactManifest() {
  const server = readJson<{ name: string; version: string; description: string }>(
    path.join(SERVER, 'package.json'),
  );
  const root = readJson<{ engines: Record<string, string> }>(path.join(REPO, 'package.json'));
  const dependencies = { ...serverDependencies(), [TEXTS.name]: `file:${TEXTS.folder}` };
  return {
    name: server.name,
    version: server.version,
    private: true,
    type: 'module',
    description: server.description,
    engines: root.engines,
    scripts: {
      start: 'node shell/server/dist/compose.js',
      'start:web': 'node shell/server/dist/web.js',
      'start:alert-worker': 'node shell/server/dist/alert-worker.js',
    },
    dependencies: Object.fromEntries(
      Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
}

export interface ArtefactOptions {
  /**
   * Whether the sections' builds come along, for `compose.js`. The web process and the alert
   * worker never serve them: deployed apart, each section is a static site of its own.
   */
  sections?: boolean;
}

/** Lays the artefact out in `folder` (emptied first). */
export function stageArtefact(folder: string, { sections = true }: ArtefactOptions = {}): void {
  const site = [SHELL, ...(sections ? SECTIONS : [])];
  const missing = [SERVER_DIST, ...site.map((pkg) => path.join(REPO, pkg, 'dist'))].filter(
    (dist) => !existsSync(dist),
  );
  if (missing.length > 0) {
    throw new Error(`Build first (npm run build): ${missing.map((m) => path.relative(REPO, m))}`);
  }
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  cpSync(SERVER_DIST, path.join(folder, 'shell/server/dist'), { recursive: true });
  for (const pkg of site) {
    cpSync(path.join(REPO, pkg, 'dist'), path.join(folder, pkg, 'dist'), { recursive: true });
  }
  const texts = path.join(folder, TEXTS.folder);
  cpSync(path.join(REPO, 'shared-i18n', TEXTS.locales), path.join(texts, TEXTS.locales), {
    recursive: true,
  });
  const { version } = readJson<{ version: string }>(path.join(REPO, 'shared-i18n/package.json'));
  writeJson(path.join(texts, 'package.json'), {
    name: TEXTS.name,
    version,
    private: true,
    description: 'The translations the server reads (a copy of shared-i18n/src/locales).',
    exports: { './locales/*': `./${TEXTS.locales}/*` },
  });

  const manifest = artefactManifest();
  writeJson(path.join(folder, 'package.json'), manifest);
  // npm pack leaves package-lock.json out and keeps npm-shrinkwrap.json; npm ci reads either.
  writeJson(
    path.join(folder, 'npm-shrinkwrap.json'),
    lockSubset(readJson<Lockfile>(path.join(REPO, 'package-lock.json')), 'shell/server', {
      name: manifest.name,
      version: manifest.version,
      dependencies: manifest.dependencies,
      links: { [TEXTS.name]: { folder: TEXTS.folder, version } },
    }),
  );
}

/** Stages the artefact in `folder` and packs it beside it; returns the tarball's path. */
export function packArtefact(folder: string, options: ArtefactOptions = {}): string {
  stageArtefact(folder, options);
  const name = execFileSync(
    'npm',
    ['pack', '--silent', '--pack-destination', path.dirname(path.resolve(folder))],
    { cwd: folder, encoding: 'utf8' },
  ).trim();
  return path.join(path.dirname(path.resolve(folder)), name);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const named = args.find((arg) => !arg.startsWith('--')) ?? 'artefact';
  // npm runs a workspace's script in its folder; the folder named is the caller's.
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), named);
  console.info(packArtefact(folder, { sections: !args.includes('--no-sections') }));
}
