import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createReadiness, healthRoutes } from './health';

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
