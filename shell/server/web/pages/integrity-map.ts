import { PINNED_ENTRY_ATTEMPTS, type RemoteName } from '@snowday/shared-i18n/contract';
import { createHash } from 'node:crypto';

/**
 * What the browser may run of one section, as this server serves it now
 * (docs/decisions/013-section-sandbox-and-signing.md#browser-code): its entry; the release it is,
 * when the release map names one; and that release's files with their SHA-384, once its signed
 * list is held. A release without them runs nothing.
 */
export interface SectionCode {
  entry: string;
  release?: string | undefined;
  files?: Readonly<Record<string, string>> | undefined;
}

/** What a page says the browser may run, and the CSP that holds it to it. */
export interface PinnedCode {
  /** The import map's text (`{"integrity": …}`), or undefined when no section is pinned. */
  importMap: string | undefined;
  /**
   * Where the sections' code may come from: a pinned release's folder, a plain section's
   * origin, nothing of a release whose list is not held; and the import map, by its hash.
   */
  scriptSources: string[];
  /** The sections' origins, for their styles, images and data, which no hash pins. */
  origins: string[];
  /** A section file's SHA-384 as its release's signed list has it, by the file's address. */
  integrityOf: (url: string) => string | undefined;
}

/** The CSP source that allows an inline script of exactly this text. */
export const scriptHashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A release's files by their address, and each `.js` file's hash as the import map gives it:
 * every script of it, wherever it is loaded from (an import, a `modulepreload`, the federation
 * runtime's `import()`), and the entry's retries beside it. A script whose bytes differ is refused
 * by the browser, whoever served it.
 */
function pinsOf(entry: string, files: Readonly<Record<string, string>>) {
  const all = new Map<string, string>();
  const scripts: Record<string, string> = {};
  for (const file of Object.keys(files).sort()) {
    const hash = files[file];
    if (hash === undefined) continue;
    const url = new URL(file, entry).href;
    all.set(url, hash);
    if (file.endsWith('.js')) scripts[url] = hash;
  }
  const entryHash = all.get(entry);
  if (entryHash) {
    for (let attempt = 1; attempt <= PINNED_ENTRY_ATTEMPTS; attempt += 1) {
      scripts[`${entry}?attempt=${String(attempt)}`] = entryHash;
    }
  }
  return { all, scripts };
}

const origin = (url: string) => new URL(url).origin;

function pinnedCode(sections: readonly SectionCode[]): PinnedCode {
  const integrity: Record<string, string> = {};
  const all = new Map<string, string>();
  const sources: string[] = [];
  for (const { entry, release, files } of sections) {
    const folder = new URL('./', entry).href;
    if (release === undefined) {
      // A section served from a plain address, without a release map: its origin is trusted.
      sources.push(origin(entry));
    } else if (files?.[entry.slice(folder.length)] !== undefined) {
      // Its folder, and in it only the bytes its signed list names (an entry the list does not
      // name would run unpinned: such a release runs nothing, like one whose list is not held).
      const pins = pinsOf(entry, files);
      Object.assign(integrity, pins.scripts);
      for (const [url, hash] of pins.all) all.set(url, hash);
      sources.push(folder);
    }
  }
  // Written into a `<script>` as it is: no `<` may close it (addresses percent-encode theirs).
  const importMap =
    Object.keys(integrity).length > 0
      ? JSON.stringify({ integrity }).replace(/</g, '\\u003c')
      : undefined;
  return {
    importMap,
    scriptSources: [...new Set([...sources, ...(importMap ? [scriptHashSource(importMap)] : [])])],
    origins: [...new Set(sections.map(({ entry }) => origin(entry)))],
    integrityOf: (url) => all.get(url),
  };
}

/**
 * What a page pins of the sections it may load, built once for each set of releases: every page
 * of those releases carries the same text, so its hash is worked out once too.
 */
export function createPinnedCode(): (sections: readonly SectionCode[]) => PinnedCode {
  const ids = new WeakMap<object, number>();
  let next = 0;
  const idOf = (files: object) => {
    let id = ids.get(files);
    if (id === undefined) {
      next += 1;
      id = next;
      ids.set(files, id);
    }
    return id;
  };
  let last: { key: string; code: PinnedCode } | undefined;
  return (sections) => {
    const key = sections
      .map(({ entry, release, files }) => `${entry} ${release ?? ''} ${files ? idOf(files) : 0}`)
      .join('\n');
    if (last?.key !== key) last = { key, code: pinnedCode(sections) };
    return last.code;
  };
}

/** What one response names of the sections: their entries, and what the browser may run of them. */
export interface ResponseCode extends PinnedCode {
  entries: Record<RemoteName, string>;
}

/**
 * What each response says the browser may run, taken once for it: its CSP, its import map and
 * the entries its runtime config names are of the same releases, even when the release map
 * switches while the page is being put together.
 */
export function pinnedCodeOfResponses(hints: {
  code: () => Record<RemoteName, SectionCode>;
}): (res: object) => ResponseCode {
  const pinned = createPinnedCode();
  const taken = new WeakMap<object, ResponseCode>();
  return (res) => {
    let code = taken.get(res);
    if (!code) {
      const sections = hints.code();
      const entries = Object.fromEntries(
        Object.entries(sections).map(([remote, { entry }]) => [remote, entry]),
      ) as Record<RemoteName, string>;
      code = { ...pinned(Object.values(sections)), entries };
      taken.set(res, code);
    }
    return code;
  };
}
