import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { sectionTexts } from '@snowday/shared-i18n/build/federation';
import { HTML_LANG, isLanguage } from '@snowday/shared-i18n/core';
import type { Plugin } from 'vite';
import { adaptStartScript, findStartScript, inlineStartScript } from './federation-start-script';
import { languageRedirectScript } from './language-redirect';
import { paintFirst } from './paint-first';
import { literalImports } from './relative-scripts';
import { TAP_KEEPER_SCRIPT } from './tap-keeper';

/**
 * Chunks loaded only when their language is shown (docs/product/performance.md#loading-on-demand):
 * never preloaded.
 */
const isLocaleChunk = (chunk: OutputChunk) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /[\\/]locales[\\/]/.test(id));

/** Fallback copies of shared libraries, for remotes that load without the shell: unused here. */
const isPrebuildFallback = (chunk: OutputChunk) => chunk.name.includes('__prebuild__');

/** Every JavaScript file the HTML's scripts load at start-up, statically or through `import()`. */
export function startupFiles(bundle: OutputBundle, scripts: string[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (!item || seen.has(fileName) || !fileName.endsWith('.js')) return;
    if (item.type === 'chunk' && (isLocaleChunk(item) || isPrebuildFallback(item))) return;
    seen.add(fileName);
    const code = item.type === 'chunk' ? item.code : String(item.source);
    const known = item.type === 'chunk' ? [...item.imports, ...item.dynamicImports] : [];
    // The federation plugin emits some files (tree-shaken shared libraries, its pending-share
    // queue) after the main pass: only the importing code names them.
    for (const file of [...known, ...literalImports(code, fileName)]) visit(file);
  };
  scripts.forEach(visit);
  return [...seen];
}

/**
 * The shell's own texts in each language but English, by the page's `<html lang>`: a page in
 * that language asks for them with the start-up files, not once the app has started
 * (docs/product/performance.md#first-paint). The same rule as a section's texts: the namespaces
 * whose English the start-up files bundle.
 */
export function shellTexts(bundle: OutputBundle, startup: string[]): Record<string, string[]> {
  const all = Object.values(bundle).filter((item) => item.type === 'chunk');
  const closure = all.filter((chunk) => startup.includes(chunk.fileName));
  return Object.fromEntries(
    Object.entries(sectionTexts(closure, all)).flatMap(([language, files]) =>
      isLanguage(language) ? [[HTML_LANG[language], files]] : [],
    ),
  );
}

/**
 * The shell's stylesheets, inlined: the first paint then needs no request but the page itself
 * (the CSS is a few kilobytes compressed, less than one more round trip costs on a phone).
 */
function inlineStylesheets(html: string, bundle: OutputBundle): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (link, file: string) => {
      const css = bundle[file];
      if (css?.type !== 'asset') return link;
      const source = String(css.source);
      if (/<\/style/i.test(source)) return link;
      return `<style>${source}</style>`;
    },
  );
}

/**
 * Shapes the shell's HTML for the first paint (docs/product/performance.md#first-paint):
 * stylesheets inlined, the language redirect, the tap keeper, and one small inline starter
 * script that, after the first paint, preloads every file the start-up needs (the federation
 * runtime, each shared library, the app, the page's section) at once. Without the list the
 * browser discovers them in a chain (entry, host init, each shared library, the app, the
 * remote's entry, its chunks): many round trips on a phone. Runs after the federation plugin has
 * emitted its last files; the e2e budget test checks that the list and the page's actual
 * requests agree.
 */
export function startupHtml(): Plugin {
  let base = '/';
  return {
    name: 'snowday-startup-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'] as OutputAsset | undefined;
        if (!html) this.error('startup-html: no index.html');
        let source = String(html.source);
        // The plugin's own output is read by one adapter, which stops the build when it has
        // changed shape (docs/decisions/008-federation-start-script-adapter.md).
        const entry = findStartScript(source);
        const startFile = entry.file;
        const start = bundle[startFile];
        if (start?.type !== 'asset') this.error(`startup-html: ${startFile} is not in the bundle`);
        const pendingChunk = Object.values(bundle).find(
          (item): item is OutputChunk => item.type === 'chunk' && item.name === 'pendingShares',
        );
        const pendingSource = pendingChunk?.facadeModuleId
          ? this.getModuleInfo(pendingChunk.facadeModuleId)?.code
          : undefined;
        const pendingShares = pendingChunk && {
          fileName: pendingChunk.fileName,
          source: pendingSource ?? '',
        };
        // Vite's own hints are replaced by the starter's complete list.
        source = source.replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
        const startCode = adaptStartScript(String(start.source), pendingShares);
        const startup = startupFiles(bundle, literalImports(startCode, startFile));
        const starter = paintFirst(
          inlineStartScript(startCode, startFile, base),
          startup,
          base,
          shellTexts(bundle, startup),
        );
        source = source.replace(entry.tag, () => `<script type="module">${starter}</script>`);
        // A page in a language the visitor does not want is left before it is painted.
        const charset = '<meta charset="UTF-8" />';
        if (!source.includes(charset)) this.error('startup-html: no <meta charset> in index.html');
        const redirect = await languageRedirectScript();
        source = source.replace(charset, () => `${charset}\n    <script>${redirect}</script>`);
        // Taps made before the app has started are kept for it, from the first paint on.
        source = source.replace(
          '</head>',
          () => `<script>${TAP_KEEPER_SCRIPT}</script>\n  </head>`,
        );
        // Inlined, the start-up file is never asked for: it goes, with its compressed copies.
        for (const fileName of Object.keys(bundle)) {
          if (fileName === startFile || fileName.startsWith(`${startFile}.`)) {
            // Removing an output file is deleting its key (Rollup's plugin API).
            Reflect.deleteProperty(bundle, fileName);
          }
        }
        html.source = inlineStylesheets(source, bundle);
      },
    },
  };
}
