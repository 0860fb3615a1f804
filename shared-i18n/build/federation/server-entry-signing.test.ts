import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_SIGNING_KEY_FILES } from '../../src/contract/server-entry';
import { buildsForDeployment, calculatorSigningKey } from './server-entry-signing';

let root: string;
const quiet = () => undefined;
const localPair = () => path.join(root, LOCAL_SIGNING_KEY_FILES.folder);
const pem = () =>
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'snowday-signing-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("the calculator build's signing key", () => {
  it('is the deployment’s own on CI, or it stops the build saying what to set', () => {
    expect(() => calculatorSigningKey({ CI: 'true' }, root, quiet)).toThrow(
      /for a deployment \(CI is set\)[\s\S]*CALCULATOR_SIGNING_KEY/,
    );
    expect(() => calculatorSigningKey({ BUILD_FOR_DEPLOYMENT: 'true' }, root, quiet)).toThrow(
      /BUILD_FOR_DEPLOYMENT=true/,
    );
    // No pair made on the way: nobody would own it.
    expect(existsSync(localPair())).toBe(false);
  });

  it('never falls back to a pair a checkout made, once the build is for a deployment', () => {
    calculatorSigningKey({}, root, quiet);
    expect(existsSync(localPair())).toBe(true);
    expect(() => calculatorSigningKey({ CI: '1' }, root, quiet)).toThrow(/no signing key/);
  });

  it("signs a deployment's build with the key it is given", () => {
    const key = pem();
    const signing = calculatorSigningKey({ CI: 'true', CALCULATOR_SIGNING_KEY: key }, root, quiet);
    expect(signing.export({ type: 'pkcs8', format: 'pem' })).toBe(key);
    expect(existsSync(localPair())).toBe(false);
  });

  it('makes a pair for `npm start` once and keeps it', () => {
    const lines: string[] = [];
    const first = calculatorSigningKey({}, root, (line) => lines.push(line));
    const again = calculatorSigningKey({}, root, (line) => lines.push(line));
    expect(again.export({ type: 'pkcs8', format: 'pem' })).toEqual(
      first.export({ type: 'pkcs8', format: 'pem' }),
    );
    expect(lines).toHaveLength(1);
  });

  it('lets a test run on CI sign with that pair when it says it is no deployment', () => {
    expect(buildsForDeployment({ CI: 'true', BUILD_FOR_DEPLOYMENT: 'false' })).toBe(false);
    expect(() =>
      calculatorSigningKey({ CI: 'true', BUILD_FOR_DEPLOYMENT: 'false' }, root, quiet),
    ).not.toThrow();
    expect(buildsForDeployment({})).toBe(false);
    expect(buildsForDeployment({ CI: 'false' })).toBe(false);
  });
});
