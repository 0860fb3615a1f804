import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/architecture.md name every entry point shared-i18n exports: a newcomer
 * learns the doors from them, and an entry added without a word there is one nobody finds.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const manifest = JSON.parse(read('shared-i18n/package.json')) as {
  exports: Record<string, string>;
};
const entries = Object.keys(manifest.exports);

describe("shared-i18n's entry points in the docs", () => {
  it('README.md names each as the package it is imported by', () => {
    const readme = read('README.md');
    const named = entries.map((entry) => entry.replace(/^\./, '@snowday/shared-i18n'));
    expect(named.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it('docs/architecture.md names each by its path', () => {
    const architecture = read('docs/architecture.md');
    const missing = entries.filter(
      (entry) => entry !== '.' && !architecture.includes(`\`${entry.slice(1)}\``),
    );
    expect(missing).toEqual([]);
  });
});
