import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage } from '@snowday/shared-i18n/core';
import { SECTION_FILES_ELEMENT_ID } from '@snowday/shared-i18n/settings';
import type { Plugin } from 'vite';
import { adaptStartScript, findStartScript, inlineStartScript } from './federation-start-script';
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
 * (docs/product/performance.md#first-paint).
 */
export function shellTexts(bundle: OutputBundle): Record<string, string[]> {
  const texts: Record<string, string[]> = {};
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk' || !isLocaleChunk(item)) continue;
    const languages = new Set(
      item.moduleIds.map((id) => /[\\/]locales[\\/]([^\\/]+)[\\/]/.exec(id)?.[1] ?? ''),
    );
    for (const language of languages) {
      if (!isLanguage(language) || language === DEFAULT_LANGUAGE) continue;
      (texts[HTML_LANG[language]] ??= []).push(item.fileName);
    }
  }
  return texts;
}

/** How many hints the starter adds per task: each starts a fetch, about a millisecond apiece here. */
export const HINTS_PER_TASK = 3;

/**
 * The page's only script, inline: once the browser has painted the server's page (header,
 * heading, lead), it asks for every start-up file (the shell's, and the page's section files the
 * server listed), then starts the app. Nothing competes with the first paint, not even the
 * compiling of preloaded code, and nothing loads in a chain after it. The hints go in a few per
 * task, yielding in between, so that asking for twenty files is not one long task
 * (docs/product/performance.md#blocking-time); the fetches still all leave within a
 * few milliseconds. Inline, it costs no request and no round trip of its own; the server's CSP
 * allows it by its hash (`inlineScriptHashes`). A hidden tab, which gets no frames, starts at once.
 */
export function paintFirst(
  startScript: string,
  files: string[],
  base: string,
  texts: Record<string, string[]> = {},
): string {
  const url = (file: string) => `${base}${file}`;
  const textUrls = Object.fromEntries(
    Object.entries(texts).map(([lang, list]) => [lang, list.map(url)]),
  );
  return `const texts = ${JSON.stringify(textUrls)};
const files = [...${JSON.stringify(files.map(url))}, ...(texts[document.documentElement.lang] || [])];
const hint = ([rel, href, as]) => {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  link.crossOrigin = '';
  link.href = href;
  return link;
};
// A task of its own, without the clamping of nested timers.
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
const addHints = async (hints) => {
  for (let i = 0; i < hints.length; i += ${HINTS_PER_TASK}) {
    if (i > 0) await nextTask();
    document.head.append(...hints.slice(i, i + ${HINTS_PER_TASK}).map(hint));
  }
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
const start = async () => {
  const section = sectionFiles();
  // The remote's files are fetched once its entry has arrived: a remote that is down fails
  // only the entry (which a retry asks for under a new address), never the chunks a retry
  // will need, since a browser remembers a failed module for the page's lifetime. They are
  // modules, and preloaded as such: compiled off the main thread, ready in the module map
  // ('preload as=script' fetched them as classic scripts, compiled again on import).
  if (section.entry) {
    const entry = hint(['modulepreload', section.entry]);
    entry.addEventListener('load', () => {
      void addHints([
        ...section.css.map((href) => ['preload', href, 'style']),
        ...section.js.map((href) => ['modulepreload', href]),
      ]);
    });
    document.head.append(entry);
  }
  await addHints(files.map((file) => ['modulepreload', file]));
  await nextTask();
  startApp();
};
// The federation plugin's start-up: the host first, then the app.
const startApp = () => {
${startScript}
};
if (document.visibilityState === 'hidden') void start();
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
 * Shapes the shell's HTML for the first paint (docs/product/performance.md#first-paint):
 * stylesheets inlined, the tap keeper, and one small inline starter script that, after the first paint, preloads
 * every file the start-up needs (the federation runtime, each shared library, the app, the page's
 * section) at once. Without the list the browser discovers them in a chain (entry, host init, each
 * shared library, the app, the remote's entry, its chunks): many round trips on a phone. Runs after
 * the federation plugin has emitted its last files; the e2e budget test checks that the list and
 * the page's actual requests agree.
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
        const starter = paintFirst(
          inlineStartScript(startCode, startFile, base),
          startupFiles(bundle, literalImports(startCode, startFile)),
          base,
          shellTexts(bundle),
        );
        source = source.replace(entry.tag, () => `<script type="module">${starter}</script>`);
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
