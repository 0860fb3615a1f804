import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSampleWeatherHandler, type SampleWeatherHandlerOptions } from './handler.js';
import type { SiteForecast } from '@snowday/shared-i18n/contract';
import { readSiteForecast } from '@snowday/shared-i18n/contract/forecast';
import type { ForecastResponse } from './sample-forecasts.js';

const FIXED_NOW = new Date('2026-12-14T14:05:00Z');

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Starts `listener` on an ephemeral 127.0.0.1 port; tests never touch a real network. */
async function listen(listener: Listener): Promise<{ server: Server; base: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${String(port)}` };
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
}

function startHandler(
  options: SampleWeatherHandlerOptions,
): Promise<{ server: Server; base: string }> {
  const handler = createSampleWeatherHandler(options);
  return listen((req, res) => {
    handler(req, res);
  });
}

function forecastUrl(base: string, params: Record<string, string>): string {
  return `${base}/v1/forecast.json?${new URLSearchParams(params).toString()}`;
}

describe('sample weather handler over HTTP', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    ({ server, base } = await startHandler({ now: () => FIXED_NOW }));
  });

  afterAll(async () => {
    await close(server);
  });

  it('answers a known place with 200, WeatherAPI headers and a forecast body', async () => {
    const res = await fetch(
      forecastUrl(base, { key: '', q: '14201', days: '3', aqi: 'no', alerts: 'no' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as ForecastResponse;
    expect(body.location).toMatchObject({
      name: 'Buffalo',
      region: 'New York',
      country: 'United States of America',
      localtime: '2026-12-14 9:05',
    });
    expect(body.forecast.forecastday.map((d) => d.date)).toEqual([
      '2026-12-14',
      '2026-12-15',
      '2026-12-16',
    ]);
    expect(body.forecast.forecastday[0]?.day.condition.code).toBe(1225);
  });

  it('serves the site’s own forecast at /v2/forecast, with the warnings', async () => {
    const res = await fetch(`${base}/v2/forecast?q=14201&days=3`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SiteForecast;
    expect(readSiteForecast(body)).toEqual(body);
    expect(body.contract).toBe(2);
    expect(body.place).toMatchObject({ name: 'Buffalo', localTime: '2026-12-14 9:05' });
    expect(body.days.map((d) => d.date)).toEqual(['2026-12-14', '2026-12-15', '2026-12-16']);
    expect(body.days[0]?.condition.code).toBe(1225);
    expect(body.warnings.map((w) => w.event)).toContain('Winter Storm Warning');
    const unknown = await fetch(`${base}/v2/forecast?q=Atlantis`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { code: 1006 } });
  });

  it('works without any key parameter and with encoded non-ASCII and postal-code queries', async () => {
    for (const [q, name] of [
      ['哈尔滨', 'Harbin'],
      ['k1a-0b1', 'Ottawa'],
      ['Montréal', 'Montreal'],
      ['  madrid ', 'Madrid'],
    ] as const) {
      const res = await fetch(forecastUrl(base, { q }));
      expect(res.status, q).toBe(200);
      const body = (await res.json()) as ForecastResponse;
      expect(body.location.name).toBe(name);
    }
  });

  it.each([
    [undefined, 1],
    ['1', 1],
    ['2', 2],
    ['3', 3],
    ['10', 3],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2days', 2],
  ])('days=%s → %d forecast days', async (days, expected) => {
    const params: Record<string, string> = { q: 'Boston' };
    if (days !== undefined) params['days'] = days;
    const res = await fetch(forecastUrl(base, params));
    expect(res.status).toBe(200);
    const body = (await res.json()) as ForecastResponse;
    expect(body.forecast.forecastday).toHaveLength(expected);
  });

  it.each([
    ['missing', `/v1/forecast.json?key=abc&days=3`],
    ['empty', `/v1/forecast.json?q=&days=3`],
    ['blank', `/v1/forecast.json?q=%20%20`],
  ])('q %s → 400 with error 1003', async (_label, path) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ error: { code: 1003, message: 'Parameter q is missing.' } });
  });

  it('unknown place → 400 with error 1006', async () => {
    const res = await fetch(forecastUrl(base, { q: 'Atlantis', days: '3' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 1006, message: 'No matching location found.' },
    });
  });

  it('__error500 hook → 500 with error 9999', async () => {
    const res = await fetch(forecastUrl(base, { q: '__error500' }));
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({
      error: { code: 9999, message: 'Internal application error.' },
    });
  });

  it('__malformed hook → 200 with a body that has no forecast', async () => {
    const res = await fetch(forecastUrl(base, { q: '__malformed', days: '3' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('forecast');
    expect(body).toHaveProperty('location');
    expect(body).toHaveProperty('current');
  });

  it('rejects other methods with 405 and Allow: GET', async () => {
    const res = await fetch(forecastUrl(base, { q: '14201' }), { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(1005);
  });

  it('other paths → 404 JSON when there is no next()', async () => {
    for (const path of [
      '/',
      '/v1/current.json?q=14201',
      '/v1/forecast.json.bak?q=14201',
      '/xv1/forecast.json?q=1',
    ]) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(((await res.json()) as { error: { code: number } }).error.code).toBe(1005);
    }
  });

  it('matches the path under an unstripped mount prefix', async () => {
    const res = await fetch(`${base}/api/weather/v1/forecast.json?q=Paris`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as ForecastResponse).location.name).toBe('Paris');
  });
});

describe('sample weather handler as middleware', () => {
  it('serves its path when a prefix was stripped and calls next() for anything else', async () => {
    const handler = createSampleWeatherHandler({ now: () => FIXED_NOW });
    const prefix = '/weather-api';
    // Mimics Express/Connect `app.use(prefix, handler)`: strip the prefix, fall through on next().
    const { server, base } = await listen((req, res) => {
      const url = req.url ?? '/';
      const fallthrough = (): void => {
        res.statusCode = 418;
        res.end('fell through');
      };
      if (!url.startsWith(`${prefix}/`)) {
        fallthrough();
        return;
      }
      req.url = url.slice(prefix.length);
      handler(req, res, fallthrough);
    });
    try {
      const ok = await fetch(`${base}${prefix}/v1/forecast.json?q=Chamonix&days=2`);
      expect(ok.status).toBe(200);
      const body = (await ok.json()) as ForecastResponse;
      expect(body.location.name).toBe('Chamonix-Mont-Blanc');
      expect(body.forecast.forecastday).toHaveLength(2);

      const other = await fetch(`${base}${prefix}/v1/search.json?q=Chamonix`);
      expect(other.status).toBe(418);
      expect(await other.text()).toBe('fell through');
    } finally {
      await close(server);
    }
  });
});

describe('__slow hook', () => {
  it('answers with a forecast after the delay', async () => {
    const { server, base } = await startHandler({ now: () => FIXED_NOW, slowDelayMs: 50 });
    try {
      const started = Date.now();
      const res = await fetch(forecastUrl(base, { q: '__slow', days: '2' }));
      expect(Date.now() - started).toBeGreaterThanOrEqual(45);
      expect(res.status).toBe(200);
      expect(((await res.json()) as ForecastResponse).forecast.forecastday).toHaveLength(2);
    } finally {
      await close(server);
    }
  });

  it('clears its timer when the client gives up', async () => {
    // `now` is only called when the timer fires and builds the body, so it counts fired timers.
    let fired = 0;
    const { server, base } = await startHandler({
      now: () => {
        fired += 1;
        return FIXED_NOW;
      },
      slowDelayMs: 200,
    });
    try {
      const controller = new AbortController();
      const pending = fetch(forecastUrl(base, { q: '__slow' }), { signal: controller.signal });
      await delay(30);
      controller.abort();
      await expect(pending).rejects.toThrow();
      await delay(400);
      expect(fired).toBe(0);
    } finally {
      await close(server);
    }
  });

  it('uses a 15 s delay by default', async () => {
    const { server, base } = await startHandler({ now: () => FIXED_NOW });
    try {
      const controller = new AbortController();
      const outcome = await Promise.race([
        fetch(forecastUrl(base, { q: '__slow' }), { signal: controller.signal }).then(
          () => 'answered',
        ),
        delay(300).then(() => 'still waiting'),
      ]);
      controller.abort();
      expect(outcome).toBe('still waiting');
    } finally {
      await close(server);
    }
  });
});
