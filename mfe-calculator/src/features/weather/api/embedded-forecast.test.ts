import {
  EMBEDDED_FORECAST_ELEMENT_ID,
  OFFLINE_COPY_ATTRIBUTE,
} from '@snowday/shared-i18n/settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleBody, sampleSiteBody } from '../testing/weather-fixtures';
import {
  clearForecastCache,
  getForecastCached,
  peekForecast,
  peekForecastAnswer,
} from './forecast-cache';

const SETTINGS = { apiBase: '/api/weather', apiKey: null, sample: false };

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_FORECAST_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

/** Buffalo's forecast, fresh for nine more minutes, as the server embeds it. */
const embedBuffalo = (body: unknown = sampleSiteBody('14201')) =>
  embed(JSON.stringify({ location: 'Buffalo', status: 200, maxAgeSeconds: 540, body }));

afterEach(() => {
  document.getElementById(EMBEDDED_FORECAST_ELEMENT_ID)?.remove();
  clearForecastCache();
  vi.unstubAllGlobals();
});

describe('a result rendered on the server brings its forecast (docs/product/result-page.md#link-preview)', () => {
  it('is shown at once and never asked for again', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    embedBuffalo();
    expect(peekForecast(' buffalo ')?.place.name).toBe('Buffalo');
    await getForecastCached('Buffalo', SETTINGS);
    expect(fetchMock).not.toHaveBeenCalled();
    // Read once: it is no longer in the page.
    expect(document.getElementById(EMBEDDED_FORECAST_ELEMENT_ID)).toBeNull();
  });

  it('reads a page an earlier server wrote, which a device may keep: WeatherAPI’s shape', async () => {
    // docs/decisions/015-own-forecast-contract.md#kept-copies
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    embedBuffalo(sampleBody('14201'));
    expect(peekForecast('Buffalo')?.place).toMatchObject({
      name: 'Buffalo',
      timeZone: 'America/New_York',
    });
    await getForecastCached('Buffalo', SETTINGS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('expires when the server’s copy does', () => {
    embed(
      JSON.stringify({
        location: 'Buffalo',
        status: 200,
        maxAgeSeconds: 60,
        body: sampleBody('14201'),
      }),
    );
    const now = Date.now();
    expect(peekForecast('Buffalo', now)).toBeDefined();
    expect(peekForecast('Buffalo', now + 61_000)).toBeUndefined();
  });

  it.each([
    ['not JSON', '{'],
    ['no place', JSON.stringify({ status: 200, maxAgeSeconds: 60, body: sampleBody('14201') })],
    ['without its status', JSON.stringify({ location: 'Buffalo', body: sampleBody('14201') })],
    [
      'a body of another shape',
      JSON.stringify({ location: 'Buffalo', status: 200, body: { forecast: 1 } }),
    ],
  ])('is ignored when it is %s: the page asks as it would have', (_case, text) => {
    embed(text);
    expect(peekForecast('Buffalo')).toBeUndefined();
  });

  it('brings a refusal too: shown once without asking, asked again after', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response('{"error":{"code":1006,"message":"No matching location found."}}', {
          status: 400,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    embed(
      JSON.stringify({
        location: 'Atlantis',
        status: 400,
        maxAgeSeconds: 0,
        body: { error: { code: 1006, message: 'No matching location found.' } },
      }),
    );
    const answer = peekForecastAnswer('Atlantis');
    expect(answer && 'error' in answer ? answer.error.code : undefined).toBe(1006);
    await expect(getForecastCached('Atlantis', SETTINGS)).rejects.toMatchObject({ code: 1006 });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(getForecastCached('Atlantis', SETTINGS)).rejects.toMatchObject({ code: 1006 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('marks a copy the device answered with the time the server made it', () => {
    embed(
      JSON.stringify({
        location: 'Buffalo',
        status: 200,
        maxAgeSeconds: 0,
        body: sampleBody('14201'),
      }),
    );
    document
      .getElementById(EMBEDDED_FORECAST_ELEMENT_ID)
      ?.setAttribute(OFFLINE_COPY_ATTRIBUTE, 'Thu, 26 Nov 2026 19:00:00 GMT');
    expect(peekForecast('Buffalo', Date.now() - 1)?.offlineCopy).toEqual({
      savedAt: 'Thu, 26 Nov 2026 19:00:00 GMT',
    });
  });

  it('is for its own place only', () => {
    embedBuffalo();
    expect(peekForecast('Denver')).toBeUndefined();
  });
});
