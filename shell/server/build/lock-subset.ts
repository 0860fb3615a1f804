/**
 * The server's own lockfile, cut from the repository's: exactly the packages its production
 * dependencies reach, at the versions and integrity hashes the repository was tested with, so
 * `npm ci --omit=dev` in the artefact installs what the tests ran on and reaches no registry
 * metadata (docs/decisions/014-server-artefact.md#lockfile).
 */

/** One entry of a v3 lockfile's `packages`. */
export interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

export interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

export interface SubsetRoot {
  name: string;
  version: string;
  /** The artefact's production dependencies, as its package.json names them. */
  dependencies: Record<string, string>;
  /** Dependencies the artefact carries in a folder of its own (`file:`), by name. */
  links?: Record<string, { folder: string; version: string }>;
}

/** `a/node_modules/b/node_modules/@s/c` → its folders, innermost first, ending with the root. */
function foldersUp(location: string): string[] {
  const folders: string[] = [];
  for (let at = location; ;) {
    folders.push(at);
    if (at === '') return folders;
    const cut = at.lastIndexOf('/node_modules/');
    if (cut >= 0) at = at.slice(0, cut);
    else at = at.includes('/') ? at.slice(0, at.lastIndexOf('/')) : '';
  }
}

/** Where Node (and npm) find `name` from a package at `location`: the nearest node_modules. */
export function resolveFrom(
  packages: Record<string, unknown>,
  location: string,
  name: string,
): string | undefined {
  return foldersUp(location)
    .map((folder) => (folder === '' ? `node_modules/${name}` : `${folder}/node_modules/${name}`))
    .find((key) => key in packages);
}

/** What an entry needs installed beside it: required and optional edges (optional peers are not). */
function edges(entry: LockEntry): { name: string; optional: boolean }[] {
  const peers = Object.keys(entry.peerDependencies ?? {}).filter(
    (name) => entry.peerDependenciesMeta?.[name]?.optional !== true,
  );
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...peers.map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
  ];
}

const packageOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 13);

/**
 * The lockfile of a package made of `from`'s dependencies, resolved as Node resolves them from
 * the workspace at `from` in `lock`. Entries keep their nesting below the first `node_modules/`;
 * a package hoisted to a workspace's folder rather than the root moves to the root. Throws when
 * the cut tree would let any package find another version than it was tested with.
 */
export function lockSubset(lock: Lockfile, from: string, root: SubsetRoot): Lockfile {
  const source = lock.packages;
  const links = root.links ?? {};
  const required = new Set<string>();
  const reached = new Set<string>();
  const missing: string[] = [];
  const visit = (location: string, name: string, optional: boolean) => {
    const key = resolveFrom(source, location, name);
    if (key === undefined) {
      if (!optional) missing.push(`${name} (from ${location || 'the root'})`);
      return;
    }
    const seen = optional ? reached.has(key) : required.has(key);
    reached.add(key);
    if (!optional) required.add(key);
    if (seen) return;
    const entry = source[key];
    if (entry?.link) throw new Error(`${key} is a workspace link: bundle it or list it in links`);
    for (const edge of edges(entry ?? {})) visit(key, edge.name, optional || edge.optional);
  };
  for (const name of Object.keys(root.dependencies)) {
    if (!(name in links)) visit(from, name, false);
  }
  if (missing.length > 0) throw new Error(`Not in the lockfile: ${missing.join(', ')}`);

  // Where each entry lands: below its first node_modules/, so `shell/node_modules/x` → root.
  // Two versions of one package may meet there (the workspace's own beside the root's, which
  // another package needs): the one the workspace itself resolves takes the place, and the
  // other goes beside each package that uses it, as npm would nest it.
  const destination = new Map<string, string[]>();
  const taken = new Map<string, string>();
  const direct = new Set(
    Object.keys(root.dependencies).map((name) => resolveFrom(source, from, name)),
  );
  const first = (key: string) => (direct.has(key) ? 0 : 1);
  const displaced: string[] = [];
  for (const key of [...reached].sort((a, b) => first(a) - first(b) || a.localeCompare(b))) {
    const at = key.slice(key.indexOf('node_modules/'));
    if (taken.has(at)) displaced.push(key);
    else {
      taken.set(at, key);
      destination.set(key, [at]);
    }
  }
  for (const key of displaced) {
    const users = [...destination.keys()].filter((user) =>
      edges(source[user] ?? {}).some(({ name }) => resolveFrom(source, user, name) === key),
    );
    const places = users.flatMap((user) =>
      (destination.get(user) ?? []).map((at) => `${at}/node_modules/${packageOf(key)}`),
    );
    const clash = places.find((at) => taken.has(at)) ?? (places.length === 0 ? key : undefined);
    if (clash !== undefined) {
      throw new Error(`${key} and ${String(taken.get(clash))} would both be installed at ${clash}`);
    }
    for (const at of places) taken.set(at, key);
    destination.set(key, places);
  }

  const packages: Record<string, LockEntry> = {
    '': { name: root.name, version: root.version, dependencies: root.dependencies },
  };
  for (const [name, { folder, version }] of Object.entries(links)) {
    packages[`node_modules/${name}`] = { resolved: folder, link: true };
    packages[folder] = { name, version };
  }
  for (const [key, places] of destination) {
    const {
      dev: _dev,
      devOptional: _devOptional,
      optional: _optional,
      peer: _peer,
      ...entry
    } = source[key] ?? {};
    for (const at of places)
      packages[at] = required.has(key) ? entry : { ...entry, optional: true };
  }

  // Every package must find, in the cut tree, the very entry it found in the repository's.
  for (const name of Object.keys(root.dependencies).filter((n) => !(n in links))) {
    const before = resolveFrom(source, from, name);
    const after = resolveFrom(packages, '', name);
    if (before !== undefined && !(destination.get(before) ?? []).includes(after ?? '')) {
      throw new Error(`The artefact would not find ${name} where ${from} finds it (${before})`);
    }
  }
  for (const [key, places] of destination) {
    for (const at of places) {
      for (const { name } of edges(source[key] ?? {})) {
        const before = resolveFrom(source, key, name);
        const after = resolveFrom(packages, at, name);
        if (before !== undefined && !(destination.get(before) ?? []).includes(after ?? '')) {
          throw new Error(`${packageOf(at)} would find ${name} at ${String(after)}, not ${before}`);
        }
      }
    }
  }
  return { name: root.name, version: root.version, lockfileVersion: 3, requires: true, packages };
}
