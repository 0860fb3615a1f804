import { SERVER_ENTRY_FILE } from '@snowday/shared-i18n/contract';
import { RUNNABLE_PROTOCOLS } from './entry-protocols';
import { createHash, type KeyObject } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { signedByOneOf, trustedSigningKeys } from './signing-keys';
import { RELEASE_NAME, type LiveSection } from '../core/releases/release-map';

/** Like the section lists: a redeployed calculator's entry is used within this long. */
const FRESH_MS = 30_000;
/**
 * Without a copy because the calculator could not be reached (a web process started before its
 * remote, or a remote that was down), it is asked again this soon, not in 30 seconds.
 */
const UNREACHABLE_RETRY_MS = 5_000;
/** A page with no copy to run waits this long at most for the entry being read; others never wait. */
const FIRST_WAIT_MS = 1_500;
const MANIFEST_TIMEOUT_MS = 2_000;
const MODULE_TIMEOUT_MS = 10_000;
/** Far above the entry's size (about 1.5 MB), far below what could hurt the server. */
const MAX_MODULE_BYTES = 20_000_000;
/** A manifest is four short fields. */
const MAX_MANIFEST_BYTES = 16_000;

/** What the source asks of `fetch`: never following a redirect. */
export type EntryFetch = (
  url: string,
  init: { signal: AbortSignal; redirect: 'manual' },
) => Promise<Response>;

const manifestSchema = z.object({
  protocol: z.number(),
  // A file next to the entry, with a name of letters, digits and dashes: never a path out.
  module: z
    .string()
    .regex(/^(?:[\w-]+\/)?[\w-]+\.mjs$/, 'a module file name')
    .max(200),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex'),
  release: z.string().regex(RELEASE_NAME, 'a release name').optional(),
  signature: z.string().regex(/^[A-Za-z0-9+/]{86}==$/, 'an Ed25519 signature in base64'),
});

/** The entry is refused: not a passing fault, so no copy of it is kept. */
class Refused extends Error {}

/** Plain HTTP only on this machine; anything else travels over HTTPS. */
function checkAddress(url: URL): void {
  if (url.protocol === 'https:') return;
  const loopback = ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
  if (url.protocol === 'http:' && loopback) return;
  throw new Refused(`${url.href} is neither HTTPS nor on this machine`);
}

/** A response that is the file itself: a redirect is refused, whatever it points at. */
function checkAnswer(url: string, response: Response): void {
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    throw new Refused(`${url} redirects, and redirects are not followed`);
  }
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
}

/**
 * A body read as it arrives, refused the moment it passes `max` bytes (its `Content-Length`
 * is not believed): never more than `max` is held.
 */
