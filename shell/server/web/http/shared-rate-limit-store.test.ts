import express from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RedisLink } from '../../core/redis/redis-link';
import { SharedRateLimitStore } from './shared-rate-limit-store';

/** Redis away: the counts are kept in this process, as after an outage. */
const redisAway = { up: () => false, failed: () => undefined } as unknown as RedisLink;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the per-IP counts shared in Redis', () => {
  it('counts one request against two limits without taking it for a double count', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = express();
    // A result page: the forecast it needs and its render, each against its own limit.
    for (const prefix of ['snowday:rate:', 'snowday:rate:renders:']) {
      app.use(
        rateLimit({
          windowMs: 60_000,
          limit: 10,
          store: new SharedRateLimitStore(redisAway, prefix),
          requestPropertyName: prefix,
        }),
      );
    }
    app.get('/', (_req, res) => {
      res.send('ok');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${String(port)}/`);
      expect(answer.status).toBe(200);
    } finally {
      server.close();
    }
    const codes = errors.mock.calls.flat().map((arg) => (arg as { code?: string } | null)?.code);
    expect(codes).not.toContain('ERR_ERL_DOUBLE_COUNT');
  });

  it('still tells express-rate-limit when one key of one limit is counted twice', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new SharedRateLimitStore(redisAway, 'snowday:rate:');
    const app = express();
    for (let i = 0; i < 2; i += 1) app.use(rateLimit({ windowMs: 60_000, limit: 10, store }));
    app.get('/', (_req, res) => {
      res.send('ok');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${String(port)}/`);
    } finally {
      server.close();
    }
    const codes = errors.mock.calls.flat().map((arg) => (arg as { code?: string } | null)?.code);
    expect(codes).toContain('ERR_ERL_DOUBLE_COUNT');
  });
});
