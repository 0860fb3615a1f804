/**
 * An eslint-plugin-import resolver for this repository's own packages (`@snowday/*`): it
 * resolves a specifier through the package's `exports` map, as Node and Vite do, so that lint
 * zones see where `@snowday/shared-i18n/server` really leads. The plain node resolver does not
 * read `exports`, and such imports slipped past the zones. Other specifiers are left to the node
 * resolver. Plain JavaScript, no dependency: the lock file installs on every platform.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** `@snowday/name` → { dir, exports } for every workspace. */
const packages = new Map(
  rootManifest.workspaces.map((workspace) => {
    const dir = path.join(root, workspace);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return [manifest.name, { dir, exports: manifest.exports ?? {} }];
  }),
);

/** The file an `exports` map gives a subpath (`./server`, `./locales/en/x.json`), if any. */
function exportTarget(exportsMap, subpath) {
  if (typeof exportsMap[subpath] === 'string') return exportsMap[subpath];
  for (const [key, target] of Object.entries(exportsMap)) {
    if (!key.endsWith('*') || typeof target !== 'string') continue;
    const prefix = key.slice(0, -1);
    if (subpath.startsWith(prefix)) return target.replace('*', subpath.slice(prefix.length));
  }
  return undefined;
}

module.exports = {
  interfaceVersion: 2,
  resolve(source) {
    const match = /^(@snowday\/[^/]+)(\/.*)?$/.exec(source);
    const pkg = match && packages.get(match[1]);
    if (!pkg) return { found: false };
    const target = exportTarget(pkg.exports, match[2] ? `.${match[2]}` : '.');
    return target ? { found: true, path: path.join(pkg.dir, target) } : { found: false };
  },
  /** For the lint test and the config: the files a workspace exports, relative to its folder. */
  exportedFiles(name) {
    const pkg = packages.get(name);
    return pkg ? Object.values(pkg.exports).filter((t) => !t.includes('*')) : [];
  },
};
