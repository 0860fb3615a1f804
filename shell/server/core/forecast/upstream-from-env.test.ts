import { parseServerEnv } from '../server-env';
import { describe, expect, it } from 'vitest';
import { forecastUpstream } from './upstream-from-env';

describe('forecastUpstream', () => {
  it('uses WeatherAPI with the key when one is set', () => {
    const env = parseServerEnv({ WEATHER_API_KEY: 'test-secret-key' });
    expect(forecastUpstream(env)).toEqual({
      provider: 'weatherapi',
      upstreamBase: 'https://api.weatherapi.com',
      apiKey: 'test-secret-key',
    });
  });

  it('asks Open-Meteo, with no key, when the setting says so', () => {
    for (const key of [{}, { WEATHER_API_KEY: 'test-secret-key' }]) {
      const env = parseServerEnv({ WEATHER_PROVIDER: 'open-meteo', ...key });
      expect(forecastUpstream(env)).toEqual({
        provider: 'open-meteo',
        upstreamBase: 'https://api.open-meteo.com',
        geocodingBase: 'https://geocoding-api.open-meteo.com',
      });
    }
  });

  it('refuses to start on WeatherAPI without its key', () => {
    expect(() => parseServerEnv({ WEATHER_PROVIDER: 'weatherapi' })).toThrow(
      'WEATHER_PROVIDER=weatherapi needs WEATHER_API_KEY',
    );
    expect(() => parseServerEnv({ WEATHER_PROVIDER: 'accuweather' })).toThrow('WEATHER_PROVIDER');
  });

  it.each([
    ['127.0.0.1', 'http://127.0.0.1:8080/sample-weather'],
    ['0.0.0.0', 'http://127.0.0.1:8080/sample-weather'],
    ['::', 'http://[::1]:8080/sample-weather'],
    ['::1', 'http://[::1]:8080/sample-weather'],
    ['localhost', 'http://localhost:8080/sample-weather'],
  ])('without a key, listening on %s, asks its own sample forecasts', (HOST, upstreamBase) => {
    expect(forecastUpstream(parseServerEnv({ HOST }))).toEqual({
      provider: 'samples',
      upstreamBase,
    });
  });
});
