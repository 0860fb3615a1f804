import { describe, expect, it } from 'vitest';
import { FORECAST_CACHE_BYTES } from './forecast-source';
import { createForecastStore, entryBytes, FAILURE_KEPT_MS } from './forecast-store';
import type { UpstreamResult } from './upstream-result';

const TTL = 10 * 60_000;

describe('the forecast cache in one process', () => {
  it('fetches each of a storm’s places once per TTL', async () => {
    let clock = 1_000;
    const store = createForecastStore({
      ttlMs: TTL,
      maxBytes: FORECAST_CACHE_BYTES,
      now: () => clock,
    });
    const calls = new Map<string, number>();
    const fetcher = (place: string) => (): Promise<UpstreamResult> => {
      calls.set(place, (calls.get(place) ?? 0) + 1);
      return Promise.resolve({ kind: 'ok', body: `{"place":"${place}"}` });
    };
    const places = Array.from({ length: 2_000 }, (_, n) => `place ${String(n)}`);
    const storm = () =>
      Promise.all(
        places.flatMap((place) => [1, 2, 3].map(() => store.load(place, fetcher(place)))),
      );
    await storm();
    clock += TTL - 1;
    await storm();
    expect([...calls.values()]).toEqual(places.map(() => 1));
    clock += 2;
    await storm();
    expect([...calls.values()]).toEqual(places.map(() => 2));
  });

  it('holds 20,000 places of 8 KB in its default budget, and is bounded by bytes', async () => {
    // One string for every body: the budget counts each place's bytes, the test's memory does not.
    const body = JSON.stringify({ forecast: 'x'.repeat(8 * 1024) });
    const store = createForecastStore({ ttlMs: TTL, maxBytes: FORECAST_CACHE_BYTES });
    const places = Array.from({ length: 20_000 }, (_, n) => `place ${String(n)}`);
    for (const place of places) {
      await store.load(place, () => Promise.resolve({ kind: 'ok', body }));
    }
    expect(places.every((place) => store.isWarm(place))).toBe(true);
    expect(20_000 * entryBytes('place 19999', body)).toBeLessThan(0.7 * FORECAST_CACHE_BYTES);
    // Ten places' worth of bytes keeps ten places, the ten asked last.
    const small = createForecastStore({
      ttlMs: TTL,
      maxBytes: 10 * entryBytes('place 19999', body),
    });
    for (const place of places.slice(0, 15)) {
      await small.load(place, () => Promise.resolve({ kind: 'ok', body }));
    }
    expect(places.slice(0, 15).map((place) => small.isWarm(place))).toEqual([
      ...Array<boolean>(5).fill(false),
      ...Array<boolean>(10).fill(true),
    ]);
  });

  it('keeps a failure for FAILURE_KEPT_MS, and answers it as not to be kept by anyone else', async () => {
    let clock = 1_000;
    const store = createForecastStore({ ttlMs: TTL, maxBytes: 1_000_000, now: () => clock });
    let calls = 0;
    const failing = (): Promise<UpstreamResult> => {
      calls += 1;
      return Promise.resolve({ kind: 'failed', status: 504, body: '{}' });
    };
    expect(await store.load('place', failing)).toEqual({
      kind: 'failed',
      status: 504,
      body: '{}',
      maxAgeSeconds: 0,
    });
    clock += FAILURE_KEPT_MS - 1;
    await store.load('place', failing);
    expect(calls).toBe(1);
    clock += 2;
    await store.load('place', failing);
    expect(calls).toBe(2);
  });
});
