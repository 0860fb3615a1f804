import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  LOCAL_SIGNING_KEY_FILES,
  SERVER_ENTRY_FILE,
  serverEntrySignedText,
  type ServerEntryManifest,
} from '../../src/contract/server-entry';
import { releaseNameOf } from './section-release';

/** The repository's root: the nearest folder up whose `package.json` names workspaces. */
export function repositoryRoot(from = process.cwd()): string {
  for (let folder = path.resolve(from); ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      const workspaces = (JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown })
        .workspaces;
      if (workspaces !== undefined) return folder;
    }
    if (path.dirname(folder) === folder) return path.resolve(from);
  }
}

/** A key as a setting gives it: PEM, or the base64 of its PKCS#8 DER. */
function privateKeyFrom(text: string, where: string): KeyObject {
  const trimmed = text.trim();
  try {
    const key = trimmed.includes('-----BEGIN')
      ? createPrivateKey(trimmed)
      : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 key');
    return key;
  } catch (error) {
    throw new Error(
      `${where} is not an Ed25519 private key: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

const truthy = (value: string | undefined) =>
  ['1', 'true', 'yes'].includes(value?.trim().toLowerCase() ?? '');
const falsy = (value: string | undefined) =>
  ['0', 'false', 'no'].includes(value?.trim().toLowerCase() ?? '');

/**
 * Whether this build is for a deployment (docs/deploy/settings.md#calculator-signing):
 * `BUILD_FOR_DEPLOYMENT=true`, or a build on CI (`CI` set) unless `BUILD_FOR_DEPLOYMENT=false`
 * says it is a test run. A deployment's build signs with the deployment's key and nothing else.
 */
export function buildsForDeployment(env: NodeJS.ProcessEnv = process.env): boolean {
  if (truthy(env.BUILD_FOR_DEPLOYMENT)) return true;
  if (falsy(env.BUILD_FOR_DEPLOYMENT)) return false;
  return truthy(env.CI);
}

/**
 * The key the calculator's build signs its server entry with
 * (docs/decisions/013-section-sandbox-and-signing.md#keys): `CALCULATOR_SIGNING_KEY` (PEM or
 * base64), or the file `CALCULATOR_SIGNING_KEY_FILE` names. With neither, a deployment's build
 * fails, rather than publish an entry its shell refuses; any other (`npm start`, the tests)
 * uses this checkout's own pair under `.local/signing/`, made on the first build, whose public
 * half the shell trusts when it is given no key.
 */
export function calculatorSigningKey(
  env: NodeJS.ProcessEnv = process.env,
  root = repositoryRoot(),
  log: (line: string) => void = console.info,
): KeyObject {
  const inline = env.CALCULATOR_SIGNING_KEY?.trim();
  if (inline) return privateKeyFrom(inline, 'CALCULATOR_SIGNING_KEY');
  const file = env.CALCULATOR_SIGNING_KEY_FILE?.trim();
  if (file) return privateKeyFrom(readFileSync(file, 'utf8'), file);
  if (buildsForDeployment(env)) {
    throw new Error(
      [
        `This build is for a deployment (${truthy(env.BUILD_FOR_DEPLOYMENT) ? 'BUILD_FOR_DEPLOYMENT=true' : 'CI is set'}) and has no signing key.`,
        "Set CALCULATOR_SIGNING_KEY (or CALCULATOR_SIGNING_KEY_FILE) to the deployment's Ed25519 private key:",
        "its shells trust only that key, and a pair made here would be nobody's (docs/deploy/settings.md#calculator-signing).",
        'A test run on CI, whose servers trust the pair the build makes, says BUILD_FOR_DEPLOYMENT=false.',
      ].join('\n'),
    );
  }
  const folder = path.join(root, LOCAL_SIGNING_KEY_FILES.folder);
  const privateFile = path.join(folder, LOCAL_SIGNING_KEY_FILES.privateKey);
  if (!existsSync(privateFile)) {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    writeFileSync(
      path.join(folder, LOCAL_SIGNING_KEY_FILES.publicKey),
      publicKey.export({ type: 'spki', format: 'pem' }),
    );
    writeFileSync(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
      mode: 0o600,
    });
    log(`Made a signing key pair for this checkout's calculator builds in ${folder}`);
  }
  return privateKeyFrom(readFileSync(privateFile, 'utf8'), privateFile);
}

/**
 * The manifest of a module as written in `remoteRoot`: its digest and the release the whole
 * build makes (`releaseNameOf`), signed by `key`.
 */
export function signedManifest(
  remoteRoot: string,
  { protocol, module }: Pick<ServerEntryManifest, 'protocol' | 'module'>,
  key: KeyObject = calculatorSigningKey(),
): ServerEntryManifest {
  const fields = {
    protocol,
    module,
    // The bytes as written, which are what the shell downloads.
    sha256: createHash('sha256')
      .update(readFileSync(path.join(remoteRoot, module)))
      .digest('hex'),
    release: releaseNameOf(remoteRoot),
  };
  const signature = sign(null, Buffer.from(serverEntrySignedText(fields), 'utf8'), key);
  return { ...fields, signature: signature.toString('base64') };
}

/**
 * Signs `server-entry.json` again for the module it names as that module now is: what a new
 * build of the remote does, for tests that change a built remote's files in place.
 */
export function signServerEntryAgain(remoteRoot: string): void {
  const file = path.join(remoteRoot, SERVER_ENTRY_FILE);
  const { protocol, module } = JSON.parse(readFileSync(file, 'utf8')) as ServerEntryManifest;
  writeFileSync(file, `${JSON.stringify(signedManifest(remoteRoot, { protocol, module }))}\n`);
}
