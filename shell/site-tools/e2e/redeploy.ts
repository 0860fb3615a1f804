import { SERVER_ENTRY_FILE } from '@snowday/shared-i18n/contract';
import { signServerEntryAgain } from '@snowday/shared-i18n/build/federation';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures';

const HASHED = /-([\w-]{8,})\.(\w+)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * What a new build of the section with one text changed deploys: the files holding the text
 * change, every hashed file whose content changed gets a new name, and so does each one that
 * names it, up to `remoteEntry.js` and the section lists, which keep theirs. The old files go.
 * A server entry is signed again, as its build would (docs/decisions/013-section-sandbox-and-signing.md).
 */
export function redeploy(dir: string, from: string, to: string): void {
  let changed = new Set<string>();
  for (const file of files(dir)) {
    const text = readFileSync(file, 'utf8');
    if (text.includes(from)) {
      writeFileSync(file, text.replaceAll(from, to));
      changed.add(file);
    }
  }
  expect(changed.size, `files holding "${from}"`).toBeGreaterThan(0);
  while (changed.size > 0) {
    const renamed = new Map<string, string>();
    for (const file of changed) {
      const name = path.basename(file);
      if (!HASHED.test(name)) continue;
      const next = name.replace(HASHED, '-$1v2.$2');
      renameSync(file, path.join(path.dirname(file), next));
      renamed.set(name, next);
    }
    changed = new Set();
    for (const file of files(dir)) {
      let text = readFileSync(file, 'utf8');
      const before = text;
      for (const [name, next] of renamed) text = text.replaceAll(name, next);
      if (text !== before) {
        writeFileSync(file, text);
        changed.add(file);
      }
    }
  }
  if (existsSync(path.join(dir, SERVER_ENTRY_FILE))) signServerEntryAgain(dir);
}
