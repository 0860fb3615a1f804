import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createReadiness, healthRoutes, type SectionState } from './health';

async function serve(router: express.Router) {
  const app = express();
  app.use(router);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return { base, close: () => server.close() };
}

describe('health routes', () => {
  it('answer /healthz always, and /readyz only once loaded and until stopping', async () => {
    const readiness = createReadiness();
    const { base, close } = await serve(healthRoutes(readiness));
    const status = async (path: string) => (await fetch(`${base}${path}`)).status;
    try {
      expect(await status('/healthz')).toBe(200);
      expect(await status('/readyz')).toBe(503);
      readiness.markReady();
      expect(await status('/readyz')).toBe(200);
      readiness.markStopping();
      expect(await status('/readyz')).toBe(503);
      expect(await status('/healthz')).toBe(200);
      expect((await fetch(`${base}/healthz`)).headers.get('cache-control')).toBe('no-store');
    } finally {
      close();
    }
  });

  it('says which part is down, and keeps the instance in rotation for its pages', async () => {
    const readiness = createReadiness();
    let database: 'up' | 'down' | 'starting' = 'starting';
    readiness.addPart('database', () => database);
    const { base, close } = await serve(healthRoutes(readiness));
    const readyz = async () => {
      const response = await fetch(`${base}/readyz`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    try {
      expect(await readyz()).toEqual({
        status: 503,
        body: { status: 'unavailable', parts: { database: 'starting' } },
      });
      readiness.markReady();
      expect(await readyz()).toEqual({
        status: 200,
        body: { status: 'degraded', parts: { database: 'starting' } },
      });
      database = 'down';
      expect(await readyz()).toEqual({
        status: 200,
        body: { status: 'degraded', parts: { database: 'down' } },
      });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      database = 'up';
      expect(await readyz()).toEqual({
        status: 200,
        body: { status: 'ok', parts: { database: 'up' } },
      });
      readiness.markStopping();
      expect((await readyz()).status).toBe(503);
    } finally {
      close();
    }
  });

  it('names a section it holds no copy of, or only an old one, and stays in rotation', async () => {
    const readiness = createReadiness();
    let sections: Record<string, SectionState> = { calculator: 'missing', blog: 'held' };
    readiness.watchSections(() => sections);
    const { base, close } = await serve(healthRoutes(readiness));
    const readyz = async () => {
      const response = await fetch(`${base}/readyz`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    try {
      expect(await readyz()).toEqual({
        status: 503,
        body: { status: 'unavailable', sections },
      });
      readiness.markReady();
      expect(await readyz()).toEqual({ status: 200, body: { status: 'degraded', sections } });
      sections = { calculator: 'stale', blog: 'held' };
      expect(await readyz()).toEqual({ status: 200, body: { status: 'degraded', sections } });
      sections = { calculator: 'held', blog: 'held' };
      expect(await readyz()).toEqual({ status: 200, body: { status: 'ok', sections } });
    } finally {
      close();
    }
  });

  it('has no /readyz on a remote’s server', async () => {
    const { base, close } = await serve(healthRoutes());
    try {
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/readyz`)).status).toBe(404);
    } finally {
      close();
    }
  });
});