async function readAtMost(url: string, response: Response, max: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) {
    await response.body?.cancel();
    throw new Refused(`${url} is larger than ${String(max)} bytes`);
  }
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Refused(`${url} is larger than ${String(max)} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

interface State {
  /** The module's address, as the manifest named it, and where its copy is kept here. */
  url: string | undefined;
  file: string | undefined;
  /** The protocol the module speaks (docs/decisions/015-own-forecast-contract.md#rollout). */
  protocol: number | undefined;
  fetchedAt: number;
  /** The last reading found the calculator down or failing, not answering with its entry. */
  unreachable: boolean;
  refreshing: Promise<void> | undefined;
}

export interface ServerEntrySourceOptions {
  fetchImpl?: EntryFetch;
  now?: () => number;
  /** The keys whose signature makes a module runnable (`trustedSigningKeys`). */
  trustedKeys?: readonly KeyObject[];
  maxModuleBytes?: number;
  log?: (line: string) => void;
}

/**
 * The calculator's server entry, read from its address the way the browser reads its browser
 * entry (docs/decisions/011-result-rendered-by-its-section.md): `server-entry.json` names the
 * module, which is copied to a private temporary folder to be run from there. Only a module the
 * calculator's build key signed, byte for byte, over HTTPS or from this machine, without a
 * redirect and within its size is taken (docs/decisions/013-section-sandbox-and-signing.md);
 * a refused one leaves none, so results are rendered by the browser. Asked again after 30
 * seconds, so a calculator deployed on its own renders the next pages. A remote that is down
 * or slow keeps the copy already had, or none. With a release map, `live` names the live
 * release: its manifest must name that release, under its signature, and a switch of the map
 * forgets the copy of the release before (docs/decisions/016-section-releases.md#signed-entries).
 */
export function createServerEntrySource(
  live: string | (() => LiveSection),
  {
    fetchImpl = fetch,
    now = Date.now,
    trustedKeys = trustedSigningKeys({}),
    maxModuleBytes = MAX_MODULE_BYTES,
    log = () => undefined,
  }: ServerEntrySourceOptions = {},
) {
  const state: State = {
    url: undefined,
    file: undefined,
    protocol: undefined,
    fetchedAt: Number.NEGATIVE_INFINITY,
    unreachable: false,
    refreshing: undefined,
  };
  let folder: Promise<string> | undefined;
  const liveSection: () => LiveSection = typeof live === 'string' ? () => ({ entry: live }) : live;
  /** The live section the copy held was read for. */
  let readFor = '';
  const keyOf = ({ entry, release }: LiveSection) => `${entry}\n${release ?? ''}`;

  const download = async (url: string, sha256: string): Promise<string> => {
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(MODULE_TIMEOUT_MS),
      redirect: 'manual',
    });
    checkAnswer(url, response);
    const code = await readAtMost(url, response, maxModuleBytes);
    if (createHash('sha256').update(code).digest('hex') !== sha256) {
      throw new Refused(`${url} is not the module its manifest signed`);
    }
    folder ??= mkdtemp(path.join(os.tmpdir(), 'snowday-section-'));
    const file = path.join(await folder, path.basename(new URL(url).pathname));
    await writeFile(file, code, { mode: 0o600 });
    return file;
  };

  const forget = async () => {
    const previous = state.file;
    Object.assign(state, { url: undefined, file: undefined, protocol: undefined });
    if (previous) await rm(previous, { force: true });
  };

  const refresh = (): Promise<void> => {
    state.refreshing ??= (async () => {
      state.unreachable = false;
      const section = liveSection();
      try {
        // Another release is live: what was held is not its, and is not run again.
        if (keyOf(section) !== readFor) {
          await forget();
          readFor = keyOf(section);
        }
        const manifestUrl = new URL(SERVER_ENTRY_FILE, section.entry);
        checkAddress(manifestUrl);
        const response = await fetchImpl(manifestUrl.href, {
          signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
          redirect: 'manual',
        });
        // No entry published (an older build, or none): pages are served without it.
        if (response.status === 404) {
          await forget();
          return;
        }
        checkAnswer(manifestUrl.href, response);
        const text = (await readAtMost(manifestUrl.href, response, MAX_MANIFEST_BYTES)).toString(
          'utf8',
        );
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          throw new Refused(`${manifestUrl.href} is not JSON`);
        }
        const manifest = manifestSchema.safeParse(parsed);
        if (!manifest.success) {
          throw new Refused(`${manifestUrl.href} is not a signed server entry manifest`);
        }
        const { protocol, module, sha256, release, signature } = manifest.data;
        if (!signedByOneOf(trustedKeys, { protocol, module, sha256, release }, signature)) {
          throw new Refused(`${manifestUrl.href} is not signed by a trusted key`);
        }
        if (section.release !== undefined && release !== section.release) {
          throw new Refused(
            `${manifestUrl.href} is of release ${release ?? '(none)'}, not the live ${section.release}`,
          );
        }
        // Another protocol: a much older or a newer calculator, served without the render.
        if (!RUNNABLE_PROTOCOLS.includes(protocol)) {
          await forget();
          return;
        }
        const url = new URL(module, manifestUrl);
        checkAddress(url);
        if (url.href === state.url) return;
        const file = await download(url.href, sha256);
        const previous = state.file;
        Object.assign(state, { url: url.href, file, protocol });
        if (previous && previous !== file) await rm(previous, { force: true });
      } catch (error) {
        if (error instanceof Refused) {
          log(`the calculator's server entry is refused: ${error.message}`);
          await forget();
        } else {
          // Down or unreadable: the copy already had stays.
          state.unreachable = true;
        }
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
      // A switch of the release map is read at once: the release before is not run again.
      const switched = keyOf(liveSection()) !== readFor && readFor !== '';
      const none = state.file === undefined || switched;
      const freshFor = none && state.unreachable ? UNREACHABLE_RETRY_MS : FRESH_MS;
      if (switched || now() - state.fetchedAt >= freshFor) {
        const pending = refresh();
        // A page that has nothing to run gives the reading a moment; one that has, never waits.
        if (none) {
          await Promise.race([
            pending,
            new Promise((resolve) => setTimeout(resolve, FIRST_WAIT_MS)),
          ]);
        }
      }
      return keyOf(liveSection()) === readFor ? state.file : undefined;
    },
    /** Reads the manifest now: the server's start, before the first visitor. */
    warm: (): Promise<void> => refresh(),
    /**
     * Whether there is a copy to run (`held`), none because the calculator publishes none or it
     * was refused (`none`), or none yet because the calculator could not be read (`unreachable`).
     */
    state: (): 'held' | 'none' | 'unreachable' =>
      state.file !== undefined ? 'held' : state.unreachable ? 'unreachable' : 'none',
    /** The protocol the module in `file` speaks, while it is the current one. */
    protocolOf: (file: string): number | undefined =>
      state.file === file ? state.protocol : undefined,
  };
}

export type ServerEntrySource = ReturnType<typeof createServerEntrySource>;
