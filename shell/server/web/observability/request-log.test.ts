import express from 'express';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/observability/logger';
import { requestLog } from './request-log';

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function serveLogged() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const app = express();
  app.use(requestLog(createLogger('info', { destination: stream })));
  app.get('/{*path}', (_req, res) => res.send('x'.repeat(1000)));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { base, lines, parsed };
}

describe('requestLog', () => {
  it('writes one JSON line per request, with the caller’s request id echoed back', async () => {
    const { base, parsed } = await serveLogged();
    const response = await fetch(`${base}/about`, { headers: { 'X-Request-Id': 'abc-123' } });
    await response.text();
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    await expect.poll(() => parsed().length).toBe(1);
    const [line] = parsed();
    expect(line).toMatchObject({
      method: 'GET',
      path: '/about',
      status: 200,
      requestId: 'abc-123',
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(line?.bytes).toBeGreaterThan(1000);
  });

  it('makes up an id when there is none, or when the given one is not an id', async () => {
    const { base, parsed } = await serveLogged();
    const own = await fetch(`${base}/`);
    const odd = await fetch(`${base}/`, { headers: { 'X-Request-Id': 'two words' } });
    for (const response of [own, odd]) {
      await response.text();
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    await expect.poll(() => parsed().length).toBe(2);
  });

  it('never logs a query string, the visitor’s address or browser', async () => {
    const { base, lines, parsed } = await serveLogged();
    const urls = [
      '/result?location=Secret%20Town&userName=Alice&schoolType=public',
      '/api/weather/v1/forecast.json?q=Secret%20Town&days=3',
    ];
    for (const url of urls) {
      await (await fetch(`${base}${url}`, { headers: { 'User-Agent': 'Tattletale/1' } })).text();
    }
    await expect.poll(() => parsed().length).toBe(2);
    expect(parsed().map((line) => line.path)).toEqual(['/result', '/api/weather/v1/forecast.json']);
    const all = lines.join('\n');
    for (const secret of ['Secret', 'Alice', 'location', 'q=', 'Tattletale', '127.0.0.1']) {
      expect(all).not.toContain(secret);
    }
  });
});
