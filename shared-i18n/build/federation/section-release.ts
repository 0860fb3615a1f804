import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_FILE } from '../../src/contract/release';
import { SERVER_ENTRY_FILE } from '../../src/contract/server-entry';

/** The build's own files: not its precompressed copies, nor what names the release. */
const NAMING = new Set([RELEASE_FILE, SERVER_ENTRY_FILE]);
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/** Every file of a built section, relative to its folder, `/`-separated and sorted. */
export function releaseFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !NAMING.has(file) && !COMPRESSED_COPY.test(file))
    .sort();
}

/**
 * A section build's release name (docs/decisions/016-section-releases.md#names): the first 12
 * hex digits of a SHA-256 over every file's name and bytes. The same build is the same release,
 * so publishing it again (a rollback's rebuild) changes nothing, and any change is a new one.
 */
export function releaseNameOf(dist: string): string {
  const digest = createHash('sha256');
  for (const file of releaseFiles(dist)) {
    digest.update(`${file}\n`);
    digest.update(
      createHash('sha256')
        .update(readFileSync(path.join(dist, file)))
        .digest(),
    );
  }
  return digest.digest('hex').slice(0, 12);
}
