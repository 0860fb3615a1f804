import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  adaptStartScript,
  FEDERATION_PLUGIN,
  FEDERATION_PLUGIN_VERSION,
  FederationOutputChanged,
  findStartScript,
  inlineStartScript,
  installedFederationPluginVersion,
} from './federation-start-script';

/**
 * Taken from the shell's own build with the pinned plugin, before the starter rewrote it: the
 * index.html Vite wrote, the plugin's start-up file and its pending-share queue's module.
 * Re-take them (see the folder's README) whenever the plugin changes version.
 */
const fixture = (name: string) =>
  readFileSync(
    new URL(`./testing/federation-vite-${FEDERATION_PLUGIN_VERSION}/${name}`, import.meta.url),
    'utf8',
  );
const html = fixture('index.html.txt');
const startScript = fixture('start-script.js.txt');
const pendingSource = fixture('pending-shares.js.txt');
const { file: startFile } = findStartScript(html);
const pendingFile = /["']\.\/(pendingShares-[\w-]+\.js)["']/.exec(startScript)?.[1];
const pendingShares = { fileName: `assets/${pendingFile}`, source: pendingSource };

const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { devDependencies: Record<string, string> };

describe('the pinned federation plugin', () => {
  it('is the version the adapter and its fixture were taken from, pinned exactly', () => {
    expect(rootPackage.devDependencies[FEDERATION_PLUGIN]).toBe(FEDERATION_PLUGIN_VERSION);
    expect(installedFederationPluginVersion()).toBe(FEDERATION_PLUGIN_VERSION);
  });
});

describe('findStartScript', () => {
  it("finds the plugin's start-up file in the index.html Vite wrote", () => {
    expect(startFile).toMatch(/^assets\/.+\.js$/);
  });

  it('fails loudly when the page no longer loads it so', () => {
    expect(() => findStartScript('<script src="/assets/x.js"></script>')).toThrow(
      FederationOutputChanged,
    );
  });
});

describe('adaptStartScript, on the real output', () => {
  it('drops the load and the call of the empty pending-share queue, and nothing else', () => {
    expect(pendingFile).toBeDefined();
    const code = adaptStartScript(startScript, pendingShares);
    expect(code).not.toContain('pendingShares');
    expect(code).not.toContain('preloadPendingShares');
    expect(code).toContain('await initHost();');
    expect(code).toContain('__mfModuleCache.pendingShareLoads');
    expect(startScript.length - code.length).toBeLessThan(300);
  });

  it('keeps a queue with work in it', () => {
    const busy = pendingSource.replace(
      /const __mfPendingShareImports = \[\s*\];/,
      'const __mfPendingShareImports = [["react", () => import("./react.js")]];',
    );
    expect(busy).not.toBe(pendingSource);
    expect(adaptStartScript(startScript, { ...pendingShares, source: busy })).toBe(startScript);
  });

  it('makes relative imports absolute, so the script runs from any page address', () => {
    const inline = inlineStartScript(adaptStartScript(startScript, pendingShares), startFile, '/');
    expect(inline).toMatch(/\(["']\/assets\/hostInit[\w-]*\.js["']\)/);
    expect(inline).not.toMatch(/["']\.\.?\//);
  });
});

describe('adaptStartScript fails loudly, naming what changed', () => {
  const changed = (from: string | RegExp, to: string) => {
    const code = startScript.replace(from, to);
    expect(code).not.toBe(startScript);
    return () => adaptStartScript(code, pendingShares);
  };

  it('when the host init is imported another way', () => {
    expect(changed('const __mfHostInit = await', 'const hostInit = await')).toThrow(
      /the host init is no longer imported/,
    );
  });

  it('when the host is initialised another way', () => {
    expect(changed('await initHost();', 'await initHost({});')).toThrow(/no longer initialised/);
  });

  it('when the app is imported another way', () => {
    expect(changed(/\}\)\(\)\.then\(\(\) => /, '})().finally(() => ')).toThrow(
      /the app is no longer imported/,
    );
  });

  it('when the pending-share queue is loaded another way', () => {
    expect(changed('preloadPendingShares();', 'preloadAll(); preloadPendingShares;')).toThrow(
      /no longer loads its pending-share queue/,
    );
    expect(() =>
      adaptStartScript(startScript, { ...pendingShares, fileName: 'assets/pendingShares-zz.js' }),
    ).toThrow(/pendingShares-zz\.js/);
  });

  it('when the queue module no longer declares its imports', () => {
    expect(() =>
      adaptStartScript(startScript, { ...pendingShares, source: 'export const queue = [];' }),
    ).toThrow(/no longer declares `const __mfPendingShareImports/);
  });

  it('when the queue is loaded but the bundle has no chunk for it', () => {
    expect(() => adaptStartScript(startScript)).toThrow(/no `pendingShares` chunk/);
  });

  it('when the script has module declarations', () => {
    expect(changed(/^/, 'import x from "./x.js";\n')).toThrow(/module declarations/);
  });

  it('with the versions in its message', () => {
    expect(() => adaptStartScript('')).toThrow(
      new RegExp(`${FEDERATION_PLUGIN}.*${FEDERATION_PLUGIN_VERSION.replace(/\./g, '\\.')}`),
    );
  });
});

describe('inlineStartScript', () => {
  it('follows the site base and files outside the script folder', () => {
    const code = 'import("../remoteEntry.js"); load(`./x.js`);';
    expect(inlineStartScript(code, 'assets/start.js', '/app/')).toBe(
      'import("/app/remoteEntry.js"); load(`/app/assets/x.js`);',
    );
  });
});
