import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ForecastEndpointOptions } from './forecast-endpoint';
import { serveEndpoint, type ServedEndpoint } from '../../../site-tools/testing/serve-endpoint';
import {
  startUpstreamStub,
  TEST_KEY,
  type UpstreamStub,
} from '../../../site-tools/testing/upstream-stub';

let upstream: UpstreamStub;
let endpoint: ServedEndpoint | undefined;

beforeEach(async () => {
  upstream = await startUpstreamStub({ slowMs: 500 });
});
afterEach(async () => {
  // No log line may carry the key, whatever failed.
  expect(endpoint?.logs.join('\n') ?? '').not.toContain(TEST_KEY);
  await endpoint?.close();
  endpoint = undefined;
  await upstream.close();
});

async function serve(options: Partial<ForecastEndpointOptions> = {}): Promise<ServedEndpoint> {
  endpoint = await serveEndpoint({ upstreamBase: upstream.base, apiKey: TEST_KEY, ...options });
  return endpoint;
}

const UNAVAILABLE = { error: { code: 9999, message: 'Weather service unavailable.' } };

describe('WeatherAPI refusals are passed on, once, uncached', () => {
  it.each([
    ['an unknown place', 'Atlantis', TEST_KEY, 400, 1006],
    ['an exhausted quota', '__403', TEST_KEY, 403, 2007],
    ['a wrong key', 'Paris', 'wrong-key', 401, 2006],
  ])('%s is passed on with its status and code', async (_, q, apiKey, status, code) => {
    const { forecast } = await serve({ apiKey });
    for (let i = 0; i < 2; i += 1) {
      const response = await forecast(`q=${q}&days=3`);
      expect(response.status).toBe(status);
      expect(response.json()).toMatchObject({ error: { code } });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(upstream.callsFor(q)).toBe(2); // one per request: never retried, never cached
  });
});

describe('a failure kept for a short while', () => {
  it('asks the weather service once per interval for a place that fails, whoever asks', async () => {
    let clock = 1_000;
    const { forecast } = await serve({ now: () => clock });
    for (let i = 0; i < 5; i += 1) {
      const response = await forecast('q=__error500');
      expect(response.status).toBe(502);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // One visit's two attempts, however many visitors came after.
    expect(upstream.callsFor('__error500')).toBe(2);
    clock += 29_000;
    await forecast('q=__error500');
    expect(upstream.callsFor('__error500')).toBe(2);
    clock += 2_000;
    await forecast('q=__error500');
    expect(upstream.callsFor('__error500')).toBe(4);
  });

  it('keeps a timed-out place too, and never a refusal', async () => {
    const { forecast } = await serve({ timeoutMs: 100 });
    for (let i = 0; i < 3; i += 1) expect((await forecast('q=__slow')).status).toBe(504);
    expect(upstream.callsFor('__slow')).toBe(2);
    for (let i = 0; i < 3; i += 1) expect((await forecast('q=Atlantis')).status).toBe(400);
    expect(upstream.callsFor('Atlantis')).toBe(3);
  });
});

describe('upstream failures', () => {
  it('retries a 5xx once, then answers 502', async () => {
    const { forecast, logs } = await serve();
    const response = await forecast('q=__error500');
    expect(response.status).toBe(502);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(upstream.callsFor('__error500')).toBe(2);
    expect(logs).toEqual([
      '[weather] upstream attempt 1 failed: HTTP 500',
      '[weather] upstream attempt 2 failed: HTTP 500',
    ]);
  });

  it('succeeds when the retry does', async () => {
    const { forecast } = await serve();
    expect((await forecast('q=__flaky')).status).toBe(200);
    expect(upstream.callsFor('__flaky')).toBe(2);
  });

  it('times out each attempt, retries once, then answers 504', async () => {
    const { forecast } = await serve({ timeoutMs: 100 });
    const response = await forecast('q=__slow');
    expect(response.status).toBe(504);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(upstream.callsFor('__slow')).toBe(2);
  });

  it('retries a network error once, then answers 502', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    let calls = 0;
    const { forecast, logs } = await serve({
      upstreamBase: `http://127.0.0.1:${String(port)}`,
      fetchImpl: (input, init) => {
        calls += 1;
        return fetch(input, init);
      },
    });
    const response = await forecast('q=Paris');
    expect(response.status).toBe(502);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(calls).toBe(2);
    expect(logs[0]).toBe('[weather] upstream attempt 1 failed: ECONNREFUSED');
  });

  it('answers 502 "not a forecast" to an HTML body, without retrying it, and keeps that failure', async () => {
    const { forecast, logs } = await serve();
    for (let i = 0; i < 2; i += 1) {
      const response = await forecast('q=__garbage');
      expect(response.status).toBe(502);
      // Not "unavailable": the service answered, with something that is not a forecast.
      expect(response.json()).toMatchObject({ error: { code: 9997 } });
    }
    // The second visitor gets the failure kept from the first.
    expect(upstream.callsFor('__garbage')).toBe(1);
    expect(logs[0]).toBe('[weather] upstream answered HTTP 200 without a JSON object');
  });
});
