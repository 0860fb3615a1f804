import { createHash, sign, type KeyObject } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { RELEASE_FILE, releaseSignedText, type ReleaseRecord } from '../../src/contract/release';
import { SERVER_ENTRY_FILE, type ServerEntryManifest } from '../../src/contract/server-entry';
import { releaseFiles, releaseNameOf } from '../federation/section-release';
import { calculatorSigningKey } from '../federation/server-entry-signing';

export type { ReleaseRecord };

/** One section's live release in the release map (docs/decisions/016-section-releases.md). */
export interface MapEntry {
  release: string;
  /** The release's entry, read against the section's configured address. */
  entry: string;
}

export interface PublishOptions {
  section: string;
  /** The section's build (`mfe-<section>/dist`). */
  dist: string;
  /** Where releases are published: one folder per section, one per release inside it. */
  releasesDir: string;
  /** The release map to switch once the release is whole; none: publish only. */
  map?: string | undefined;
  /** Releases of the section kept besides the live one (the newest first). */
  keep?: number;
  now?: () => Date;
  /** The build key signing the release's list of files: the deployment's, or this checkout's. */
  key?: () => KeyObject;
}

/** Writes `text` to `file` whole or not at all: a reader never sees half a file. */
function writeWhole(file: string, text: string): void {
  const partial = `${file}.${String(process.pid)}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/** The map as it is, or an empty one: a section it does not name is served from its address. */
export function readReleaseMap(file: string): Record<string, MapEntry> {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, MapEntry>;
}

/** Points the map's `section` at `release` (a deploy, or a rollback to an earlier one). */
export function switchRelease(map: string, section: string, release: string): void {
  const sections = readReleaseMap(map);
  sections[section] = { release, entry: `${release}/remoteEntry.js` };
  mkdirSync(path.dirname(map), { recursive: true });
  writeWhole(map, `${JSON.stringify(sections, null, 2)}\n`);
}

/**
 * Publishes a section's build as a release (docs/decisions/016-section-releases.md): copied whole
 * into a folder named by the release, which never changes once written (a release published
 * again is left as it is), with a `release.json` listing every file and its SHA-384; then the map
 * is switched to it, in one write; then releases past the `keep` newest are removed, never the
 * live one. The list of files is signed by the build key, which the shell's server checks before
 * it lets the browser run any of them (docs/decisions/013-section-sandbox-and-signing.md#browser-code). A tab opened on an earlier release keeps loading its files while they are kept.
 */
export function publishRelease({
  section,
  dist,
  releasesDir,
  map,
  keep = 5,
  now = () => new Date(),
  key = () => calculatorSigningKey(),
}: PublishOptions): { release: string; folder: string } {
  const release = releaseNameOf(dist);
  const manifestFile = path.join(dist, SERVER_ENTRY_FILE);
  if (existsSync(manifestFile)) {
    const signed = (JSON.parse(readFileSync(manifestFile, 'utf8')) as ServerEntryManifest).release;
    if (signed !== release) {
      throw new Error(
        `${dist} is not the build its server entry was signed for (${String(signed)}, the files make ${release}): build it again`,
      );
    }
  }
  const sectionDir = path.join(releasesDir, section);
  const folder = path.join(sectionDir, release);
  if (!existsSync(folder)) {
    const partial = `${folder}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(dist, partial, { recursive: true });
    const files = Object.fromEntries(
      releaseFiles(partial).map((file) => [
        file,
        `sha384-${createHash('sha384')
          .update(readFileSync(path.join(partial, file)))
          .digest('base64')}`,
      ]),
    );
    const listed = { section, release, files };
    const signature = sign(null, Buffer.from(releaseSignedText(listed), 'utf8'), key());
    const record: ReleaseRecord = {
      ...listed,
      publishedAt: now().toISOString(),
      signature: signature.toString('base64'),
    };
    writeFileSync(path.join(partial, RELEASE_FILE), `${JSON.stringify(record, null, 2)}\n`);
    renameSync(partial, folder);
  }
  if (map) switchRelease(map, section, release);

  // The live release (the one just published, or an earlier one a rollback switched to) stays.
  const live = map ? readReleaseMap(map)[section]?.release : release;
  const published = readdirSync(sectionDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.partial'))
    .map((entry) => entry.name)
    .sort(
      (a, b) =>
        statSync(path.join(sectionDir, b)).mtimeMs - statSync(path.join(sectionDir, a)).mtimeMs,
    );
  for (const old of published.filter((name) => name !== live && name !== release).slice(keep)) {
    rmSync(path.join(sectionDir, old), { recursive: true, force: true });
  }
  return { release, folder };
}
