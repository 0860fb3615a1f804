import { SERVER_ENTRY_PROTOCOL, serverEntrySignedText } from '@snowday/shared-i18n/contract';
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createServerEntrySource, type EntryFetch } from './server-entry-source';

const REMOTE = 'https://calculator.test/remoteEntry.js';
const MANIFEST = 'https://calculator.test/server-entry.json';

const buildKey = generateKeyPairSync('ed25519');
const strangerKey = generateKeyPairSync('ed25519');

/** `server-entry.json` as a calculator build writes it: the module's digest, signed. */
function manifest(
  module: string,
  code: string,
  {
    protocol = SERVER_ENTRY_PROTOCOL,
    key = buildKey.privateKey,
    release,
  }: { protocol?: number; key?: KeyObject; release?: string } = {},
) {
  const fields = {
    protocol,
    module,
    sha256: createHash('sha256').update(code).digest('hex'),
    ...(release === undefined ? {} : { release }),
  };
  const signature = sign(null, Buffer.from(serverEntrySignedText(fields)), key).toString('base64');
  return JSON.stringify({ ...fields, signature });
}

/** A calculator deployment: its files by address, changed by the test as a redeploy would. */
function deployment(files: Record<string, string | number | Response>) {
  const asked: string[] = [];
  const redirects: string[] = [];
  const fetchImpl: EntryFetch = (url, init) => {
    asked.push(url);
    redirects.push(init.redirect);
    const file = files[url];
    if (file === undefined) return Promise.resolve(new Response('missing', { status: 404 }));
    if (typeof file === 'number') return Promise.reject(new Error('connection refused'));
    if (file instanceof Response) return Promise.resolve(file);
    return Promise.resolve(new Response(file));
  };
  return { files, asked, redirects, fetchImpl };
}

const options = (site: ReturnType<typeof deployment>, more: { now?: () => number } = {}) => ({
  fetchImpl: site.fetchImpl,
  trustedKeys: [buildKey.publicKey],
  ...more,
});

const V1 = 'export const v = 1;';

