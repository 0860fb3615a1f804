import { federation } from '@module-federation/vite';
import type { Plugin, UserConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { federationChunks, providedLibrariesChunkName } from './federation-chunks';

interface Group {
  name?: string | ((id: string) => string | null | undefined);
  test?: RegExp;
  priority?: number;
}

type OutputOptions = { codeSplitting?: { groups?: Group[] } };
type Hook<Args extends unknown[], Result> = (this: unknown, ...args: Args) => Result;

const OWNER = 'virtual:mf:__mfe_internal__app__mf_owner__1';

/** The output options `@module-federation/vite` (the installed version) hands to Rolldown. */
function federationOutput(): OutputOptions {
  // The plugin returns no plugins under a test runner unless told this is on purpose.
  vi.stubEnv('MFE_VITE_NO_TEST_ENV_CHECK', 'true');
  const plugins = federation({
    name: 'app',
    filename: 'remoteEntry.js',
    shared: { react: { singleton: true } },
  }) as Plugin[];
  const shims = plugins.find((plugin) => plugin.name === 'module-federation-esm-shims');
  const config: UserConfig = { build: {} };
  (shims?.config as Hook<[UserConfig, unknown], void>).call(
    { meta: { rolldownVersion: '1.2.10' } },
    config,
    { command: 'build', mode: 'production' },
  );
  return (config.build?.rolldownOptions?.output ?? {}) as OutputOptions;
}

function applyTo(output: OutputOptions): Group[] {
  const hook = federationChunks().outputOptions as Hook<[OutputOptions], OutputOptions>;
  return hook.call({}, output).codeSplitting?.groups ?? [];
}

function chunkFor(groups: Group[], id: string): string | null | undefined {
  for (const group of [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))) {
    if (typeof group.name === 'function') {
      const name = group.name(id);
      if (name) return name;
    } else if (group.test?.test(id)) {
      return group.name;
    }
  }
  return undefined;
}

describe('providedLibrariesChunkName', () => {
  it('gives every wrapper that carries its library the same chunk', () => {
    const react = providedLibrariesChunkName(`${OWNER}__loadShare__react__loadShare__.js`);
    const dom = providedLibrariesChunkName(`${OWNER}__loadShare__react_mf_2_dom__loadShare__.js`);
    expect(react).toBe(`${OWNER}__loadShare__provided`);
    expect(dom).toBe(react);
  });

  it("keeps the plugin's other names", () => {
    expect(providedLibrariesChunkName(`${OWNER}__loadShare__shared`)).toBe(
      `${OWNER}__loadShare__shared`,
    );
    expect(providedLibrariesChunkName('runtimeInit')).toBe('runtimeInit');
    expect(providedLibrariesChunkName('loadShare-eager')).toBe('loadShare-eager');
    expect(providedLibrariesChunkName(null)).toBeNull();
  });
});

describe('federationChunks', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('adjusts the groups of the installed @module-federation/vite', () => {
    const groups = applyTo(federationOutput());

    expect(chunkFor(groups, '\0vite/preload-helper.js')).toBe('mf-runtime');
    expect(
      chunkFor(groups, '/app/node_modules/@module-federation/runtime-core/dist/index.js'),
    ).toBe('mf-runtime');
    expect(chunkFor(groups, '\0virtual:mf-external-runtime-core')).toBe('mf-runtime');
    expect(chunkFor(groups, '/app/src/main.tsx')).toBeUndefined();
    expect(chunkFor(groups, `${OWNER}__loadShare__react__loadShare__.js`)).toBe(
      `${OWNER}__loadShare__provided`,
    );
  });

  it('fails the build when the plugin no longer has the groups it adjusts', () => {
    expect(() => applyTo({ codeSplitting: { groups: [{ name: 'vendor', priority: 1 }] } })).toThrow(
      /chunk groups not found/,
    );
    expect(() => applyTo({})).toThrow(/chunk groups not found/);
  });

  it('wraps the naming group so provided libraries share a chunk', () => {
    const naming = (id: string) => (id.includes('__loadShare__') ? id : null);
    const groups = applyTo({
      codeSplitting: {
        groups: [
          { name: 'vite-preload-helper', test: /preload-helper/, priority: 1_000_001 },
          { name: naming, priority: 1_000_000 },
        ],
      },
    });

    expect(chunkFor(groups, `${OWNER}__loadShare__zustand__loadShare__.js`)).toBe(
      `${OWNER}__loadShare__provided`,
    );
    expect(chunkFor(groups, `${OWNER}__loadShare__shared`)).toBe(`${OWNER}__loadShare__shared`);
  });
});
