import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

const MAP_DEPS = 'const __vite__mapDeps=(i)=>i;\n';

function generate(bundle: Record<string, OutputChunk | OutputAsset>) {
  const hook = compileHints().generateBundle as {
    handler: (options: unknown, bundle: OutputBundle) => void;
  };
  hook.handler({}, bundle as OutputBundle);
}

const chunk = (fileName: string, code: string) =>
  // Only the fields the plugin reads; the rest of rolldown's chunk is irrelevant here.
  ({ type: 'chunk', fileName, code }) as OutputChunk;
const asset = (fileName: string, source: string | Uint8Array) =>
  ({ type: 'asset', fileName, source }) as OutputAsset;

describe('compileHints', () => {
  it("puts the hint on every chunk's first line, before Vite's dependency map", () => {
    const app = chunk('assets/app.js', `${MAP_DEPS}import"./b.js";`);
    const css = asset('assets/app.css', 'a{}');
    generate({ 'assets/app.js': app, 'assets/app.css': css });
    expect(app.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(app.code).toBe(`${COMPILE_HINT}\n${MAP_DEPS}import"./b.js";`);
    expect(css.source).toBe('a{}');
  });

  it("counts the hint in each chunk's hash, so a file's name changes with its content", () => {
    const { augmentChunkHash } = compileHints();
    expect((augmentChunkHash as () => string)()).toBe(COMPILE_HINT);
  });

  it('makes the compressed copies again from the hinted code, and only once', () => {
    const app = chunk('assets/app.js', 'export const a=1;');
    const br = asset('assets/app.js.br', 'stale');
    const gz = asset('assets/app.js.gz', 'stale');
    const bundle = { 'assets/app.js': app, 'assets/app.js.br': br, 'assets/app.js.gz': gz };
    generate(bundle);
    generate(bundle);
    expect(app.code).toBe(`${COMPILE_HINT}\nexport const a=1;`);
    expect(brotliDecompressSync(br.source as Uint8Array).toString()).toBe(app.code);
    expect(gunzipSync(gz.source as Uint8Array).toString()).toBe(app.code);
  });
});
