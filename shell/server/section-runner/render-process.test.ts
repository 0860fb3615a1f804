import { SERVER_ENTRY_PROTOCOL, type ResultRenderRequest } from '@snowday/shared-i18n/contract';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRenderProcess, type RenderProcess } from './render-process';

/**
 * A stand-in for a section's server entry: it answers with what its environment and the file
 * system let it see, and misbehaves on request (the place names the misdeed).
 */
const FAKE_ENTRY = `
export const protocol = ${String(SERVER_ENTRY_PROTOCOL)};
export async function renderResult(request) {
  const fs = await import('node:fs');
  const place = new URLSearchParams(request.search).get('location');
  if (place === 'loop') for (;;) {}
  if (place === 'hog') { const kept = []; for (;;) kept.push(new Array(1e6).fill(place)); }
  if (place === 'junk') return { status: 500, html: 1 };
  if (place === 'throw') throw new Error('broken section');
  let environ = '';
  try { environ = fs.readFileSync('/proc/self/environ', 'latin1'); } catch (e) { environ = 'unreadable: ' + e.code; }
  let secrets = '';
  try { secrets = fs.readFileSync(${JSON.stringify(path.join(os.tmpdir(), 'snowday-secret-file'))}, 'utf8'); } catch (e) { secrets = 'unreadable: ' + e.code; }
  return {
    status: 200,
    html: JSON.stringify({ env: process.env, environ, secrets, pid: process.pid }),
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

const request = (location: string): ResultRenderRequest => ({
  language: 'en',
  search: `?location=${location}`,
  settings: {
    siteUrl: 'http://localhost',
    contactFormUrl: null,
    contactEmail: null,
    weather: { apiBase: '/api/weather', apiKey: null, sample: true },
  },
  forecast: { status: 200, body: '{}' },
});

interface Seen {
  env: Record<string, string>;
  environ: string;
  secrets: string;
  pid: number;
}
const seen = (html: string) => JSON.parse(html) as Seen;

beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'render-process-test-'));
  entry = path.join(folder, 'render-result-one.mjs');
  writeFileSync(entry, FAKE_ENTRY);
  writeFileSync(path.join(os.tmpdir(), 'snowday-secret-file'), 'DATABASE_URL=postgres://secret');
});

afterEach(() => {
  process_?.close();
  process_ = undefined;
});

describe('the process a section renders in (docs/decisions/011-result-rendered-by-its-section.md)', () => {
  it('renders with the module, and its environment holds none of the server’s secrets', async () => {
    process.env.WEATHER_API_KEY = 'not-for-sections';
    try {
      process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
      const answer = await process_.render(entry, request('Buffalo'));
      expect(answer.head.title).toBe('T Buffalo');
      const { env, environ, pid } = seen(answer.html);
      expect(pid).not.toBe(process.pid);
      expect(Object.keys(env)).toEqual([]);
      // Not even through the operating system's own record of the process.
      expect(environ).not.toContain('not-for-sections');
    } finally {
      delete process.env.WEATHER_API_KEY;
    }
  });

  it('reads no file but its own module where Node has a permission model', async () => {
    const flags = process.allowedNodeEnvironmentFlags;
    const guarded = flags.has('--permission') || flags.has('--experimental-permission');
    process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
    const { secrets } = seen((await process_.render(entry, request('Buffalo'))).html);
    if (guarded) expect(secrets).toBe('unreadable: ERR_ACCESS_DENIED');
    else expect(secrets).toContain('postgres');
  });

  it('ends a render that does not finish in time, and renders the next page in a new process', async () => {
    process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL, renderTimeoutMs: 1_500 });
    const first = seen((await process_.render(entry, request('Buffalo'))).html).pid;
    const started = Date.now();
    await expect(process_.render(entry, request('loop'))).rejects.toThrow(/longer than 1500 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    const next = seen((await process_.render(entry, request('Buffalo'))).html).pid;
    expect(next).not.toBe(first);
  });

  it('ends a render that takes more memory than allowed', async () => {
    process_ = createRenderProcess({
      protocol: SERVER_ENTRY_PROTOCOL,
      memoryMb: 64,
      renderTimeoutMs: 20_000,
    });
    await expect(process_.render(entry, request('hog'))).rejects.toThrow(/exited/);
    expect((await process_.render(entry, request('Buffalo'))).status).toBe(200);
  }, 30_000);

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
    // Renders and outlooks share the process.
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

  it('refuses a module of another protocol', async () => {
    const other = path.join(folder, 'render-result-old.mjs');
    writeFileSync(other, FAKE_ENTRY.replace(/protocol = \d+/, 'protocol = 0'));
    process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
    await expect(process_.render(other, request('Buffalo'))).rejects.toThrow(/protocol 0/);
  });

  it('starts a new process for a new module version', async () => {
    const second = path.join(folder, 'render-result-two.mjs');
    writeFileSync(second, FAKE_ENTRY.replace("'T '", "'Two '"));
    process_ = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
    expect((await process_.render(entry, request('Buffalo'))).head.title).toBe('T Buffalo');
    expect((await process_.render(second, request('Buffalo'))).head.title).toBe('Two Buffalo');
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
});
