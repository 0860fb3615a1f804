import { SERVER_ENTRY_PROTOCOL } from '@snowday/shared-i18n/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createServerEntrySource } from './server-entry-source';

const REMOTE = 'http://calculator.test/remoteEntry.js';

/** A calculator deployment: its files by address, changed by the test as a redeploy would. */
function deployment(files: Record<string, string | number>) {
  const asked: string[] = [];
  const fetchImpl = (url: string) => {
    asked.push(url);
    const file = files[url];
    if (file === undefined) return Promise.resolve(new Response('missing', { status: 404 }));
    if (typeof file === 'number') return Promise.reject(new Error('connection refused'));
    return Promise.resolve(new Response(file));
  };
  return { files, asked, fetchImpl };
}

const manifest = (module: string, protocol = SERVER_ENTRY_PROTOCOL) =>
  JSON.stringify({ protocol, module });

describe('the calculator’s server entry, read from its address', () => {
  it('copies the module the manifest names, and reads it again after 30 seconds', async () => {
    let clock = 1_000;
    const site = deployment({
      'http://calculator.test/server-entry.json': manifest('server/render-result-aaa.mjs'),
      'http://calculator.test/server/render-result-aaa.mjs': 'export const v = 1;',
    });
    const source = createServerEntrySource(REMOTE, { fetchImpl: site.fetchImpl, now: () => clock });
    const first = await source.current();
    expect(first).toMatch(/render-result-aaa\.mjs$/);
    expect(readFileSync(first ?? '', 'utf8')).toBe('export const v = 1;');

    // Redeployed alone: a new module under a new name.
    site.files['http://calculator.test/server-entry.json'] = manifest(
      'server/render-result-bbb.mjs',
    );
    site.files['http://calculator.test/server/render-result-bbb.mjs'] = 'export const v = 2;';
    clock += 10_000;
    expect(await source.current()).toBe(first);
    clock += 25_000;
    await source.current(); // starts the refresh; this page is served with what is there
    await source.warm();
    const second = await source.current();
    expect(second).toMatch(/render-result-bbb\.mjs$/);
    expect(readFileSync(second ?? '', 'utf8')).toBe('export const v = 2;');
  });

  it('does not download a module it already has', async () => {
    let clock = 0;
    const site = deployment({
      'http://calculator.test/server-entry.json': manifest('server/render-result-aaa.mjs'),
      'http://calculator.test/server/render-result-aaa.mjs': 'export const v = 1;',
    });
    const source = createServerEntrySource(REMOTE, { fetchImpl: site.fetchImpl, now: () => clock });
    await source.current();
    clock += 60_000;
    await source.warm();
    expect(site.asked.filter((url) => url.endsWith('.mjs'))).toHaveLength(1);
  });

  it('has none when the calculator publishes none, or speaks another protocol', async () => {
    const none = createServerEntrySource(REMOTE, { fetchImpl: deployment({}).fetchImpl });
    expect(await none.current()).toBeUndefined();
    const other = createServerEntrySource(REMOTE, {
      fetchImpl: deployment({
        'http://calculator.test/server-entry.json': manifest('server/x.mjs', 99),
        'http://calculator.test/server/x.mjs': 'export {}',
      }).fetchImpl,
    });
    expect(await other.current()).toBeUndefined();
  });

  it.each([
    ['../../etc/passwd.mjs'],
    ['/server/render.mjs'],
    ['https://elsewhere.test/render.mjs'],
    ['server/render.js'],
  ])('never follows a module name that leaves the remote: %s', async (name) => {
    const site = deployment({ 'http://calculator.test/server-entry.json': manifest(name) });
    const source = createServerEntrySource(REMOTE, { fetchImpl: site.fetchImpl });
    expect(await source.current()).toBeUndefined();
    expect(site.asked).toEqual(['http://calculator.test/server-entry.json']);
  });

  it('keeps the module it has while the calculator is down', async () => {
    let clock = 0;
    const site = deployment({
      'http://calculator.test/server-entry.json': manifest('server/render-result-aaa.mjs'),
      'http://calculator.test/server/render-result-aaa.mjs': 'export const v = 1;',
    });
    const source = createServerEntrySource(REMOTE, { fetchImpl: site.fetchImpl, now: () => clock });
    const first = await source.current();
    site.files['http://calculator.test/server-entry.json'] = 0; // connection refused
    clock += 60_000;
    await source.warm();
    expect(await source.current()).toBe(first);
  });
});
