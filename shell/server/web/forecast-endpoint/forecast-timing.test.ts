import { fetchForecast } from '@snowday/mfe-calculator/fetch-forecast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveEndpoint, type ServedEndpoint } from '../../../site-tools/testing/serve-endpoint';
import {
  startUpstreamStub,
  TEST_KEY,
  type UpstreamStub,
} from '../../../site-tools/testing/upstream-stub';

/**
 * The browser's client and the forecast endpoint together (docs/product/weather-data.md,
 * "Timeouts and retries"): one visitor's request costs the weather service at most two calls,
 * and the browser is still waiting when the server gives its answer.
 */
let upstream: UpstreamStub;
let endpoint: ServedEndpoint | undefined;

beforeEach(async () => {
  upstream = await startUpstreamStub({ slowMs: 400 });
});
afterEach(async () => {
  await endpoint?.close();
  endpoint = undefined;
  await upstream.close();
});

const settingsFor = (served: ServedEndpoint) => ({
  apiBase: served.apiBase,
  apiKey: null,
  sample: false,
});

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('browser and forecast endpoint, one timing design', () => {
  it('a weather service answering 500 gets two calls for one visitor request, not four', async () => {
    endpoint = await serveEndpoint({ upstreamBase: upstream.base, apiKey: TEST_KEY });
    const error = await outcome(fetchForecast('__error500', settingsFor(endpoint)));
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(upstream.callsFor('__error500')).toBe(2);
  });

  it('the browser is still waiting when the server gives up on a slow service', async () => {
    // Scaled down: 100 ms an upstream attempt, and the browser waits both attempts plus margin,
    // as the real figures do (10 s, 2 attempts, 25 s).
    const attemptMs = 100;
    endpoint = await serveEndpoint({
      upstreamBase: upstream.base,
      apiKey: TEST_KEY,
      timeoutMs: attemptMs,
    });
    const error = await outcome(
      fetchForecast('__slow', settingsFor(endpoint), { timeoutMs: 2 * attemptMs + 300 }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 504 });
    expect(upstream.callsFor('__slow')).toBe(2);
  });
});
