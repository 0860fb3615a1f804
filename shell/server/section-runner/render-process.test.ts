import { SERVER_ENTRY_PROTOCOL, type ResultRenderRequest } from '@snowday/shared-i18n/contract';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRenderProcess, type RenderProcess } from './render-process';

/**
 * A stand-in for a section's server entry: it answers with what its sandbox lets it see, and
 * misbehaves on request (the place names the misdeed, `port` where to knock).
 */
const FAKE_ENTRY = `
export const protocol = ${String(SERVER_ENTRY_PROTOCOL)};
const tried = async (act) => { try { return 'done: ' + String(await act()); } catch (e) { return 'refused: ' + e; } };
export async function renderResult(request) {
  const query = new URLSearchParams(request.search);
  const place = query.get('location');
  const port = Number(query.get('port'));
  let seen;
  if (place === 'loop') for (;;) {}
  if (place === 'hog') { const kept = []; for (;;) kept.push(new Array(1e6).fill(place)); }
  if (place === 'junk') return { status: 500, html: 1 };
  if (place === 'throw') throw new Error('broken section');
  if (place === 'buffers') { const kept = []; for (let i = 0; i < 105; i++) kept.push(new Uint8Array(8e6).fill(1)); seen = kept.length; }
  if (place === 'arraybuffer') seen = new Uint8Array(new ArrayBuffer(840e6)).fill(1).byteLength;
  if (place === 'fetch') seen = await tried(() => fetch('http://127.0.0.1:' + port + '/').then((r) => r.status));
  if (place === 'connect') seen = await tried(async () => {
    const { connect } = await import('cloudflare:sockets');
    const socket = connect('127.0.0.1:' + port);
    const writer = socket.writable.getWriter();
    await writer.write(new TextEncoder().encode('hello'));
    return 'wrote';
  });
  if (place === 'signal') seen = await tried(() => process.kill(Number(query.get('pid')), 'SIGTERM'));
  if (place === 'files') seen = await tried(() => import('node:fs').then((fs) => fs.readFileSync('/etc/hostname', 'utf8')));
  if (place === 'spin') setTimeout(() => { for (;;) {} }, 20);
  if (place === 'hold') await new Promise((resolve) => setTimeout(resolve, Number(query.get('ms'))));
  return {
    status: 200,
    html: JSON.stringify({
      seen,
      process: typeof process,
      require: typeof require,
      env: typeof process === 'undefined' ? null : process.env,
    }),
    head: { title: 'T ' + place, description: 'D' },
  };
}
export async function outlook(request) {
  if (request.day === 'junk') return { kind: 'place', place: { name: 'P' }, day: { chances: [{ chance: 'high' }] } };
  return {
    kind: 'place',
    place: {
      name: 'P ' + request.forecast.body,
      timeZone: 'America/New_York',
      location: { name: 'Buffalo', region: 'New York', country: 'United States of America' },
    },
    day: { chances: request.askers.map((a) => ({ chance: a.snowDays, label: 'limited' })) },
  };
}
`;

let folder: string;
let entry: string;
let process_: RenderProcess | undefined;

const request = (location: string, more = ''): ResultRenderRequest => ({
  language: 'en',
  search: `?location=${location}${more}`,
  settings: {
    siteUrl: 'http://localhost',
    contactFormUrl: null,
    contactEmail: null,
    weather: { apiBase: '/api/weather', apiKey: null, sample: true },
  },
  forecast: { status: 200, body: '{}' },
});

interface Seen {
  seen?: string | number;
  process: string;
  require: string;
  env: Record<string, string> | null;
}
const seen = (html: string) => JSON.parse(html) as Seen;

/** The processor time a process has used, in ms (Linux's clock ticks are 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
};

/** A loopback listener that counts who reaches it. */
async function listener(): Promise<{ server: Server; port: number; reached: () => number }> {
  let reached = 0;
  const server = createServer((socket) => {
    reached += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, port, reached: () => reached };
}

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'render-process-test-'));
  entry = path.join(folder, 'render-result-one.mjs');
  writeFileSync(entry, FAKE_ENTRY);
});

afterEach(() => {
  process_?.close();
  process_ = undefined;
});

