import type { ReleaseRecord } from '@snowday/shared-i18n/contract';
import { createHash } from 'node:crypto';

/** How many retries of a section's entry (`?attempt=N`) are pinned like the entry itself. */
export const PINNED_ATTEMPTS = 9;

/**
 * The import map that has the browser run a release's scripts only as its signed list has them
 * (docs/decisions/013-section-sandbox-and-signing.md#browser-code): each of its `.js` files, by its
 * address, with its SHA-384, and the entry's retries beside it. A script whose bytes differ is
 * refused by the browser, whoever served it. The text is the same wherever it is written, so the
 * page's CSP can name it by its hash.
 */
export function integrityMap(entry: string, { files }: Pick<ReleaseRecord, 'files'>): string {
  const integrity: Record<string, string> = {};
  for (const file of Object.keys(files).sort()) {
    const hash = files[file];
    if (hash && file.endsWith('.js')) integrity[new URL(file, entry).href] = hash;
  }
  const entryHash = files['remoteEntry.js'];
  if (entryHash) {
    for (let attempt = 1; attempt <= PINNED_ATTEMPTS; attempt += 1) {
      integrity[`${entry}?attempt=${String(attempt)}`] = entryHash;
    }
  }
  return JSON.stringify({ integrity });
}

/** The CSP source that allows an inline script of exactly this text. */
export const scriptHashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
