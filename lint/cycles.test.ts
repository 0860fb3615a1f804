import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run check:cycles` (part of `npm run lint`) refuses an import cycle anywhere in the
 * packages, and lets a cycle of types alone be: it is gone once TypeScript is compiled.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lib = path.join(root, 'mfe-calculator/src/lib');
const planted = (name: string) => path.join(lib, `planted-${name}-${String(process.pid)}.ts`);
const files = {
  a: planted('cycle-a'),
  b: planted('cycle-b'),
  typeA: planted('types-a'),
  typeB: planted('types-b'),
};
const ref = (file: string) => `./${path.basename(file, '.ts')}`;

afterAll(() => {
  for (const file of Object.values(files)) rmSync(file, { force: true });
});

describe('the import cycle check', () => {
  it('names a cycle of values, and not one of types', async () => {
    writeFileSync(files.a, `import { b } from '${ref(files.b)}';\nexport const a = () => b;\n`);
    writeFileSync(files.b, `import { a } from '${ref(files.a)}';\nexport const b = () => a;\n`);
    writeFileSync(
      files.typeA,
      `import type { B } from '${ref(files.typeB)}';\nexport interface A { b?: B }\n`,
    );
    writeFileSync(
      files.typeB,
      `import type { A } from '${ref(files.typeA)}';\nexport interface B { a?: A }\n`,
    );
    const run = promisify(execFile)('npm', ['run', '--silent', 'check:cycles'], { cwd: root });
    const failure = await run.then(
      () => undefined,
      (error: unknown) => error as { code: number; stdout: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain(path.basename(files.a));
    expect(failure?.stdout).not.toContain(path.basename(files.typeA));
  }, 60_000);
});