describe('the calculator’s server entry, read from its address', () => {
  it('copies the module the manifest signs, and reads it again after 30 seconds', async () => {
    let clock = 1_000;
    const site = deployment({
      [MANIFEST]: manifest('server/render-result-aaa.mjs', V1),
      'https://calculator.test/server/render-result-aaa.mjs': V1,
    });
    const source = createServerEntrySource(REMOTE, options(site, { now: () => clock }));
    const first = await source.current();
    expect(first).toMatch(/render-result-aaa\.mjs$/);
    expect(readFileSync(first ?? '', 'utf8')).toBe(V1);
    expect(new Set(site.redirects)).toEqual(new Set(['manual']));

    // Redeployed alone: a new module under a new name.
    const v2 = 'export const v = 2;';
    site.files[MANIFEST] = manifest('server/render-result-bbb.mjs', v2);
    site.files['https://calculator.test/server/render-result-bbb.mjs'] = v2;
    clock += 10_000;
    expect(await source.current()).toBe(first);
    clock += 25_000;
    await source.current(); // starts the refresh; this page is served with what is there
    await source.warm();
    const second = await source.current();
    expect(second).toMatch(/render-result-bbb\.mjs$/);
    expect(readFileSync(second ?? '', 'utf8')).toBe(v2);
  });

  it('does not download a module it already has', async () => {
    let clock = 0;
    const site = deployment({
      [MANIFEST]: manifest('server/render-result-aaa.mjs', V1),
      'https://calculator.test/server/render-result-aaa.mjs': V1,
    });
    const source = createServerEntrySource(REMOTE, options(site, { now: () => clock }));
    await source.current();
    clock += 60_000;
    await source.warm();
    expect(site.asked.filter((url) => url.endsWith('.mjs'))).toHaveLength(1);
  });

  it('has none when the calculator publishes none, or speaks another protocol', async () => {
    const none = createServerEntrySource(REMOTE, options(deployment({})));
    expect(await none.current()).toBeUndefined();
    // Known to be absent, not waited for: an instance is ready without it.
    expect(none.state()).toBe('none');
    const other = createServerEntrySource(
      REMOTE,
      options(
        deployment({
          [MANIFEST]: manifest('server/x.mjs', 'export {}', { protocol: 99 }),
          'https://calculator.test/server/x.mjs': 'export {}',
        }),
      ),
    );
    expect(await other.current()).toBeUndefined();
  });

  it('runs a module of the earlier protocol too, and says which it speaks', async () => {
    // docs/decisions/015-own-forecast-contract.md#rollout
    for (const protocol of [SERVER_ENTRY_PROTOCOL, SERVER_ENTRY_PROTOCOL - 1]) {
      const source = createServerEntrySource(
        REMOTE,
        options(
          deployment({
            [MANIFEST]: manifest(`server/p${String(protocol)}.mjs`, 'export {}', { protocol }),
            [`https://calculator.test/server/p${String(protocol)}.mjs`]: 'export {}',
          }),
        ),
      );
      const file = await source.current();
      expect(file).toBeDefined();
      expect(source.protocolOf(file ?? '')).toBe(protocol);
      expect(source.protocolOf('/elsewhere.mjs')).toBeUndefined();
    }
  });

  it.each([
    ['../../etc/passwd.mjs'],
    ['/server/render.mjs'],
    ['https://elsewhere.test/render.mjs'],
    ['server/render.js'],
  ])('never follows a module name that leaves the remote: %s', async (name) => {
    const site = deployment({ [MANIFEST]: manifest(name, V1) });
    const source = createServerEntrySource(REMOTE, options(site));
    expect(await source.current()).toBeUndefined();
    expect(site.asked).toEqual([MANIFEST]);
  });

  it('reads it again within seconds when the calculator was down at the start', async () => {
    let clock = 0;
    // A web process started before its calculator: nothing answers yet.
    const site = deployment({ [MANIFEST]: 0 });
    const source = createServerEntrySource(REMOTE, options(site, { now: () => clock }));
    await source.warm();
    expect(await source.current()).toBeUndefined();
    expect(source.state()).toBe('unreachable');
    site.files[MANIFEST] = manifest('server/render-result-aaa.mjs', V1);
    site.files['https://calculator.test/server/render-result-aaa.mjs'] = V1;
    clock += 2_000;
    expect(await source.current()).toBeUndefined();
    // Five seconds on, the next page waits for the reading and has the module, not in 30 s.
    clock += 3_000;
    expect(await source.current()).toMatch(/render-result-aaa\.mjs$/);
    expect(source.state()).toBe('held');
  });

  it('keeps the module it has while the calculator is down', async () => {
    let clock = 0;
    const site = deployment({
      [MANIFEST]: manifest('server/render-result-aaa.mjs', V1),
      'https://calculator.test/server/render-result-aaa.mjs': V1,
    });
    const source = createServerEntrySource(REMOTE, options(site, { now: () => clock }));
    const first = await source.current();
    site.files[MANIFEST] = 0; // connection refused
    clock += 60_000;
    await source.warm();
    expect(await source.current()).toBe(first);
    expect(source.state()).toBe('held');
  });
});

