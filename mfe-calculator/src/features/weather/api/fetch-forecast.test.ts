import { describe, expect, it } from 'vitest';
import {
  apiError,
  fakeFetch,
  hangingFetch,
  jsonResponse,
  sampleBody,
  sampleSiteBody,
  SAMPLE_SETTINGS,
} from '../testing/weather-fixtures';
import {
  ENDPOINT_TIMEOUT_MS,
  UPSTREAM_ATTEMPTS,
  UPSTREAM_ATTEMPT_TIMEOUT_MS,
} from '@snowday/shared-i18n/weather-timing';
import { OFFLINE_COPY_HEADER } from '@snowday/shared-i18n/settings';
import { fetchForecast, retryPolicy } from './fetch-forecast';
import { WeatherError } from './weather-error';

/** Runs fetchForecast and returns what it rejected with (fails the test if it resolved). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('fetchForecast should have failed'),
    (error: unknown) => error,
  );
}

/** With a key the browser calls the weather service itself and does its own retry. */
const DIRECT = { apiBase: 'https://api.example/', apiKey: 'k', sample: false };

describe('fetchForecast', () => {
  it('says when an answer is a copy kept on the device, and when its server made it', async () => {
    const kept = jsonResponse(200, sampleBody());
    kept.headers.set(OFFLINE_COPY_HEADER, 'Thu, 26 Nov 2026 21:05:00 GMT');
    const copy = await fetchForecast('Buffalo', SAMPLE_SETTINGS, { fetchImpl: fakeFetch(kept) });
    expect(copy.offlineCopy).toEqual({ savedAt: 'Thu, 26 Nov 2026 21:05:00 GMT' });
    const live = await fetchForecast('Buffalo', SAMPLE_SETTINGS, {
      fetchImpl: fakeFetch(jsonResponse(200, sampleBody())),
    });
    expect(live.offlineCopy).toBeUndefined();
  });

  it('GETs forecast.json for the location and returns the validated forecast', async () => {
    const fetchImpl = fakeFetch(jsonResponse(200, sampleBody()));
    const settings = { apiBase: 'https://api.example/', apiKey: 'k', sample: false };
    const forecast = await fetchForecast('Montréal, QC', settings, { fetchImpl });
    expect(forecast.place.name).toBe('Buffalo');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(
      'https://api.example/v1/forecast.json?key=k&q=Montr%C3%A9al%2C%20QC&days=3&alerts=yes&aqi=no',
    );
  });

  it('asks the site’s server for its own forecast, and reads it', async () => {
    const fetchImpl = fakeFetch(jsonResponse(200, sampleSiteBody()));
    const forecast = await fetchForecast('Montréal, QC', SAMPLE_SETTINGS, { fetchImpl });
    expect(forecast.place.name).toBe('Buffalo');
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      'http://weather.test/v2/forecast?q=Montr%C3%A9al%2C%20QC&days=3',
    ]);
  });

  it('asks a server of an earlier release at its address when it does not know the new one', async () => {
    // Such a server answers its own 404 page; its old address answers WeatherAPI's shape.
    const fetchImpl = fakeFetch(
      new Response('<h1>Not found</h1>', { status: 404 }),
      jsonResponse(200, sampleBody()),
    );
    const forecast = await fetchForecast('Buffalo', SAMPLE_SETTINGS, { fetchImpl });
    expect(forecast.place.name).toBe('Buffalo');
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      'http://weather.test/v2/forecast?q=Buffalo&days=3',
      'http://weather.test/v1/forecast.json?q=Buffalo&days=3&alerts=yes&aqi=no',
    ]);
    // A 404 that is an answer about the place is not that, and not asked again.
    const refused = fakeFetch(apiError(404, 1006));
    await failure(fetchForecast('Buffalo', SAMPLE_SETTINGS, { fetchImpl: refused }));
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it.each([400, 401, 403, 404])('does not retry HTTP %i', async (status) => {
    const fetchImpl = fakeFetch(apiError(status, status === 403 ? 2007 : 1006));
    const error = await failure(fetchForecast('x', SAMPLE_SETTINGS, { fetchImpl }));
    expect(error).toBeInstanceOf(WeatherError);
    expect(error).toMatchObject({ kind: 'http', status });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('raises the error message with WeatherAPI code for an unknown place', async () => {
    const fetchImpl = fakeFetch(apiError(400, 1006, 'No matching location found.'));
    const error = await failure(fetchForecast('Atlantis', SAMPLE_SETTINGS, { fetchImpl }));
    expect(error).toMatchObject({
      message: 'Error fetching weather: 400',
      status: 400,
      code: 1006,
    });
  });

  it('keeps the quota code of a 403', async () => {
    const fetchImpl = fakeFetch(apiError(403, 2007, 'API key has exceeded calls per month quota.'));
    const error = await failure(fetchForecast('x', SAMPLE_SETTINGS, { fetchImpl }));
    expect(error).toMatchObject({ status: 403, code: 2007 });
  });

  it.each([500, 503])('retries HTTP %i once, then fails', async (status) => {
    const fetchImpl = fakeFetch(new Response('<h1>oops</h1>', { status }));
    const error = await failure(fetchForecast('x', DIRECT, { fetchImpl }));
    expect(error).toMatchObject({
      kind: 'http',
      status,
      message: `Error fetching weather: ${String(status)}`,
    });
    expect((error as WeatherError).code).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('succeeds when the retry after a 503 does', async () => {
    const fetchImpl = fakeFetch(apiError(503, 9999), jsonResponse(200, sampleBody()));
    await expect(fetchForecast('x', DIRECT, { fetchImpl })).resolves.toBeDefined();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('retries a network error once', async () => {
    const fetchImpl = fakeFetch(new TypeError('fetch failed'));
    const error = await failure(fetchForecast('x', SAMPLE_SETTINGS, { fetchImpl }));
    expect(error).toMatchObject({ kind: 'network' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    const recovering = fakeFetch(new TypeError('fetch failed'), jsonResponse(200, sampleBody()));
    await expect(
      fetchForecast('x', SAMPLE_SETTINGS, { fetchImpl: recovering }),
    ).resolves.toBeDefined();
  });

  it('times out each attempt and retries a timeout once', async () => {
    const fetchImpl = hangingFetch();
    const error = await failure(fetchForecast('x', DIRECT, { fetchImpl, timeoutMs: 20 }));
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls.every(([, init]) => init?.signal?.aborted)).toBe(true);
  });

  it.each([
    ['a body that is not JSON', new Response('<html>not json</html>', { status: 200 })],
    ['a body without forecast', jsonResponse(200, { ...sampleBody(), forecast: undefined })],
    [
      'a body with NaN-like values',
      jsonResponse(200, { ...sampleBody(), current: { temp_c: 'NaN' } }),
    ],
  ])('turns %s into a malformed error, without retrying', async (_label, response) => {
    const fetchImpl = fakeFetch(response);
    const error = await failure(fetchForecast('x', SAMPLE_SETTINGS, { fetchImpl }));
    expect(error).toBeInstanceOf(WeatherError);
    expect(error).toMatchObject({ kind: 'malformed' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('treats an error body as a WeatherAPI refusal whatever the status', async () => {
    const fetchImpl = fakeFetch(apiError(200, 1006, 'No matching location found.'));
    const error = await failure(fetchForecast('Atlantis', DIRECT, { fetchImpl }));
    expect(error).toMatchObject({ kind: 'http', status: 200, code: 1006 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('one timing design for the browser and the forecast endpoint', () => {
  it('waits for the endpoint longer than the server can spend on the weather service', () => {
    const serverWorstCase = UPSTREAM_ATTEMPTS * UPSTREAM_ATTEMPT_TIMEOUT_MS;
    expect(retryPolicy(SAMPLE_SETTINGS).timeoutMs).toBe(ENDPOINT_TIMEOUT_MS);
    expect(ENDPOINT_TIMEOUT_MS).toBeGreaterThan(serverWorstCase);
    expect(retryPolicy(DIRECT).timeoutMs).toBe(UPSTREAM_ATTEMPT_TIMEOUT_MS);
  });

  it.each([500, 502, 504])(
    'does not repeat a %i the endpoint answered (it retried already)',
    async (status) => {
      const fetchImpl = fakeFetch(apiError(status, 9999));
      const error = await failure(fetchForecast('x', SAMPLE_SETTINGS, { fetchImpl }));
      expect(error).toMatchObject({ kind: 'http', status });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    },
  );

  it('does not repeat a request to the endpoint that timed out', async () => {
    const fetchImpl = hangingFetch();
    const error = await failure(fetchForecast('x', SAMPLE_SETTINGS, { fetchImpl, timeoutMs: 20 }));
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('repeats once a request that got no answer at all', async () => {
    const fetchImpl = fakeFetch(new TypeError('fetch failed'), jsonResponse(200, sampleBody()));
    await expect(fetchForecast('x', SAMPLE_SETTINGS, { fetchImpl })).resolves.toBeDefined();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
