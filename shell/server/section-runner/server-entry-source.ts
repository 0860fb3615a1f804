import { SERVER_ENTRY_FILE, SERVER_ENTRY_PROTOCOL } from '@snowday/shared-i18n/contract';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { FetchLike } from '../core/fetch-like';

/** Like the section lists: a redeployed calculator's entry is used within this long. */
const FRESH_MS = 30_000;
/** A page waits this long at most for an entry never fetched; later pages never wait. */
const FIRST_WAIT_MS = 1_500;
const MANIFEST_TIMEOUT_MS = 2_000;
const MODULE_TIMEOUT_MS = 10_000;
/** Far above the entry's size (about 1.6 MB), far below what could hurt the server. */
const MAX_MODULE_BYTES = 20_000_000;

const manifestSchema = z.object({
  protocol: z.number(),
  // A file next to the entry, with a name of letters, digits and dashes: never a path out.
  module: z
    .string()
    .regex(/^(?:[\w-]+\/)?[\w-]+\.mjs$/, 'a module file name')
    .max(200),
});

interface State {
  /** The module's address, as the manifest named it, and where its copy is kept here. */
  url: string | undefined;
  file: string | undefined;
  fetchedAt: number;
  refreshing: Promise<void> | undefined;
}

/**
 * The calculator's server entry, read from its address the way the browser reads its browser
 * entry (docs/decisions/011-result-rendered-by-its-section.md): `server-entry.json` names the
 * module, which is copied to a private temporary folder to be run from there. Asked again
 * after 30 seconds, so a calculator deployed on its own renders the next pages. A remote
 * that is down, slow, or speaks another protocol keeps the copy already had, or none.
 */
export function createServerEntrySource(
  remoteEntryUrl: string,
  { fetchImpl = fetch, now = Date.now }: { fetchImpl?: FetchLike; now?: () => number } = {},
) {
  const state: State = {
    url: undefined,
    file: undefined,
    fetchedAt: Number.NEGATIVE_INFINITY,
    refreshing: undefined,
  };
  let folder: Promise<string> | undefined;

  const download = async (url: string): Promise<string> => {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(MODULE_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_MODULE_BYTES) throw new Error(`${url} is too large`);
    const code = Buffer.from(await response.arrayBuffer());
    if (code.byteLength > MAX_MODULE_BYTES) throw new Error(`${url} is too large`);
    folder ??= mkdtemp(path.join(os.tmpdir(), 'snowday-section-'));
    const file = path.join(await folder, path.basename(new URL(url).pathname));
    await writeFile(file, code, { mode: 0o600 });
    return file;
  };

  const refresh = (): Promise<void> => {
    state.refreshing ??= (async () => {
      try {
        const manifestUrl = new URL(SERVER_ENTRY_FILE, remoteEntryUrl).href;
        const response = await fetchImpl(manifestUrl, {
          signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
        });
        if (!response.ok) {
          // No entry published (an older build, or none): pages are served without it.
          if (response.status === 404) Object.assign(state, { url: undefined, file: undefined });
          return;
        }
        const manifest = manifestSchema.safeParse(await response.json());
        if (!manifest.success || manifest.data.protocol !== SERVER_ENTRY_PROTOCOL) {
          Object.assign(state, { url: undefined, file: undefined });
          return;
        }
        const url = new URL(manifest.data.module, remoteEntryUrl).href;
        if (url === state.url) return;
        const file = await download(url);
        const previous = state.file;
        Object.assign(state, { url, file });
        if (previous && previous !== file) await rm(previous, { force: true });
      } catch {
        // Down or unreadable: the copy already had stays.
      } finally {
        state.fetchedAt = now();
        state.refreshing = undefined;
      }
    })();
    return state.refreshing;
  };

  return {
    /** The local copy of the current module, or undefined when there is none to run. */
    async current(): Promise<string | undefined> {
      const first = state.fetchedAt === Number.NEGATIVE_INFINITY;
      if (now() - state.fetchedAt >= FRESH_MS) {
        const pending = refresh();
        if (first) {
          await Promise.race([
            pending,
            new Promise((resolve) => setTimeout(resolve, FIRST_WAIT_MS)),
          ]);
        }
      }
      return state.file;
    },
    /** Reads the manifest now: the server's start, before the first visitor. */
    warm: (): Promise<void> => refresh(),
  };
}

export type ServerEntrySource = ReturnType<typeof createServerEntrySource>;