// Each test starts workerd at least once (about 0.3–1 s, far more on a busy machine).
describe(
  'the sandbox a section renders in (docs/decisions/013-section-sandbox-and-signing.md)',
  { timeout: 60_000 },
  () => {
    it('renders with the module, in a process holding none of the server’s secrets', async () => {
      process.env.WEATHER_API_KEY = 'not-for-sections';
      try {
        process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
        const answer = await process_.render(entry, request('Buffalo'));
        expect(answer.head.title).toBe('T Buffalo');
        const sandbox = process_.pid();
        expect(sandbox).toBeDefined();
        expect(sandbox).not.toBe(process.pid);
        // No Node there: no process, no require, no environment.
        expect(seen(answer.html)).toMatchObject({ process: 'undefined', require: 'undefined' });
        // Not even through the operating system's own record of the process.
        const environ = readFileSync(`/proc/${String(sandbox)}/environ`, 'latin1');
        expect(environ).not.toContain('not-for-sections');
        expect(environ).toBe('');
      } finally {
        delete process.env.WEATHER_API_KEY;
      }
    });

    it('reads no file: Node’s modules are not there', async () => {
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
      const { seen: files } = seen((await process_.render(entry, request('files'))).html);
      expect(files).toMatch(/^refused: /);
    });

    it('reaches no network: a listener on loopback is never knocked on', async () => {
      const { server, port, reached } = await listener();
      try {
        process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
        const fetched = seen(
          (await process_.render(entry, request('fetch', `&port=${String(port)}`))).html,
        );
        expect(fetched.seen).toMatch(/^refused: .*no network/);
        // A socket, whatever `connect()` claims, ends at the same refusal, never at the listener.
        await process_
          .render(entry, request('connect', `&port=${String(port)}`))
          .catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(reached()).toBe(0);
      } finally {
        server.close();
      }
    });

    it('cannot signal the server: there is no process to call kill on', async () => {
      let signalled = 0;
      const count = () => (signalled += 1);
      process.on('SIGTERM', count);
      try {
        process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
        const answer = await process_.render(
          entry,
          request('signal', `&pid=${String(process.pid)}`),
        );
        expect(seen(answer.html).seen).toMatch(/^refused: ReferenceError/);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(signalled).toBe(0);
      } finally {
        process.off('SIGTERM', count);
      }
    });

    it('ends a render that does not finish in time, and renders the next page in a new sandbox', async () => {
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL, renderTimeoutMs: 1_500 });
      await process_.render(entry, request('Buffalo'));
      const first = process_.pid();
      const started = Date.now();
      await expect(process_.render(entry, request('loop'))).rejects.toThrow(/longer than 1500 ms/);
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(await until(() => first === undefined || !alive(first), 2_000)).toBe(true);
      expect((await process_.render(entry, request('Buffalo'))).status).toBe(200);
      expect(process_.pid()).not.toBe(first);
    });

    it('runs nothing between calls: a timer left spinning never gets the processor', async () => {
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
      await process_.render(entry, request('spin'));
      const pid = process_.pid() ?? 0;
      const before = cpuMs(pid);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(cpuMs(pid) - before).toBeLessThan(150);
      expect((await process_.render(entry, request('Buffalo'))).status).toBe(200);
      expect(process_.pid()).toBe(pid);
    });

    it('ends a render that takes more heap than allowed', async () => {
      process_ = createRenderProcess({
        protocol: SERVER_ENTRY_PROTOCOL,
        memoryMb: 64,
        renderTimeoutMs: 20_000,
      });
      await expect(process_.render(entry, request('hog'))).rejects.toThrow();
      expect((await process_.render(entry, request('Buffalo'))).status).toBe(200);
    });

    it.each([['buffers'], ['arraybuffer']])(
      'bounds memory outside the heap too: %s of 840 MB fails, and the next call works',
      async (bomb) => {
        process_ = createRenderProcess({
          protocol: SERVER_ENTRY_PROTOCOL,
          memoryMb: 64,
          renderTimeoutMs: 20_000,
        });
        const pid = () => process_?.pid();
        await process_.render(entry, request('Buffalo'));
        const sandbox = pid() ?? 0;
        await expect(process_.render(entry, request(bomb))).rejects.toThrow();
        // What the sandbox could touch stayed far below the bomb.
        // (A sandbox that died of it has no resident memory left to count.)
        let status = '';
        try {
          status = readFileSync(`/proc/${String(sandbox)}/status`, 'utf8');
        } catch {
          // Gone already.
        }
        const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
        expect(rssKb / 1024).toBeLessThan(840);
        expect((await process_.render(entry, request('Buffalo'))).status).toBe(200);
      },
    );

    it('dies with the server, even a server killed outright, and its folder goes next time', async () => {
      const here = path.dirname(fileURLToPath(import.meta.url));
      const parentScript = path.join(folder, 'parent.mts');
      writeFileSync(
        parentScript,
        `import { createRenderProcess } from ${JSON.stringify(path.join(here, 'render-process.ts'))};
const sandbox = createRenderProcess({ protocol: ${String(SERVER_ENTRY_PROTOCOL)} });
const request = { language: 'en', search: '?location=x', settings: {}, forecast: { status: 200, body: '{}' } };
await sandbox.render(${JSON.stringify(entry)}, request).catch((e) => console.error(e));
console.log(JSON.stringify({ pid: sandbox.pid() }));
setInterval(() => undefined, 1_000);
`,
      );
      const parent = spawn(process.execPath, ['--import', 'tsx', parentScript], {
        cwd: path.resolve(here, '../../..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        parent.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
          if (out.includes('\n')) resolve(out.trim());
        });
        parent.once('exit', () => reject(new Error(`the parent exited: ${out}`)));
      });
      const { pid: sandbox } = JSON.parse(line) as { pid: number };
      expect(alive(sandbox)).toBe(true);
      const leftFolder = readdirSync(os.tmpdir()).find((name) =>
        name.startsWith(`snowday-sandbox-${String(parent.pid)}-`),
      );
      expect(leftFolder).toBeDefined();

      parent.kill('SIGKILL');
      expect(await until(() => !alive(sandbox), 3_000)).toBe(true);

      // The next server's first sandbox clears what the killed one could not.
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
      await process_.render(entry, request('Buffalo'));
      expect(existsSync(path.join(os.tmpdir(), leftFolder ?? ''))).toBe(false);
    });

    it('starts ahead of the first call when asked, and logs a module that will not load', async () => {
      const lines: string[] = [];
      process_ = createRenderProcess({
        protocol: SERVER_ENTRY_PROTOCOL,
        log: (line) => lines.push(line),
      });
      await process_.prepare(entry);
      const pid = process_.pid();
      expect(pid).toBeDefined();
      expect((await process_.render(entry, request('Buffalo'))).status).toBe(200);
      expect(process_.pid()).toBe(pid);
      const other = path.join(folder, 'render-result-prepared-old.mjs');
      writeFileSync(other, FAKE_ENTRY.replace(/protocol = \d+/, 'protocol = 0'));
      await expect(process_.prepare(other)).resolves.toBeUndefined();
      expect(lines.join('\n')).toMatch(/protocol 0/);
    });

    it('removes its folder when closed', async () => {
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
      await process_.render(entry, request('Buffalo'));
      const mine = () =>
        readdirSync(os.tmpdir()).filter((name) =>
          name.startsWith(`snowday-sandbox-${String(process.pid)}-`),
        );
      expect(mine()).toHaveLength(1);
      process_.close();
      expect(await until(() => mine().length === 0, 3_000)).toBe(true);
    });

    it('refuses an answer of the wrong shape, and a module that throws', async () => {
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
      await expect(process_.render(entry, request('junk'))).rejects.toThrow();
      await expect(process_.render(entry, request('throw'))).rejects.toThrow(/broken section/);
      expect((await process_.render(entry, request('Buffalo'))).status).toBe(200);
    });

    it('answers the outlook with the same module, in the askers’ order, the place whole, shape checked', async () => {
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
      const askers = [3, 1].map((snowDays) => ({
        location: 'Quebec',
        schoolType: 'Public' as const,
        snowDays,
      }));
      const forecast = { status: 200, body: 'F' };
      expect(await process_.outlook(entry, { forecast, day: '2026-12-01', askers })).toEqual({
        kind: 'place',
        // Its zone and the weather service's parts too: a result's report is kept by them.
        place: {
          name: 'P F',
          timeZone: 'America/New_York',
          location: { name: 'Buffalo', region: 'New York', country: 'United States of America' },
        },
        day: {
          chances: [
            { chance: 3, label: 'limited' },
            { chance: 1, label: 'limited' },
          ],
        },
      });
      await expect(process_.outlook(entry, { forecast, day: 'junk', askers })).rejects.toThrow();
      // Renders and outlooks share the sandbox.
      expect((await process_.render(entry, request('Buffalo'))).status).toBe(200);
    });

    it('refuses a module without every export the shell calls', async () => {
      const partial = path.join(folder, 'render-result-partial.mjs');
      writeFileSync(
        partial,
        FAKE_ENTRY.replace('export async function outlook', 'async function outlook'),
      );
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
      await expect(process_.render(partial, request('Buffalo'))).rejects.toThrow(
        /not export outlook/,
      );
    });

    it('refuses a module of another protocol, and one that does not load', async () => {
      const other = path.join(folder, 'render-result-old.mjs');
      writeFileSync(other, FAKE_ENTRY.replace(/protocol = \d+/, 'protocol = 0'));
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
      await expect(process_.render(other, request('Buffalo'))).rejects.toThrow(/protocol 0/);
      const broken = path.join(folder, 'render-result-broken.mjs');
      writeFileSync(broken, `import 'node:fs';\n${FAKE_ENTRY}`);
      await expect(process_.render(broken, request('Buffalo'))).rejects.toThrow(
        /could not be loaded/,
      );
      expect((await process_.render(entry, request('Buffalo'))).status).toBe(200);
    });

    it('starts a new sandbox for a new module version', async () => {
      const second = path.join(folder, 'render-result-two.mjs');
      writeFileSync(second, FAKE_ENTRY.replace("'T '", "'Two '"));
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
      expect((await process_.render(entry, request('Buffalo'))).head.title).toBe('T Buffalo');
      expect((await process_.render(second, request('Buffalo'))).head.title).toBe('Two Buffalo');
    });

    it('renders side by side in as many sandboxes as it is given, behind the same lines', async () => {
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL, sandboxes: 2 });
      await process_.prepare(entry);
      const pids = process_.pids();
      expect(new Set(pids).size).toBe(2);
      const finished: string[] = [];
      const slow = process_
        .render(entry, request('hold', '&ms=1500'))
        .then(() => finished.push('slow'));
      const quick = process_.render(entry, request('Buffalo')).then(() => finished.push('quick'));
      await Promise.all([slow, quick]);
      // The second sandbox answered while the first was still busy.
      expect(finished).toEqual(['quick', 'slow']);
      // Warm sandboxes were used: no new process was started for either call.
      expect(process_.pids().sort()).toEqual([...pids].sort());
    });

    it('gives one client one sandbox at a time, the other left to the next client', async () => {
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL, sandboxes: 2 });
      await process_.prepare(entry);
      const finished: string[] = [];
      const mine = ['a1', 'a2'].map((name) =>
        process_
          ?.render(entry, request('hold', `&ms=1200&n=${name}`), { owner: '198.51.100.1' })
          .then(() => finished.push(name)),
      );
      const theirs = process_
        .render(entry, request('Buffalo'), { owner: '203.0.113.9' })
        .then(() => finished.push('b'));
      await Promise.all([...mine, theirs]);
      // Without the share, both of the first client's calls would hold both sandboxes.
      expect(finished).toEqual(['b', 'a1', 'a2']);
    });

    it('with one sandbox, a call waits for the one before it', async () => {
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
      await process_.prepare(entry);
      const finished: string[] = [];
      const slow = process_
        .render(entry, request('hold', '&ms=300'))
        .then(() => finished.push('slow'));
      const quick = process_.render(entry, request('Buffalo')).then(() => finished.push('quick'));
      await Promise.all([slow, quick]);
      expect(finished).toEqual(['slow', 'quick']);
    });

    it('ends only the sandbox whose call ran out of time; the other keeps its process', async () => {
      process_ = createRenderProcess({
        protocol: SERVER_ENTRY_PROTOCOL,
        sandboxes: 2,
        renderTimeoutMs: 1_500,
      });
      await process_.prepare(entry);
      const before = process_.pids();
      const quick = process_.render(entry, request('hold', '&ms=200'));
      await expect(process_.render(entry, request('loop'))).rejects.toThrow(/longer than 1500 ms/);
      expect((await quick).status).toBe(200);
      const after = process_.pids();
      expect(after.filter((pid) => before.includes(pid))).toHaveLength(1);
    });

    it('serves pages without a render when too many are waiting', async () => {
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL, maxQueue: 2 });
      const results = await Promise.allSettled(
        ['a', 'b', 'c', 'd'].map((place) => process_?.render(entry, request(place))),
      );
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'rejected',
      ]);
    });
  },
);
