// @vitest-environment node
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { inlineStartScript, startupFiles, withoutPendingSharesImport } from './startup-html';

interface ChunkFields {
  imports?: string[];
  dynamicImports?: string[];
  code?: string;
  moduleIds?: string[];
  name?: string;
}

function chunk(
  fileName: string,
  {
    imports = [],
    dynamicImports = [],
    code = '',
    moduleIds = ['/src/x.ts'],
    name = 'x',
  }: ChunkFields = {},
): OutputChunk {
  // Only the fields startupFiles reads; the rest of rolldown's chunk is irrelevant here.
  return { type: 'chunk', fileName, name, imports, dynamicImports, code, moduleIds } as never;
}

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle;
}

describe('startupFiles', () => {
  it('follows static, dynamic and literal imports from the page scripts', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', { imports: ['assets/react.js'], dynamicImports: ['assets/app.js'] }),
      chunk('assets/react.js'),
      chunk('assets/app.js', { code: 'load(() => import("./late.js"))' }),
      chunk('assets/late.js'),
      chunk('assets/unused.js'),
    );
    expect(startupFiles(bundle, ['assets/index.js']).sort()).toEqual([
      'assets/app.js',
      'assets/index.js',
      'assets/late.js',
      'assets/react.js',
    ]);
  });

  it('leaves out language texts and the fallback copies of shared libraries', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', { dynamicImports: ['assets/fr.js', 'assets/react-prebuild.js'] }),
      chunk('assets/fr.js', { moduleIds: ['/shared-i18n/src/locales/fr/common.json'] }),
      chunk('assets/react-prebuild.js', { name: 'react__prebuild__' }),
    );
    expect(startupFiles(bundle, ['assets/index.js'])).toEqual(['assets/index.js']);
  });

  it('survives import cycles and names that are not in the bundle', () => {
    const bundle = bundleOf(
      chunk('assets/a.js', { imports: ['assets/b.js', 'assets/missing.js'] }),
      chunk('assets/b.js', { imports: ['assets/a.js'] }),
    );
    expect(startupFiles(bundle, ['assets/a.js']).sort()).toEqual(['assets/a.js', 'assets/b.js']);
  });
});

/** The shape of the federation plugin's start-up script (its 1.x `getBootstrapSource`). */
const START_SCRIPT = `const __mfImport = (src) => import(src);
(async () => {
  const __mfHostInit = await __mfImport("./hostInit-a1.js");
  await __mfHostInit.__tla;
  const { initHost } = __mfHostInit;
  await initHost();
  const __mfPendingShares = await __mfImport("./pendingShares-b2.js").catch(() => undefined);
  if (__mfPendingShares && typeof __mfPendingShares.preloadPendingShares === "function") await __mfPendingShares.preloadPendingShares();
  if (__mfModuleCache.pendingShareLoads) {
    await Promise.all(__mfModuleCache.pendingShareLoads);
  }
})().then(() => __mfImport("./index-c3.js"));
`;

describe('inlineStartScript', () => {
  it('makes relative imports absolute, so the script runs from any page address', () => {
    const inline = inlineStartScript(START_SCRIPT, 'assets/mf-entry-bootstrap-0.js', '/');
    expect(inline).toContain('__mfImport("/assets/hostInit-a1.js")');
    expect(inline).toContain('__mfImport("/assets/index-c3.js")');
    expect(inline).not.toMatch(/["']\.\.?\//);
  });

  it('follows the site base and files outside the script folder', () => {
    const code = 'import("../remoteEntry.js"); load(`./x.js`);';
    expect(inlineStartScript(code, 'assets/start.js', '/app/')).toBe(
      'import("/app/remoteEntry.js"); load(`/app/assets/x.js`);',
    );
  });

  it('refuses a script with module declarations, which cannot run inside a function', () => {
    expect(() => inlineStartScript('import x from "./x.js";\nx();', 'a.js', '/')).toThrow(
      /module declarations/,
    );
    expect(() => inlineStartScript('export const a = 1;', 'a.js', '/')).toThrow();
  });
});

describe('withoutPendingSharesImport', () => {
  it('drops the load and the call of the pending-share queue, and nothing else', () => {
    const code = withoutPendingSharesImport(START_SCRIPT, 'assets/pendingShares-b2.js');
    expect(code).not.toContain('pendingShares');
    expect(code).toContain('await initHost();\n  if (__mfModuleCache.pendingShareLoads)');
    expect(code).toContain('__mfImport("./index-c3.js")');
  });

  it('leaves a script alone that loads another file or has changed shape', () => {
    expect(withoutPendingSharesImport(START_SCRIPT, 'assets/pendingShares-zz.js')).toBe(
      START_SCRIPT,
    );
    const changed = START_SCRIPT.replace('preloadPendingShares();', 'preloadAll();');
    expect(withoutPendingSharesImport(changed, 'assets/pendingShares-b2.js')).toBe(changed);
  });
});
