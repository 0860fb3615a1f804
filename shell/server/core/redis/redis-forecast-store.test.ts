import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { FAILURE_KEPT_MS } from '../forecast/forecast-store';
import type { UpstreamResult } from '../forecast/upstream-result';
import { createRedisForecastStore } from './redis-forecast-store';
import type { RedisLink } from './redis-link';

/**
 * The few commands the store sends, kept in a map on a clock the test moves: Redis's own expiry
 * (`PX`) is what makes a forecast go, and a test cannot wait ten minutes for a real one.
 */
function fakeRedis() {
  let clock = 1_000_000;
  const kept = new Map<string, { value: string; until: number }>();
  const read = (key: string) => {
    const entry = kept.get(key);
    if (entry && entry.until <= clock) kept.delete(key);
    return kept.get(key);
  };
  const client = {
    get: (key: string) => Promise.resolve(read(key)?.value ?? null),
    pttl: (key: string) => {
      const entry = read(key);
      return Promise.resolve(entry ? entry.until - clock : -2);
    },
    set: (key: string, value: string, _px: 'PX', ms: number) => {
      kept.set(key, { value, until: clock + ms });
      return Promise.resolve('OK');
    },
    mget: (...keys: string[]) => Promise.resolve(keys.map((key) => read(key)?.value ?? null)),
    exists: (...keys: string[]) => Promise.resolve(keys.filter((key) => read(key)).length),
    // The store's one script: delete the lock only if it is still the caller's.
    eval: (_script: string, _n: number, key: string, id: string) => {
      if (read(key)?.value !== id) return Promise.resolve(0);
      kept.delete(key);
      return Promise.resolve(1);
    },
    // SET key id PX ms NX GET: the lock if it is free (null), else its holder.
    call: (_set: 'SET', key: string, id: string, _px: 'PX', ms: number) => {
      const holder = read(key);
      if (holder) return Promise.resolve(holder.value);
      kept.set(key, { value: id, until: clock + ms });
      return Promise.resolve(null);
    },
  };
  const link: RedisLink = {
    client: client as unknown as Redis,
    up: () => true,
    failed: () => undefined,
    close: () => Promise.resolve(),
  };
  return {
    link,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const TTL = 10 * 60_000;

describe('the forecast cache shared in Redis, in a storm of instances', () => {
  it('costs the weather service one call per place per TTL, whichever instances are asked', async () => {
    const redis = fakeRedis();
    const instances = Array.from({ length: 4 }, () =>
      createRedisForecastStore(redis.link, { ttlMs: TTL, pollMs: 1 }),
    );
    const calls = new Map<string, number>();
    const fetcher = (place: string) => async (): Promise<UpstreamResult> => {
      calls.set(place, (calls.get(place) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
      return { kind: 'ok', body: `{"place":"${place}"}` };
    };
    const places = Array.from({ length: 300 }, (_, n) => `place ${String(n)}`);
    // Every place asked by three visitors at once, each on another instance.
    const storm = () =>
      Promise.all(
        places.flatMap((place, n) =>
          [0, 1, 2].map((visitor) =>
            (instances[(n + visitor) % instances.length] ?? instances[0])?.load(
              place,
              fetcher(place),
            ),
          ),
        ),
      );
    const answers = await storm();
    expect(answers.every((answer) => answer?.kind === 'ok')).toBe(true);
    expect([...calls.values()]).toEqual(places.map(() => 1));
    redis.advance(TTL - 1_000);
    await storm();
    expect([...calls.values()]).toEqual(places.map(() => 1));
    redis.advance(2_000);
    await storm();
    expect([...calls.values()]).toEqual(places.map(() => 2));
  });

  it('keeps a failure for every instance, briefly', async () => {
    const redis = fakeRedis();
    const [first, second] = [0, 1].map(() =>
      createRedisForecastStore(redis.link, { ttlMs: TTL, pollMs: 1 }),
    );
    let calls = 0;
    const failing = (): Promise<UpstreamResult> => {
      calls += 1;
      return Promise.resolve({ kind: 'failed', status: 502, body: '{}' });
    };
    expect(await first?.load('place', failing)).toMatchObject({ kind: 'failed', maxAgeSeconds: 0 });
    expect(await second?.load('place', failing)).toMatchObject({ kind: 'failed', status: 502 });
    expect(await second?.isWarm('place')).toBe(true);
    expect(calls).toBe(1);
    redis.advance(FAILURE_KEPT_MS - 1_000);
    await second?.load('place', failing);
    expect(calls).toBe(1);
    redis.advance(2_000);
    await second?.load('place', failing);
    expect(calls).toBe(2);
  });

  it('keeps no refusal beyond the fetch that had it', async () => {
    const redis = fakeRedis();
    const store = createRedisForecastStore(redis.link, { ttlMs: TTL, pollMs: 1 });
    let calls = 0;
    const refused = (): Promise<UpstreamResult> => {
      calls += 1;
      return Promise.resolve({ kind: 'refused', status: 400, body: '{}' });
    };
    await store.load('atlantis', refused);
    await store.load('atlantis', refused);
    expect(calls).toBe(2);
  });
});
