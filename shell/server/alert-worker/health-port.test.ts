import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerEnv } from '../core/server-env';
import { serveHealthPort } from './health-port';

let close: (() => void) | undefined;
afterEach(() => close?.());

describe("the alert worker's health port", () => {
  it('answers GET /healthz as the web process does, and nothing else', async () => {
    const server = await serveHealthPort(0, '127.0.0.1');
    close = () => server.close();
    const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/healthz`, { method: 'POST' })).status).toBe(404);
  });

  it('is served only when HEALTH_PORT names one', () => {
    expect(parseServerEnv({}).HEALTH_PORT).toBeUndefined();
    expect(parseServerEnv({ HEALTH_PORT: '' }).HEALTH_PORT).toBeUndefined();
    expect(parseServerEnv({ HEALTH_PORT: '8090' }).HEALTH_PORT).toBe(8090);
    expect(() => parseServerEnv({ HEALTH_PORT: 'x' })).toThrow(/HEALTH_PORT/);
  });
});
