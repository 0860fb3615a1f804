/**
 * What a section's release says of itself (docs/decisions/016-section-releases.md#folders),
 * `release.json` in its folder: every file with its SHA-384, signed by the build key, so that the
 * shell's server can have the browser run only those bytes of it
 * (docs/decisions/013-section-sandbox-and-signing.md#browser-code).
 */
export const RELEASE_FILE = 'release.json';

export interface ReleaseRecord {
  section: string;
  release: string;
  publishedAt: string;
  /** Every file of the release, by its path in the release's folder: `sha384-<base64>`. */
  files: Record<string, string>;
  /** Ed25519 signature (base64) of `releaseSignedText` by the build key. */
  signature?: string;
}

/** The exact text a release's signature covers: its section, its name, and each file's hash. */
export function releaseSignedText({
  section,
  release,
  files,
}: Pick<ReleaseRecord, 'section' | 'release' | 'files'>): string {
  const lines = Object.keys(files)
    .sort()
    .map((file) => `${file} ${files[file] ?? ''}`);
  return ['snowday-release', section, release, ...lines].join('\n');
}

/**
 * How many retries of a section's entry (`remoteEntry.js?attempt=N`, a fresh address each, since
 * a browser remembers a module that failed) the shell's server pins like the entry itself
 * (docs/decisions/013-section-sandbox-and-signing.md#browser-code). The browser asks for no
 * attempt past it: one it has not pinned would run whatever the section's address answers.
 */
export const PINNED_ENTRY_ATTEMPTS = 5;
