import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { shellTexts, startupFiles } from './startup-html';

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

describe('shellTexts', () => {
  it('lists the texts the start-up bundles in English, by the <html lang> of each other language', () => {
    const locale = (lang: string, namespace = 'common') => ({
      moduleIds: [`/repo/shared-i18n/src/locales/${lang}/${namespace}.json`],
    });
    const bundle = bundleOf(
      chunk('assets/app.js', { moduleIds: ['/src/app.ts', locale('en').moduleIds[0] ?? ''] }),
      chunk('assets/common-fr.js', locale('fr')),
      chunk('assets/common-zh.js', locale('zh')),
      // A namespace the start-up does not show in English is not asked for in another language.
      chunk('assets/blog-fr.js', locale('fr', 'blog')),
    );
    expect(shellTexts(bundle, ['assets/app.js'])).toEqual({
      fr: ['assets/common-fr.js'],
      'zh-CN': ['assets/common-zh.js'],
    });
  });
});
