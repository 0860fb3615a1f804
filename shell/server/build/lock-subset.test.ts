import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverDependencies } from './build-server';
import { lockSubset, resolveFrom, type Lockfile } from './lock-subset';

const ROOT = { name: '@snowday/server', version: '1.0.0' };

/** A workspace at `shell/server` beside the root's own devDependency, in a repository's lock. */
const repositoryLock = (): Lockfile => ({
  lockfileVersion: 3,
  packages: {
    '': { name: 'repo', workspaces: ['shell', 'shell/server'], devDependencies: { vite: '^1' } },
    'shell/server': { name: '@snowday/server', dependencies: { web: '^1', texts: '^1' } },
    'node_modules/texts': { resolved: 'shared', link: true },
    'node_modules/web': {
      version: '1.0.0',
      integrity: 'sha512-web',
      dependencies: { parse: '^2' },
      optionalDependencies: { 'web-linux-x64': '1.0.0', 'web-darwin-arm64': '1.0.0' },
      peerDependencies: { react: '^19', debug: '^4' },
      peerDependenciesMeta: { debug: { optional: true } },
    },
    'node_modules/web/node_modules/parse': { version: '2.0.0', integrity: 'sha512-parse2' },
    'node_modules/parse': { version: '1.0.0', dev: true, integrity: 'sha512-parse1' },
    'node_modules/web-linux-x64': { version: '1.0.0', optional: true, os: ['linux'] },
    'node_modules/react': { version: '19.0.0', integrity: 'sha512-react' },
    'node_modules/debug': { version: '4.0.0', integrity: 'sha512-debug' },
    'node_modules/vite': { version: '1.0.0', dev: true, integrity: 'sha512-vite' },
  },
});

describe('the server lockfile cut from the repository one', () => {
  const cut = () =>
    lockSubset(repositoryLock(), 'shell/server', {
      ...ROOT,
      dependencies: { web: '^1', texts: 'file:shared' },
      links: { texts: { folder: 'shared', version: '1.0.0' } },
    });

  it('keeps exactly what the production dependencies reach, nested as it was', () => {
    expect(Object.keys(cut().packages).sort()).toEqual(
      [
        '',
        'node_modules/react',
        'node_modules/texts',
        'node_modules/web',
        'node_modules/web-linux-x64',
        'node_modules/web/node_modules/parse',
        'shared',
      ].sort(),
    );
  });

  it('installs every entry in production, and a platform binary only where it fits', () => {
    const { packages } = cut();
    expect(packages['node_modules/web']).not.toHaveProperty('dev');
    expect(packages['node_modules/web']?.integrity).toBe('sha512-web');
    expect(packages['node_modules/web-linux-x64']?.optional).toBe(true);
    expect(packages['node_modules/react']).not.toHaveProperty('optional');
    expect(packages['']?.dependencies).toEqual({ web: '^1', texts: 'file:shared' });
    expect(packages['node_modules/texts']).toEqual({ resolved: 'shared', link: true });
  });

  it('moves a package hoisted to the workspace folder to the root', () => {
    const lock = repositoryLock();
    lock.packages['shell/node_modules/react'] = { version: '19.1.0' };
    const { packages } = lockSubset(lock, 'shell/server', {
      ...ROOT,
      dependencies: { react: '^19' },
    });
    expect(packages['node_modules/react']?.version).toBe('19.1.0');
  });

  it('nests the root version beside the package that needs it, when the server takes its own', () => {
    const lock = repositoryLock();
    // The server takes react from shell/, `web` the root's: as npm would, the server's own goes
    // to the root, and the one `web` was tested with beside `web`.
    lock.packages['shell/node_modules/react'] = { version: '19.1.0' };
    const { packages } = lockSubset(lock, 'shell/server', {
      ...ROOT,
      dependencies: { react: '^19', web: '^1' },
    });
    expect(packages['node_modules/react']?.version).toBe('19.1.0');
    expect(packages['node_modules/web/node_modules/react']?.version).toBe('19.0.0');
    expect(resolveFrom(packages, 'node_modules/web', 'react')).toBe(
      'node_modules/web/node_modules/react',
    );
  });

  it('names a dependency the repository never installed', () => {
    expect(() =>
      lockSubset(repositoryLock(), 'shell/server', { ...ROOT, dependencies: { left: '^1' } }),
    ).toThrow(/Not in the lockfile: left/);
  });

  it('resolves as Node does, from the nearest node_modules outwards', () => {
    const { packages } = repositoryLock();
    expect(resolveFrom(packages, 'node_modules/web', 'parse')).toBe(
      'node_modules/web/node_modules/parse',
    );
    expect(resolveFrom(packages, 'shell/server', 'parse')).toBe('node_modules/parse');
    expect(resolveFrom(packages, 'shell/server', 'absent')).toBeUndefined();
  });

  it("cuts the repository's own lockfile for the server's dependencies", () => {
    const lock = JSON.parse(
      readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8'),
    ) as Lockfile;
    const dependencies = serverDependencies();
    const { packages } = lockSubset(lock, 'shell/server', { ...ROOT, dependencies });
    for (const name of Object.keys(dependencies)) {
      expect(packages[`node_modules/${name}`]?.version, name).toBeTruthy();
    }
    expect(Object.keys(packages)).not.toContain('node_modules/vite');
  });
});
