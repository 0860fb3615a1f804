import {
  LOCAL_SIGNING_KEY_FILES,
  releaseSignedText,
  serverEntrySignedText,
  type ReleaseRecord,
} from '@snowday/shared-i18n/contract';
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerEnv } from '../core/server-env';

/** The settings that name the trusted keys, parsed with the others (`serverEnvSchema`). */
export type SigningKeySettings = Partial<
  Pick<ServerEnv, 'CALCULATOR_SIGNING_PUBLIC_KEY' | 'CALCULATOR_SIGNING_PUBLIC_KEY_FILE'>
>;

/** The repository's root: the nearest folder up whose `package.json` names workspaces. */
function repositoryRoot(): string | undefined {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces !== undefined) return folder;
    }
    if (path.dirname(folder) === folder) return undefined;
    folder = path.dirname(folder);
  }
}

/** One public key as a setting gives it: PEM, or the base64 of its SPKI DER. */
function publicKeyFrom(text: string, where: string): KeyObject {
  try {
    const key = text.includes('-----BEGIN')
      ? createPublicKey(text)
      : createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 key');
    return key;
  } catch (error) {
    throw new Error(
      `${where} is not an Ed25519 public key: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

/** Every key in a setting: PEM blocks, or base64 keys apart by commas or spaces. */
function publicKeysFrom(text: string, where: string): KeyObject[] {
  const pem = text.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g);
  const parts = pem ?? text.split(/[\s,]+/).filter(Boolean);
  return parts.map((part) => publicKeyFrom(part, where));
}

/**
 * The keys whose signature makes the calculator's server entry runnable
 * (docs/deploy/settings.md#calculator-signing): `CALCULATOR_SIGNING_PUBLIC_KEY` (one or more,
 * PEM or base64: several while a key is being replaced), or the file
 * `CALCULATOR_SIGNING_PUBLIC_KEY_FILE` names; with neither, the public half of the pair this
 * checkout's build made, so `npm start` needs no setup. None at all: every entry is refused and
 * results are rendered by the browser. A key that does not read stops the start.
 */
export function trustedSigningKeys(settings: SigningKeySettings): KeyObject[] {
  const inline = settings.CALCULATOR_SIGNING_PUBLIC_KEY?.trim();
  if (inline) return publicKeysFrom(inline, 'CALCULATOR_SIGNING_PUBLIC_KEY');
  const file = settings.CALCULATOR_SIGNING_PUBLIC_KEY_FILE?.trim();
  if (file) return publicKeysFrom(readFileSync(file, 'utf8'), file);
  const root = repositoryRoot();
  if (root === undefined) return [];
  const local = path.join(root, LOCAL_SIGNING_KEY_FILES.folder, LOCAL_SIGNING_KEY_FILES.publicKey);
  return existsSync(local) ? publicKeysFrom(readFileSync(local, 'utf8'), local) : [];
}

/** Whether one of the keys signed exactly this text. */
function textSignedByOneOf(keys: readonly KeyObject[], text: string, signature: string): boolean {
  const bytes = Buffer.from(signature, 'base64');
  return keys.some((key) => {
    try {
      return verify(null, Buffer.from(text, 'utf8'), key, bytes);
    } catch {
      return false;
    }
  });
}

/** Whether one of the keys signed this manifest's fields. */
export function signedByOneOf(
  keys: readonly KeyObject[],
  fields: { protocol: number; module: string; sha256: string; release?: string | undefined },
  signature: string,
): boolean {
  return textSignedByOneOf(keys, serverEntrySignedText(fields), signature);
}

/**
 * Whether one of the keys signed this release's list of files
 * (docs/decisions/013-section-sandbox-and-signing.md#browser-code): the list the shell's server
 * lets the browser run, byte for byte.
 */
export function releaseSignedByOneOf(
  keys: readonly KeyObject[],
  record: Pick<ReleaseRecord, 'section' | 'release' | 'files'>,
  signature: string,
): boolean {
  return textSignedByOneOf(keys, releaseSignedText(record), signature);
}
