import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { SECTION_ASSETS_FILE, type SectionAssets } from '../../src/contract/section-assets';

interface ChunkMeta {
  viteMetadata?: { importedCss?: Set<string> };
}

const chunks = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** A chunk and every chunk it imports statically, with their CSS, in load order. */
function staticClosure(
  start: OutputChunk[],
  byFile: Map<string, OutputChunk>,
): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
    js.push(chunk.fileName);
    for (const file of (chunk as OutputChunk & ChunkMeta).viteMetadata?.importedCss ?? []) {
      css.add(file);
    }
  };
  start.forEach(visit);
  return { js, css: [...css] };
}

/**
 * Writes `section-assets.json` next to a remote's `remoteEntry.js`: for each exposed section,
 * the files a first visit needs (the entry, its start-up chunks, the section's chunks and CSS).
 * The shell's server reads it from the remote's address at run time and lists the files as
 * `modulepreload` hints in the page's HTML, so the browser fetches the section in parallel with
 * the shell instead of in a chain of entry, then module, then chunks
 * (docs/product/performance.md#first-paint). A remote redeployed with new hashes publishes a new
 * list with it; a stale or missing list only costs the hints, never the page.
 */
export function sectionAssets(options: {
  filename: string;
  exposes: Record<string, string>;
}): Plugin {
  let root = process.cwd();
  return {
    name: 'snowday-section-assets',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own generateBundle hooks, which drop the JavaScript of CSS-only chunks:
    // listing one of those would send every visitor a preload that fails with 404.
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const all = chunks(bundle);
        const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
        const entry = byFile.get(options.filename);
        if (!entry) this.error(`${options.filename} is not in the bundle`);
        // The entry imports its shared-library map while it initialises: part of every start-up.
        const startUp = all.filter((chunk) => chunk.name.includes('localSharedImportMap'));
        const exposes: SectionAssets['exposes'] = {};
        for (const [name, source] of Object.entries(options.exposes)) {
          const id = path.resolve(root, source);
          const sectionChunks = all.filter((chunk) => chunk.facadeModuleId === id);
          if (sectionChunks.length === 0) this.error(`No chunk for the exposed module ${name}`);
          exposes[name] = staticClosure([entry, ...startUp, ...sectionChunks], byFile);
        }
        const manifest: SectionAssets = { entry: options.filename, exposes };
        this.emitFile({
          type: 'asset',
          fileName: SECTION_ASSETS_FILE,
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      },
    },
  };
}
