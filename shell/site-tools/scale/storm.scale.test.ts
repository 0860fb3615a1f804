import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_PLACES } from './forecast-load';
import { client } from './http-client';
import { startStormRig, type StormRig } from './storm-rig';

/** Ports of this run: 20 from here (CI's default, or E2E_PORT_BASE + 20 beside other runs). */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4280) + 20;
const forecast = (q: string) => `/api/weather/v2/forecast?q=${encodeURIComponent(q)}&days=3`;

/**
 * Several instances behind Debian's nginx (docs/deploy/nginx.conf as it is), sharing Redis, in
 * front of a local WeatherAPI stand-in: all on 127.0.0.1, all bounded.
 */
describe('a storm night: two instances, nginx, Redis', () => {
  let rig: StormRig;

  beforeAll(async () => {
    rig = await startStormRig({
      // The sandbox starts with each instance: on a busy two-core machine, a minute or more.
      readyTimeoutMs: 110_000,
      portBase: PORT_BASE,
      instances: 2,
      nginx: true,
      redis: true,
      upstreamLatencyMs: 150,
    });
  }, 120_000);
  afterAll(() => rig?.close(), 20_000);

  it('makes exactly one upstream call per place for hundreds of simultaneous requests', async () => {
    const [a, b] = rig.instances;
    // Through nginx, and straight to each instance: Redis shares the fetch even without nginx.
    const entries = [rig.siteUrl, a?.url, b?.url];
    // Hundreds of visitors, a few requests each (one address asking hundreds at once waits its
    // turn: docs/product/hardening.md#floods).
    const visitors = Array.from({ length: 60 }, (_, i) => client(`127.0.1.${String(i + 1)}`, 6));
    const answers = await Promise.all(
      Array.from({ length: 360 }, (_, i) =>
        visitors[i % 60]?.get(
          `${entries[Math.floor(i / 12) % 3] ?? ''}${forecast(LOAD_PLACES[i % 12] ?? '')}`,
        ),
      ),
    );
    for (const visitor of visitors) visitor.close();
    expect(answers.filter((r) => r?.status !== 200)).toEqual([]);
    expect(Object.fromEntries(LOAD_PLACES.map((q) => [q, rig.upstream.callsFor(q)]))).toEqual(
      Object.fromEntries(LOAD_PLACES.map((q) => [q, 1])),
    );
    // nginx now answers the place from its cache, as the instance's Cache-Control allows.
    const http = client('127.0.0.1', 1);
    const cached = await http.get(`${rig.siteUrl}${forecast('Denver')}`);
    http.close();
    expect(cached.headers['x-cache-status']).toBe('HIT');
  }, 30_000);

  it('counts one client’s limit across both instances, and per address through nginx', async () => {
    const [a, b] = rig.instances;
    // 70 places nobody asked for (each one costs an upstream call), alternately to each instance.
    const visitor = client('127.0.0.2');
    const statuses = await Promise.all(
      Array.from({ length: 70 }, async (_, i) => {
        const entry = i % 2 === 0 ? a?.url : b?.url;
        return (await visitor.get(`${entry ?? ''}${forecast(`nowhere ${String(i)}`)}`)).status;
      }),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(60); // WeatherAPI's 1006
    // nginx passes the visitor’s address on: the same client is refused there too…
    expect((await visitor.get(`${rig.siteUrl}${forecast('nowhere else')}`)).status).toBe(429);
    visitor.close();
    // …and another client is not.
    const other = client('127.0.0.3');
    expect((await other.get(`${rig.siteUrl}${forecast('nowhere else')}`)).status).toBe(400);
    other.close();
  }, 30_000);

  it('loses no request when one instance stops in the middle of a run', async () => {
    const http = client('127.0.0.4', 16);
    const paths = ['/', '/fr/result?location=Paris', '/blog', forecast('Calgary'), '/es/about'];
    const [, b] = rig.instances;
    let sent = 0;
    const statuses: number[] = [];
    let stopped: Promise<number | string> | undefined;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (sent < 400) {
          sent += 1;
          if (sent === 120) stopped = b?.process.stop('SIGTERM');
          statuses.push(
            (await http.get(`${rig.siteUrl}${paths[sent % paths.length] ?? '/'}`)).status,
          );
        }
      }),
    );
    http.close();
    expect(await stopped).toBe(0);
    expect(statuses).toHaveLength(400);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 30_000);

  it('serves every request with no 5xx when Redis goes away, and says so once', async () => {
    const [a] = rig.instances;
    const http = client('127.0.0.5', 16);
    const statuses: number[] = [];
    let sent = 0;
    let redisStopped: Promise<number | string> | undefined;
    let before = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (sent < 300) {
          sent += 1;
          if (sent === 100) {
            before = a?.process.output().length ?? 0;
            redisStopped = rig.redis?.stop('SIGKILL');
          }
          const place = `${LOAD_PLACES[sent % 12] ?? ''}`;
          // New places too (`days` 1 and 2 are entries of their own), so the store is used.
          const url = `${sent % 2 ? (a?.url ?? '') : rig.siteUrl}${forecast(place)}`.replace(
            'days=3',
            `days=${String(1 + (sent % 3))}`,
          );
          statuses.push((await http.get(url)).status);
        }
      }),
    );
    http.close();
    await redisStopped;
    expect(statuses).toHaveLength(300);
    expect(statuses.filter((s) => s >= 500 || s === 0)).toEqual([]);
    // One warning for the outage (a slow Redis earlier, on this busy machine, may have had its own).
    const warnings = (a?.process.output().slice(before) ?? '')
      .split('\n')
      .filter((l) => l.includes('redis unavailable'));
    expect(warnings.length, warnings.join('\n')).toBeLessThanOrEqual(1);
    expect(a?.process.output()).toContain('redis unavailable');
  }, 30_000);
});
