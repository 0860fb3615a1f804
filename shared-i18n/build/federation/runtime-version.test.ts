import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { versionOnly } from './runtime-version';

const require = createRequire(import.meta.url);

describe('versionOnly', () => {
  it("keeps the installed federation runtime's name and version, and nothing else", () => {
    const path = require.resolve('@module-federation/runtime/package.json');
    const manifest = readFileSync(path, 'utf8');
    const { version } = JSON.parse(manifest) as { version: string };
    expect(JSON.parse(versionOnly(manifest))).toEqual({
      name: '@module-federation/runtime',
      version,
    });
    expect(versionOnly(manifest).length).toBeLessThan(manifest.length / 10);
  });

  it('refuses a manifest without a version', () => {
    expect(() => versionOnly('{"name":"x"}')).toThrow(/version/);
  });
});
