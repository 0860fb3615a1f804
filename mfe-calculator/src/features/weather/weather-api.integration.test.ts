// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSampleWeatherHandler } from '@snowday/sample-weather';
import { fetchForecast, WeatherError, type WeatherSettings } from './index';

/**
 * fetchForecast against the real sample weather server on an ephemeral 127.0.0.1 port:
 * the same status codes, bodies and failure hooks the site meets in sample mode.
 */
describe('fetchForecast against the sample weather server', () => {
  let server: Server;
  let settings: WeatherSettings;
  let requests: string[] = [];

  beforeAll(async () => {
    const handler = createSampleWeatherHandler({
      now: () => new Date('2026-12-14T14:05:00Z'),
      slowDelayMs: 5_000,
    });
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      handler(req, res);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    settings = { apiBase: `http://127.0.0.1:${String(port)}/`, apiKey: null, sample: true };
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    requests = [];
  });

  const failure = (location: string, timeoutMs?: number) =>
    fetchForecast(location, settings, { timeoutMs }).then(
      () => expect.unreachable(`${location} should fail`),
      (error: unknown) => error,
    );

  it('fetches a real sample place, validated, three days', async () => {
    const forecast = await fetchForecast('Montréal, QC', settings);
    expect(forecast.place).toMatchObject({ name: 'Montreal', country: 'Canada' });
    expect(forecast.days).toHaveLength(3);
    expect(requests).toEqual(['/v2/forecast?q=Montr%C3%A9al%2C%20QC&days=3']);
  });

  it('fetches a Chinese place name', async () => {
    const forecast = await fetchForecast('哈尔滨', settings);
    expect(forecast.place.country).toBe('China');
  });

  it('reports an unknown place as HTTP 400 / 1006 after one request', async () => {
    const error = await failure('Atlantis');
    expect(error).toBeInstanceOf(WeatherError);
    expect(error).toMatchObject({
      status: 400,
      code: 1006,
      message: 'Error fetching weather: 400',
    });
    expect(requests).toHaveLength(1);
  });

  // Without a key the browser talks to our forecast endpoint, which has retried already.
  it('does not repeat a 500 the endpoint answered', async () => {
    const error = await failure('__error500');
    expect(error).toMatchObject({ kind: 'http', status: 500, code: 9999 });
    expect(requests).toHaveLength(1);
  });

  it('retries a 500 once when it calls the weather service itself, with a key', async () => {
    const error = await fetchForecast('__error500', { ...settings, apiKey: 'k' }).then(
      () => expect.unreachable('should fail'),
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ kind: 'http', status: 500, code: 9999 });
    expect(requests).toHaveLength(2);
  });

  it('turns a body without forecast into a malformed error, not retried', async () => {
    const error = await failure('__malformed');
    expect(error).toMatchObject({ kind: 'malformed' });
    expect(requests).toHaveLength(1);
  });

  it('times out a slow answer without asking again', async () => {
    const error = await failure('__slow', 150);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(requests).toHaveLength(1);
  });
});
