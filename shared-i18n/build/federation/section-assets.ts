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

/** A translation file's path: its language and its file name (`fr`, `result.json`). */
const LOCALE_FILE = /[\\/]locales[\\/]([a-z]{2}(?:-[A-Za-z]+)?)[\\/]([\w-]+\.json)$/;

/**
 * The chunks holding a section's texts in each language but English. A section shows the
 * namespaces whose English it bundles (docs/decisions/012-one-paint.md#words), and loads the
 * same files in the page's language as it starts: listed, they are fetched with its code
 * instead of after it has run.
 */
export function sectionTexts(
  closure: readonly Pick<OutputChunk, 'moduleIds'>[],
  all: readonly Pick<OutputChunk, 'moduleIds' | 'fileName'>[],
): Record<string, string[]> {
  const english = new Set(
    closure
      .flatMap((chunk) => chunk.moduleIds)
      .map((id) => LOCALE_FILE.exec(id))
      .filter((match) => match?.[1] === 'en')
      .map((match) => match?.[2]),
  );
  const texts: Record<string, string[]> = {};
  for (const chunk of all) {
    const files = chunk.moduleIds.map((id) => LOCALE_FILE.exec(id));
    // Only chunks of texts alone: code that happens to hold a translation loads with its code.
    if (files.length === 0) continue;
    const languages = new Set<string>();
    for (const match of files) {
      if (!match) {
        languages.clear();
        break;
      }
      if (match[1] !== 'en' && english.has(match[2])) languages.add(match[1] ?? '');
    }
    for (const language of languages) (texts[language] ??= []).push(chunk.fileName);
  }
  return texts;
}

/**
 * Writes `section-assets.json` next to a remote's `remoteEntry.js`: for each exposed section,
 * the files a first visit needs (the entry, its start-up chunks, the section's chunks and CSS,
 * and its texts in each other language).
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
          const files = staticClosure([entry, ...startUp, ...sectionChunks], byFile);
          const closure = files.js.flatMap((file) => byFile.get(file) ?? []);
          exposes[name] = { ...files, texts: sectionTexts(closure, all) };
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
