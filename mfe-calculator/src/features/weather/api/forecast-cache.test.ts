import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  fakeFetch,
  jsonResponse,
  sampleBody,
  SAMPLE_SETTINGS,
} from '../testing/weather-fixtures';
import {
  CACHE_TTL_MS,
  clearForecastCache,
  getForecastCached,
  normalizeLocation,
  peekForecast,
} from './forecast-cache';

describe('getForecastCached (docs/product/weather-data.md#caching-in-the-tab)', () => {
  beforeEach(() => {
    clearForecastCache();
    // Only Date is faked: the cache reads Date.now, while promises and timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-14T14:05:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('normalises the location: trimmed, lower-cased, whitespace collapsed', () => {
    expect(normalizeLocation('  Buffalo,\t  NY ')).toBe('buffalo, ny');
  });

  it('fetches the same place once, whatever its case and spacing', async () => {
    const fetchImpl = fakeFetch(jsonResponse(200, sampleBody()));
    const first = await getForecastCached('Buffalo, NY', SAMPLE_SETTINGS, { fetchImpl });
    vi.advanceTimersByTime(CACHE_TTL_MS - 1000);
    const second = await getForecastCached('  buffalo,   ny ', SAMPLE_SETTINGS, { fetchImpl });
    expect(second).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('shares one in-flight request between concurrent callers', async () => {
    const fetchImpl = fakeFetch(jsonResponse(200, sampleBody()));
    const [a, b] = await Promise.all([
      getForecastCached('14201', SAMPLE_SETTINGS, { fetchImpl }),
      getForecastCached('14201 ', SAMPLE_SETTINGS, { fetchImpl }),
    ]);
    expect(a).toBe(b);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('fetches again after 10 minutes', async () => {
    const fetchImpl = fakeFetch(jsonResponse(200, sampleBody()));
    await getForecastCached('14201', SAMPLE_SETTINGS, { fetchImpl });
    vi.advanceTimersByTime(CACHE_TTL_MS);
    expect(peekForecast('14201')).toBeUndefined();
    await getForecastCached('14201', SAMPLE_SETTINGS, { fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('accepts an injected clock', async () => {
    const fetchImpl = fakeFetch(jsonResponse(200, sampleBody()));
    let now = 0;
    const options = { fetchImpl, now: () => now };
    await getForecastCached('14201', SAMPLE_SETTINGS, options);
    now = CACHE_TTL_MS - 1;
    await getForecastCached('14201', SAMPLE_SETTINGS, options);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now = CACHE_TTL_MS + 1;
    await getForecastCached('14201', SAMPLE_SETTINGS, options);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failure, so trying again fetches again', async () => {
    const fetchImpl = fakeFetch(apiError(400, 1006), jsonResponse(200, sampleBody()));
    await expect(getForecastCached('14201', SAMPLE_SETTINGS, { fetchImpl })).rejects.toThrow(
      'Error fetching weather: 400',
    );
    await expect(getForecastCached('14201', SAMPLE_SETTINGS, { fetchImpl })).resolves.toBeDefined();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('keeps the resolved value for synchronous reads', async () => {
    const fetchImpl = fakeFetch(jsonResponse(200, sampleBody()));
    const pending = getForecastCached('14201', SAMPLE_SETTINGS, { fetchImpl });
    expect(peekForecast('14201')).toBeUndefined();
    const forecast = await pending;
    expect(peekForecast(' 14201')).toBe(forecast);
  });
});
