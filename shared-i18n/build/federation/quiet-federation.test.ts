import { federation } from '@module-federation/vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietFederation } from './quiet-federation';
import { sharedDependencies } from './shared-dependencies';

const DEPENDENCIES = Object.fromEntries(
  ['react', 'react-dom', 'react-router-dom', 'i18next', 'react-i18next', 'zustand'].map((name) => [
    name,
    '^1.0.0',
  ]),
);
const site = () => ({
  name: 'app',
  filename: 'remoteEntry.js',
  shared: sharedDependencies({
    dependencies: { ...DEPENDENCIES, '@snowday/shared-i18n': '^1.0.0' },
  }),
});

let warnings: string[];

beforeEach(() => {
  // The plugin reads no options under a test runner unless told this is on purpose.
  vi.stubEnv('MFE_VITE_NO_TEST_ENV_CHECK', 'true');
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('federation for the shared list the site tree-shakes on purpose', () => {
  it('is what made every build warn about runtime-infer tree shaking', () => {
    federation(site());
    expect(warnings.filter((line) => line.includes('runtime-infer'))).toHaveLength(2);
  });

  it('builds without those warnings', () => {
    expect(quietFederation(site()).length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
    // Only while the options are read: later warnings are the console's own again.
    console.warn('later');
    expect(warnings).toEqual(['later']);
  });

  it('still warns for a library that is not on the list', () => {
    quietFederation({
      ...site(),
      shared: {
        ...site().shared,
        lodash: { singleton: true, treeShaking: { mode: 'runtime-infer', usedExports: ['map'] } },
      },
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Shared singleton "lodash" uses runtime-infer/);
  });
});
