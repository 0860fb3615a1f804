import path from 'node:path';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { SECTION_FILES_ELEMENT_ID } from '@snowday/shared-i18n/settings';
import type { Plugin } from 'vite';

/** Chunks loaded only when their language is shown (issue 5): never preloaded. */
const isLocaleChunk = (chunk: OutputChunk) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /[\\/]locales[\\/]/.test(id));

/** Fallback copies of shared libraries, for remotes that load without the shell: unused here. */
const isPrebuildFallback = (chunk: OutputChunk) => chunk.name.includes('__prebuild__');

/** Every `"./x.js"` string in a file's code (imports, `import()`, loaders), as bundle names. */
function literalImports(code: string, fromFile: string): string[] {
  const specifiers = code.matchAll(/[`'"](\.{1,2}\/[^`'"\s]+\.js)[`'"]/g);
  return [...specifiers].map((match) =>
    path.posix.join(path.posix.dirname(fromFile), match[1] ?? ''),
  );
}

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
 * The page's only script, inline: once the browser has painted the server's page (header,
 * heading, lead), it asks for every start-up file at once (the shell's, and the page's section
 * files the server listed), then starts the app. Nothing competes with the first paint, not even
 * the compiling of preloaded code, and nothing loads in a chain after it. Inline, it costs no
 * request and no round trip of its own; the server's CSP allows it by its hash
 * (`inlineScriptHashes`). A hidden tab, which gets no frames, starts at once.
 */
function paintFirst(entryFile: string, files: string[], base: string): string {
  const url = (file: string) => `${base}${file}`;
  return `const files = ${JSON.stringify(files.map(url))};
const hints = document.createDocumentFragment();
const hint = (rel, href, as) => {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  link.crossOrigin = '';
  link.href = href;
  hints.append(link);
  return link;
};
const sectionFiles = () => {
  try {
    const files = JSON.parse(document.getElementById(${JSON.stringify(SECTION_FILES_ELEMENT_ID)})?.textContent || '{}');
    const list = (value) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);
    return { entry: typeof files.entry === 'string' ? files.entry : undefined, js: list(files.js), css: list(files.css) };
  } catch {
    return { js: [], css: [] };
  }
};
const start = () => {
  const section = sectionFiles();
  files.forEach((file) => hint('modulepreload', file));
  // The remote's files are fetched once its entry has arrived: a remote that is down fails
  // only the entry (which a retry asks for under a new address), never the chunks a retry
  // will need, since a browser remembers a failed preload for the page's lifetime.
  if (section.entry) {
    const entry = hint('preload', section.entry, 'script');
    entry.addEventListener('load', () => {
      section.css.forEach((href) => hint('preload', href, 'style'));
      section.js.forEach((href) => hint('preload', href, 'script'));
      document.head.append(hints);
    });
  }
  document.head.append(hints);
  setTimeout(() => import(${JSON.stringify(url(entryFile))}), 0);
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
`;
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
 * Shapes the shell's HTML for the first paint (issue 5): stylesheets inlined, and one small
 * inline starter script that, after the first paint, preloads every file the start-up needs (the
 * federation runtime, each shared library, the app, the page's section) at once. Without the
 * list the browser discovers them in a chain (entry, host init, each shared library, the app,
 * the remote's entry, its chunks): many round trips on a phone. Runs after the federation
 * plugin has emitted its last files; the e2e budget test checks that the list and the page's
 * actual requests agree.
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
      handler(_options, bundle) {
        const html = bundle['index.html'] as OutputAsset | undefined;
        if (!html) this.error('startup-html: no index.html');
        let source = String(html.source);
        const entry = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>/.exec(
          source,
        );
        if (!entry?.[1]) this.error('startup-html: no module entry in index.html');
        const scripts = [...source.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map(
          (match) => match[1] ?? '',
        );
        // Vite's own hints are replaced by the starter's complete list.
        source = source.replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
        const starter = paintFirst(entry[1], startupFiles(bundle, scripts), base);
        source = source.replace(entry[0], () => `<script type="module">${starter}</script>`);
        html.source = inlineStylesheets(source, bundle);
      },
    },
  };
}
