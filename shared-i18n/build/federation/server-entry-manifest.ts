import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  SERVER_ENTRY_FILE,
  SERVER_ENTRY_PROTOCOL,
  type ServerEntryManifest,
} from '../../src/contract/server-entry';
import { calculatorSigningKey, signedManifest } from './server-entry-signing';

/**
 * Stops a deployment's build that has no signing key before it builds anything
 * (docs/deploy/settings.md#calculator-signing), rather than after the bundles it would sign.
 */
export function signingKeyCheck(): Plugin {
  return {
    name: 'snowday-signing-key-check',
    apply: 'build',
    buildStart() {
      calculatorSigningKey();
    },
  };
}

/**
 * Writes `server-entry.json` next to the remote's browser entry: the server module's file,
 * relative to the remote's address, the protocol it speaks, the module's SHA-256 and the
 * build key's signature of all three (docs/decisions/013-section-sandbox-and-signing.md). The
 * shell's server reads it as it reads `section-assets.json`, and runs only a module it signs.
 */
export function serverEntryManifest(): Plugin {
  return {
    name: 'snowday-server-entry-manifest',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist/server';
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) throw new Error('The server entry build produced no entry module');
      const remoteRoot = path.dirname(path.resolve(outDir));
      const manifest: ServerEntryManifest = signedManifest(remoteRoot, {
        protocol: SERVER_ENTRY_PROTOCOL,
        module: path
          .relative(remoteRoot, path.resolve(outDir, entry.fileName))
          .split(path.sep)
          .join('/'),
      });
      writeFileSync(path.join(remoteRoot, SERVER_ENTRY_FILE), `${JSON.stringify(manifest)}\n`);
    },
  };
}
