import { describe, expect, it } from 'vitest';
import { WeatherError } from '../../weather';
import { weatherFailureKind } from './weather-failure';

describe('each weather failure in its own words (weatherFailureKind)', () => {
  it.each([
    ['an unknown place', WeatherError.http(400, 1006), 'unknownPlace'],
    ['a place no search could take', WeatherError.http(400, 1003), 'unknownPlace'],
    ["the browser's own wait", new WeatherError('timeout', 'timed out'), 'timeout'],
    ["the server's gateway timeout, after both attempts", WeatherError.http(504, 9999), 'timeout'],
    ['the server unreachable', new WeatherError('network', 'offline'), 'unavailable'],
    ['the weather service down', WeatherError.http(502, 9999), 'unavailable'],
    ['an error of the server', WeatherError.http(500), 'unavailable'],
    ["the site's key refused", WeatherError.http(403, 2008), 'unavailable'],
    ['an answer that is not a forecast', new WeatherError('malformed', 'bad body'), 'form'],
    [
      'the weather service’s answer the server could not read',
      WeatherError.http(502, 9997),
      'form',
    ],
    ["the visitor's address over the limit", WeatherError.http(429, 9998), 'limited'],
    ['a request the service refused otherwise', WeatherError.http(400, 1005), 'form'],
  ] as const)('%s', (_what, error, kind) => {
    expect(weatherFailureKind(error)).toBe(kind);
  });
});
