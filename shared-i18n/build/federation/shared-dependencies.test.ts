import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedDependencies } from './shared-dependencies';

interface PackageJson {
  workspaces?: string[];
  dependencies?: Record<string, string>;
}

const root = (path: string) => new URL(`../../../${path}`, import.meta.url);

const read = (path: string) => JSON.parse(readFileSync(root(path), 'utf8')) as PackageJson;

/**
 * The apps that share libraries: every workspace built by Vite on this package, not the package
 * itself (the server and the site's tools use it in Node, where nothing is federated).
 */
const apps = (read('package.json').workspaces ?? []).filter(
  (name) =>
    name !== 'shared-i18n' &&
    existsSync(root(`${name}/vite.config.ts`)) &&
    read(`${name}/package.json`).dependencies?.['@snowday/shared-i18n'] !== undefined,
);

/** `react-dom/client` → `react-dom`, `@scope/x/y` → `@scope/x`: what package.json names. */
const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

describe('sharedDependencies', () => {
  it('shares each library as a singleton, with no range for the runtime to check', () => {
    const shared = sharedDependencies(read('shell/package.json'));
    expect(Object.keys(shared)).toContain('react');
    for (const entry of Object.values(shared)) {
      expect(entry).toMatchObject({ singleton: true, requiredVersion: false });
    }
  });

  it('refuses a shared library the app does not depend on', () => {
    expect(() => sharedDependencies({ dependencies: { react: '^19.0.0' } })).toThrow(
      /is shared but not a dependency/,
    );
  });

  // The runtime no longer compares versions as a page starts (it cost 6-10 ms of semver
  // parsing): every app built here must declare the very range the shell provides.
  it('every app declares the same range as the shell for each shared library', () => {
    expect([...apps].sort()).toEqual(['mfe-blog', 'mfe-calculator', 'mfe-pages', 'shell']);
    expect(apps).toEqual(expect.arrayContaining(['shell', 'mfe-calculator']));
    const shell = read('shell/package.json').dependencies ?? {};
    const libraries = [
      ...new Set(Object.keys(sharedDependencies({ dependencies: shell })).map(packageOf)),
    ];
    for (const app of apps) {
      const declared = read(`${app}/package.json`).dependencies ?? {};
      for (const library of libraries) {
        expect({ app, library, range: declared[library] }).toEqual({
          app,
          library,
          range: shell[library],
        });
      }
    }
  });
});
