import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseSignedText, serverEntrySignedText } from '@snowday/shared-i18n/contract';
import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '../core/server-env';
import { releaseSignedByOneOf, signedByOneOf, trustedSigningKeys } from './signing-keys';

const FIELDS = { protocol: 1, module: 'server/render-result-abc.mjs', sha256: 'ab'.repeat(32) };
const oldKey = generateKeyPairSync('ed25519');
const newKey = generateKeyPairSync('ed25519');

const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();
const base64 = (key: KeyObject) => key.export({ type: 'spki', format: 'der' }).toString('base64');
const signature = (key: KeyObject) =>
  sign(null, Buffer.from(serverEntrySignedText(FIELDS)), key).toString('base64');

/** Which of the two builds' entries a shell started with `env` runs: read as the server reads it. */
const runs = (env: Record<string, string>) => {
  const keys = trustedSigningKeys(parseServerEnv(env));
  return {
    oldBuild: signedByOneOf(keys, FIELDS, signature(oldKey.privateKey)),
    newBuild: signedByOneOf(keys, FIELDS, signature(newKey.privateKey)),
  };
};

describe('the keys a shell trusts, through a key rotation', () => {
  it('runs entries of the old key, then of both, then of the new key alone', () => {
    // Before: the calculator signs with the old key.
    expect(runs({ CALCULATOR_SIGNING_PUBLIC_KEY: pem(oldKey.publicKey) })).toEqual({
      oldBuild: true,
      newBuild: false,
    });
    // Step 1: the shell trusts both; the live entry (old) and the next build's (new) both run.
    const both = `${pem(oldKey.publicKey)}${pem(newKey.publicKey)}`;
    expect(runs({ CALCULATOR_SIGNING_PUBLIC_KEY: both })).toEqual({
      oldBuild: true,
      newBuild: true,
    });
    // Step 3: the old key dropped; an entry it signed is refused from then on.
    expect(runs({ CALCULATOR_SIGNING_PUBLIC_KEY: pem(newKey.publicKey) })).toEqual({
      oldBuild: false,
      newBuild: true,
    });
  });

  it('reads two keys as base64 apart by a comma, or as PEM blocks in a file', () => {
    const inline = `${base64(oldKey.publicKey)}, ${base64(newKey.publicKey)}`;
    expect(trustedSigningKeys({ CALCULATOR_SIGNING_PUBLIC_KEY: inline })).toHaveLength(2);
    const folder = mkdtempSync(path.join(tmpdir(), 'snowday-keys-'));
    try {
      const file = path.join(folder, 'calculator-signing.pub.pem');
      writeFileSync(file, `${pem(oldKey.publicKey)}\n${pem(newKey.publicKey)}`);
      expect(runs({ CALCULATOR_SIGNING_PUBLIC_KEY_FILE: file })).toEqual({
        oldBuild: true,
        newBuild: true,
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('stops the start on a key that does not read, naming the setting', () => {
    expect(() =>
      trustedSigningKeys({ CALCULATOR_SIGNING_PUBLIC_KEY: `${base64(oldKey.publicKey)},nope` }),
    ).toThrow(/CALCULATOR_SIGNING_PUBLIC_KEY is not an Ed25519 public key/);
  });
});

describe("a release's signed list of files (docs/decisions/013-section-sandbox-and-signing.md#browser-code)", () => {
  const record = {
    section: 'pages',
    release: 'r1',
    files: {
      'remoteEntry.js': `sha384-${'A'.repeat(64)}`,
      'assets/a.js': `sha384-${'B'.repeat(64)}`,
    },
  };
  const signed = sign(null, Buffer.from(releaseSignedText(record)), oldKey.privateKey).toString(
    'base64',
  );

  it('is taken as its build signed it, and refused once any of it changes', () => {
    expect(releaseSignedByOneOf([oldKey.publicKey], record, signed)).toBe(true);
    expect(releaseSignedByOneOf([newKey.publicKey], record, signed)).toBe(false);
    const swapped = { ...record.files, 'assets/a.js': `sha384-${'C'.repeat(64)}` };
    expect(releaseSignedByOneOf([oldKey.publicKey], { ...record, files: swapped }, signed)).toBe(
      false,
    );
    const added = { ...record.files, 'assets/b.js': `sha384-${'D'.repeat(64)}` };
    expect(releaseSignedByOneOf([oldKey.publicKey], { ...record, files: added }, signed)).toBe(
      false,
    );
    expect(releaseSignedByOneOf([oldKey.publicKey], { ...record, release: 'r0' }, signed)).toBe(
      false,
    );
    expect(releaseSignedByOneOf([oldKey.publicKey], record, 'not a signature')).toBe(false);
  });
});
