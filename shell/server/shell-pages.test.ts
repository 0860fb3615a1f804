import { buildRuntimeConfig, parseServerEnv } from './server-env';
import { describe, expect, it } from 'vitest';
import { firstFetches } from './shell-pages';

const config = (env: Record<string, string> = {}) => buildRuntimeConfig(parseServerEnv(env));

describe('firstFetches (docs/product/performance.md#first-paint: the forecast starts with the page)', () => {
  it('names the forecast of a result page, as the calculator will ask for it', () => {
    expect(firstFetches('result', { location: '  K1A 0B1 ' }, config())).toEqual([
      '/api/weather/v1/forecast.json?q=K1A%200B1&days=3&alerts=yes&aqi=no',
    ]);
  });

  it('names nothing without a location, or on other pages', () => {
    expect(firstFetches('result', {}, config())).toEqual([]);
    expect(firstFetches('result', { location: '   ' }, config())).toEqual([]);
    expect(firstFetches('result', { location: ['a', 'b'] }, config())).toEqual([]);
    expect(firstFetches('home', { location: '14201' }, config())).toEqual([]);
    expect(firstFetches(undefined, { location: '14201' }, config())).toEqual([]);
  });
});
