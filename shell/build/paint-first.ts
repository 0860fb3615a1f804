import { SECTION_FILES_ELEMENT_ID } from '@snowday/shared-i18n/settings';

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
