import { readSiteForecast } from '@snowday/shared-i18n/contract/forecast';
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
  upstream = await startUpstreamStub({ latencyMs: 30 });
});
afterEach(async () => {
  await endpoint?.close();
  endpoint = undefined;
  await upstream.close();
});

async function serve(options: Partial<ForecastEndpointOptions> = {}): Promise<ServedEndpoint> {
  endpoint = await serveEndpoint({ upstreamBase: upstream.base, apiKey: TEST_KEY, ...options });
  return endpoint;
}

describe('the forecast endpoint keeps the key on the server', () => {
  it('adds the key upstream and answers with the forecast, the key nowhere in it', async () => {
    const { forecast } = await serve();
    const response = await forecast('q=Paris&days=3');
    expect(response.status).toBe(200);
    // The site's own forecast, read from WeatherAPI's answer.
    expect(response.json()).toMatchObject({ contract: 2, place: { name: 'Paris' } });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(upstream.calls).toEqual([{ key: TEST_KEY, q: 'Paris', days: '3', alerts: 'yes' }]);
  });

  it('strips a key the upstream echoes back', async () => {
    const { forecast } = await serve();
    const response = await forecast('q=__echo');
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({
      place: { name: expect.stringContaining('key=[redacted]') as unknown },
    });
  });

  it('clamps days to 1..3, 3 by default', async () => {
    const { forecast } = await serve();
    for (const days of ['7', '0', 'abc', '']) await forecast(`q=Denver&days=${days}`);
    await forecast('q=Boston');
    expect(upstream.calls.map((call) => call.days)).toEqual(['3', '1', '3']);
  });

  it.each([
    ['no q', 'days=3'],
    ['a blank q', 'q=%20%20&days=3'],
    ['a q of 201 characters', `q=${'a'.repeat(201)}`],
    ['a control character', 'q=Par%07is'],
    ['two q values', 'q=Paris&q=Denver'],
  ])('answers 400 with WeatherAPI code 1003 for %s, without calling upstream', async (_, query) => {
    const { forecast } = await serve();
    const response = await forecast(query);
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({ error: { code: 1003, message: 'Parameter q is missing.' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('caching and coalescing', () => {
  it('serves a place from the cache for 10 minutes, then asks again', async () => {
    let clock = 1_000_000;
    const { forecast } = await serve({ now: () => clock });
    const first = await forecast('q=Paris&days=3');
    expect(first.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=600');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');

    clock += 4 * 60_000;
    const second = await forecast('q=%20PARIS%20&days=3');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('cache-control')).toBe('public, max-age=360, s-maxage=360');
    expect(upstream.callsFor('Paris') + upstream.callsFor('PARIS')).toBe(1);

    clock += 6 * 60_000 + 1;
    expect((await forecast('q=paris&days=3')).status).toBe(200);
    expect(upstream.calls).toHaveLength(2);
  });

  it('keeps days apart in the cache', async () => {
    const { forecast } = await serve();
    await forecast('q=Paris&days=1');
    await forecast('q=Paris&days=3');
    expect(upstream.calls).toHaveLength(2);
  });

  it('makes one upstream call for 20 concurrent requests for the same place', async () => {
    const { forecast } = await serve();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => forecast('q=Minneapolis&days=3')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(upstream.calls).toHaveLength(1);
  });

  it('holds at most maxBytes of places, dropping the least recently used', async () => {
    // Two places' forecasts (about 6.5 KB each), not three.
    const { forecast } = await serve({ maxBytes: 15_000 });
    for (const q of ['Paris', 'Denver', 'Paris', 'Boston']) await forecast(`q=${q}`);
    expect(upstream.calls).toHaveLength(3); // Paris, Denver, Boston; Denver is now dropped
    await forecast('q=Paris');
    await forecast('q=Boston');
    expect(upstream.calls).toHaveLength(3);
    await forecast('q=Denver');
    expect(upstream.calls).toHaveLength(4);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, still serving cached places', async () => {
    const { forecast } = await serve({ rateLimit: { windowMs: 60_000, limit: 3 } });
    for (const q of ['Paris', 'Denver', 'Boston'])
      expect((await forecast(`q=${q}`)).status).toBe(200);

    const limited = await forecast('q=Madrid');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('ratelimit')).toMatch(/r=0/);
    expect(limited.json()).toMatchObject({ error: { code: 9998 } });
    expect(upstream.callsFor('Madrid')).toBe(0);

    // A cached place costs WeatherAPI nothing, so it is not counted (nor refused).
    expect((await forecast('q=Paris')).status).toBe(200);
  });
});

describe('the address of an earlier release (docs/decisions/015-own-forecast-contract.md#rollout)', () => {
  it('answers the same forecast in WeatherAPI’s shape, from the same cached call', async () => {
    const { forecast, earlierForecast } = await serve();
    const own = await forecast('q=Paris&days=3');
    const earlier = await earlierForecast('q=paris&days=3');
    expect(earlier.status).toBe(200);
    expect(earlier.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(readSiteForecast(earlier.json())).toEqual(own.json());
    expect(earlier.json()).toMatchObject({ location: { name: 'Paris' } });
    expect(upstream.calls).toHaveLength(1);
  });

  it('passes a refusal on as it is', async () => {
    const { earlierForecast } = await serve();
    const response = await earlierForecast('q=Atlantis');
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 1006 } });
  });
});
