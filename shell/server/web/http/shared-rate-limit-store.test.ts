import express, { type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RedisLink } from '../../core/redis/redis-link';
import { SharedRateLimitStore } from './shared-rate-limit-store';

/** Redis away: the counts are kept in this process, as after an outage. */
const redisAway = { up: () => false, failed: () => undefined } as unknown as RedisLink;

const limit = (store: SharedRateLimitStore) => rateLimit({ windowMs: 60_000, limit: 10, store });

/**
 * One request through the limiters `make` returns: its status, and the codes express-rate-limit
 * logged, from the limiters' making on.
 */
async function oneRequest(make: () => RequestHandler[]) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const app = express();
  for (const limiter of make()) app.use(limiter);
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const { status } = await fetch(`http://127.0.0.1:${String(port)}/`);
    const codes = errors.mock.calls.flat().map((arg) => (arg as { code?: string } | null)?.code);
    return { status, codes };
  } finally {
    server.close();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the per-IP counts shared in Redis', () => {
  it('counts one request against two limits without taking it for a double count', async () => {
    // A result page: the forecast it needs and its render, each against its own limit.
    const { status, codes } = await oneRequest(() => [
      limit(new SharedRateLimitStore(redisAway, 'snowday:rate:')),
      limit(new SharedRateLimitStore(redisAway, 'snowday:rate:renders:')),
    ]);
    expect(status).toBe(200);
    expect(codes).not.toContain('ERR_ERL_DOUBLE_COUNT');
  });

  it('still tells express-rate-limit when one key of one store is counted twice', async () => {
    const store = new SharedRateLimitStore(redisAway, 'snowday:rate:');
    const { codes } = await oneRequest(() => [limit(store), limit(store)]);
    expect(codes).toContain('ERR_ERL_DOUBLE_COUNT');
  });
});
