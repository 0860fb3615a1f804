import type { RemoteName } from '@snowday/shared-i18n/contract';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { FetchLike } from '../fetch-like';

/**
 * Which release of each section is live (docs/decisions/016-section-releases.md): the release's
 * name, and the address of its entry (`remoteEntry.js`) inside the release's immutable folder.
 */
export interface LiveSection {
  entry: string;
  /** Absent for a section served from a plain address, without a release map. */
  release?: string;
}
export type LiveSections = Readonly<Record<RemoteName, LiveSection>>;

/** How often the map is read again: a switch shows within it on every instance. */
const REREAD_MS = 10_000;
const READ_TIMEOUT_MS = 5_000;
const MAX_MAP_BYTES = 64_000;

/** A release's name: what its folder is called, and what its signed server entry names. */
export const RELEASE_NAME = /^[\w.-]{1,80}$/;

const sectionSchema = z.object({
  release: z.string().regex(RELEASE_NAME, 'a release name'),
  // Relative to the section's configured address (`abc123/remoteEntry.js`), or absolute: a
  // section moved to another host.
  entry: z.string().min(1).max(2_000),
});
const mapSchema = z.object({
  calculator: sectionSchema.optional(),
  blog: sectionSchema.optional(),
  pages: sectionSchema.optional(),
});
export type ReleaseMapFile = z.infer<typeof mapSchema>;

export interface ReleaseMapOptions {
  /**
   * Where the map is read: an `https://` or `http://` address, or a file on this machine.
   * Unset: every section is served from its configured address, with no release.
   */
  source: string | undefined;
  /** Each section's configured address, which a map's relative entries are read against. */
  addresses: Readonly<Record<RemoteName, string>>;
  fetchImpl?: FetchLike;
  readText?: (file: string) => Promise<string>;
  log?: (level: 'info' | 'warn', message: string, fields: Record<string, unknown>) => void;
}

/** Plain HTTP only on this machine; anything else travels over HTTPS. */
function allowedEntry(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
}

/**
 * The release map, read when the server starts and every 10 seconds after, so that a section's
 * deploy and its rollback are one switch of the map and no instance restarts. A map that cannot
 * be read, or names something that is not a release, leaves the sections as they were; a
 * section the map does not name is served from its configured address.
 */
export function createReleaseMap({
  source,
  addresses,
  fetchImpl = fetch,
  readText = (file) => readFile(file, 'utf8'),
  log = () => undefined,
}: ReleaseMapOptions) {
  const names = Object.keys(addresses) as RemoteName[];
  const configured = Object.fromEntries(
    names.map((name) => [name, { entry: addresses[name] }]),
  ) as Record<RemoteName, LiveSection>;
  let live: LiveSections = configured;
  let said = '';

  const readMap = async (): Promise<string> => {
    if (source === undefined) throw new Error('no release map');
    if (/^https?:\/\//.test(source)) {
      const response = await fetchImpl(source, {
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
        headers: { 'Cache-Control': 'no-cache' },
      });
      if (!response.ok) throw new Error(`${source} answered ${String(response.status)}`);
      return response.text();
    }
    return readText(source.replace(/^file:\/\//, ''));
  };

  const sectionsOf = (map: ReleaseMapFile): LiveSections => {
    const sections = { ...configured };
    for (const name of names) {
      const named = map[name];
      if (!named) continue;
      const entry = new URL(named.entry, addresses[name]);
      if (!allowedEntry(entry) || !entry.pathname.endsWith('/remoteEntry.js')) {
        throw new Error(`the ${name} release ${named.release} has no entry to load: ${entry.href}`);
      }
      sections[name] = { entry: entry.href, release: named.release };
    }
    return sections;
  };

  const refresh = async (): Promise<void> => {
    if (source === undefined) return;
    try {
      const text = await readMap();
      if (text.length > MAX_MAP_BYTES) throw new Error('the release map is too large');
      const next = sectionsOf(mapSchema.parse(JSON.parse(text)));
      const shown = JSON.stringify(next);
      if (shown !== said) {
        if (said !== '') {
          const releases = Object.fromEntries(names.map((name) => [name, next[name].release]));
          log('info', 'the release map names other releases', { releases });
        }
        said = shown;
      }
      live = next;
    } catch (error) {
      // The sections stay as they were: a map half written or unreachable switches nothing.
      log('warn', 'the release map could not be read; the live releases stay', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return {
    /** The live sections, as the map last read well named them. */
    current: (): LiveSections => live,
    refresh,
    /** Reads the map every 10 seconds until the returned function is called. */
    watch: (everyMs = REREAD_MS): (() => void) => {
      if (source === undefined) return () => undefined;
      const timer = setInterval(() => void refresh(), everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type ReleaseMap = ReturnType<typeof createReleaseMap>;