describe('only a module its build signed (docs/decisions/013-section-sandbox-and-signing.md)', () => {
  const module = 'server/render-result-aaa.mjs';
  const moduleUrl = `https://calculator.test/${module}`;

  /** A source that already runs a good module, then reads what the deployment now says. */
  async function afterRedeploy(files: Record<string, string | Response>) {
    let clock = 0;
    const lines: string[] = [];
    const site = deployment({ [MANIFEST]: manifest(module, V1), [moduleUrl]: V1 });
    const source = createServerEntrySource(REMOTE, {
      ...options(site, { now: () => clock }),
      log: (line) => lines.push(line),
    });
    expect(await source.current()).toBeDefined();
    Object.assign(site.files, files);
    clock += 60_000;
    await source.warm();
    return { file: await source.current(), lines, site };
  }

  const unsigned = () => {
    const { signature: _signature, ...rest } = JSON.parse(manifest(module, V1)) as Record<
      string,
      unknown
    >;
    return JSON.stringify(rest);
  };

  it.each([
    ['unsigned', unsigned],
    [
      'signed by another key',
      () => manifest('server/render-result-bbb.mjs', V1, { key: strangerKey.privateKey }),
    ],
    [
      'signed, then a field changed',
      () => manifest(module, V1).replace('render-result-aaa', 'render-result-ccc'),
    ],
  ])('refuses a manifest %s, and drops the module it ran', async (_case, text) => {
    const { file, lines, site } = await afterRedeploy({ [MANIFEST]: text() });
    expect(file).toBeUndefined();
    expect(lines.join('\n')).toMatch(/refused/);
    expect(site.asked.filter((url) => !url.endsWith('.json'))).toEqual([moduleUrl]);
  });

  it('refuses a module whose bytes are not the ones signed', async () => {
    const evil = 'export const v = "evil";';
    const { file, lines } = await afterRedeploy({
      [MANIFEST]: manifest('server/render-result-bbb.mjs', V1),
      'https://calculator.test/server/render-result-bbb.mjs': evil,
    });
    expect(file).toBeUndefined();
    expect(lines.join('\n')).toMatch(/not the module its manifest signed/);
  });

  it.each([
    ['the manifest', MANIFEST],
    ['the module', 'https://calculator.test/server/render-result-bbb.mjs'],
  ])('refuses a redirect of %s, never following it', async (_case, url) => {
    const redirect = new Response(null, {
      status: 302,
      headers: { location: 'https://elsewhere.test/x' },
    });
    const files: Record<string, string | Response> = {
      [MANIFEST]: manifest('server/render-result-bbb.mjs', V1),
      'https://calculator.test/server/render-result-bbb.mjs': V1,
    };
    files[url] = redirect;
    const { file, lines, site } = await afterRedeploy(files);
    expect(file).toBeUndefined();
    expect(lines.join('\n')).toMatch(/redirects/);
    expect(site.asked.some((asked) => asked.includes('elsewhere'))).toBe(false);
  });

  it.each([
    ['http://calculator.test/remoteEntry.js', false],
    ['http://10.0.0.5:8081/remoteEntry.js', false],
    ['http://127.0.0.1:8081/remoteEntry.js', true],
    ['http://localhost:8081/remoteEntry.js', true],
    ['http://[::1]:8081/remoteEntry.js', true],
  ])('reads %s over plain HTTP only on this machine (%s)', async (remote, allowed) => {
    const manifestUrl = new URL('server-entry.json', remote).href;
    const site = deployment({
      [manifestUrl]: manifest(module, V1),
      [new URL(module, remote).href]: V1,
    });
    const source = createServerEntrySource(remote, options(site));
    expect((await source.current()) !== undefined).toBe(allowed);
    expect(site.asked.length > 0).toBe(allowed);
  });

  it('trusts no module when it is given no key', async () => {
    const site = deployment({ [MANIFEST]: manifest(module, V1), [moduleUrl]: V1 });
    const source = createServerEntrySource(REMOTE, { ...options(site), trustedKeys: [] });
    expect(await source.current()).toBeUndefined();
  });

  it('stops reading a module past its size as it streams, never holding it whole', async () => {
    const cap = 1_000_000;
    const chunk = Buffer.alloc(64 * 1024, 120);
    let sent = 0;
    let closed = false;
    // Chunked, with no length announced, and far more than the cap (bounded: it stops itself).
    const server: Server = createServer((req, res) => {
      if (req.url?.endsWith('.json')) {
        res.end(manifest(module, V1));
        return;
      }
      res.on('close', () => (closed = true));
      const pump = () => {
        while (!closed && sent < 200_000_000) {
          sent += chunk.byteLength;
          if (!res.write(chunk)) {
            res.once('drain', pump);
            return;
          }
        }
        res.end();
      };
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const lines: string[] = [];
      const before = process.memoryUsage().arrayBuffers;
      const source = createServerEntrySource(`http://127.0.0.1:${String(port)}/remoteEntry.js`, {
        trustedKeys: [buildKey.publicKey],
        maxModuleBytes: cap,
        log: (line) => lines.push(line),
      });
      await source.warm();
      expect(await source.current()).toBeUndefined();
      expect(lines.join('\n')).toMatch(/larger than 1000000 bytes/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(closed).toBe(true);
      // What crossed the wire stopped near the cap (socket buffers aside), and so did memory.
      expect(sent).toBeLessThan(cap * 20);
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(cap * 20);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('a signed entry expires with its release (docs/decisions/016-section-releases.md#signed-entries)', () => {
  const at = (release: string) => `https://calculator.test/${release}/remoteEntry.js`;
  /** Two releases of the calculator, each in its own folder, each manifest naming its own. */
  const releases = () =>
    deployment({
      'https://calculator.test/r1/server-entry.json': manifest('server/a.mjs', V1, {
        release: 'r1',
      }),
      'https://calculator.test/r1/server/a.mjs': V1,
      'https://calculator.test/r2/server-entry.json': manifest(
        'server/b.mjs',
        'export const v = 2;',
        {
          release: 'r2',
        },
      ),
      'https://calculator.test/r2/server/b.mjs': 'export const v = 2;',
    });

  it("runs the live release's entry, and the next release's as soon as the map switches", async () => {
    const site = releases();
    let live = { entry: at('r1'), release: 'r1' };
    const source = createServerEntrySource(() => live, options(site));
    expect(await source.current()).toMatch(/a\.mjs$/);
    live = { entry: at('r2'), release: 'r2' };
    // Not one page more with the release before: the switch is read at once.
    expect(await source.current()).toMatch(/b\.mjs$/);
    live = { entry: at('r1'), release: 'r1' };
    expect(await source.current()).toMatch(/a\.mjs$/);
  });

  it('refuses an entry signed for another release, or for none, whoever serves it', async () => {
    const lines: string[] = [];
    // An old build's manifest, signed before releases, served where release r2 should be.
    const site = deployment({
      'https://calculator.test/r2/server-entry.json': manifest('server/a.mjs', V1),
      'https://calculator.test/r2/server/a.mjs': V1,
      'https://calculator.test/r3/server-entry.json': manifest('server/a.mjs', V1, {
        release: 'r1',
      }),
      'https://calculator.test/r3/server/a.mjs': V1,
    });
    for (const release of ['r2', 'r3']) {
      const source = createServerEntrySource(() => ({ entry: at(release), release }), {
        ...options(site),
        log: (line) => lines.push(line),
      });
      expect(await source.current()).toBeUndefined();
      expect(source.state()).toBe('none');
    }
    expect(lines).toEqual([
      expect.stringMatching(/is of release \(none\), not the live r2$/),
      expect.stringMatching(/is of release r1, not the live r3$/),
    ]);
  });

  it('refuses a manifest whose release was changed after it was signed', async () => {
    const signed = JSON.parse(manifest('server/a.mjs', V1, { release: 'r1' })) as Record<
      string,
      string
    >;
    const site = deployment({
      'https://calculator.test/r2/server-entry.json': JSON.stringify({ ...signed, release: 'r2' }),
      'https://calculator.test/r2/server/a.mjs': V1,
    });
    const source = createServerEntrySource(
      () => ({ entry: at('r2'), release: 'r2' }),
      options(site),
    );
    expect(await source.current()).toBeUndefined();
  });
});
