import { describe, expect, it } from 'vitest';
import { earlierForecastUrl, forecastUrl } from './forecast-url';

const settings = { apiBase: 'https://snow.example/api/weather', apiKey: null, sample: true };
const direct = { apiBase: 'https://api.weatherapi.com', apiKey: 'ab c&d', sample: false };

describe('forecastUrl', () => {
  it('asks the site’s server for its own forecast, three days, with no key', () => {
    expect(forecastUrl('14201', settings)).toBe(
      'https://snow.example/api/weather/v2/forecast?q=14201&days=3',
    );
  });

  it('asks WeatherAPI itself with the key, encoded, when there is one, with the alerts', () => {
    expect(forecastUrl('14201', direct)).toBe(
      'https://api.weatherapi.com/v1/forecast.json?key=ab%20c%26d&q=14201&days=3&alerts=yes&aqi=no',
    );
  });

  it('treats an empty key like none', () => {
    expect(forecastUrl('x', { ...direct, apiKey: '' })).not.toContain('key=');
    expect(forecastUrl('x', { ...direct, apiKey: '' })).toContain('/v2/forecast?');
  });

  it('URL-encodes the location', () => {
    expect(forecastUrl('Montréal, QC', settings)).toContain('q=Montr%C3%A9al%2C%20QC&');
    expect(forecastUrl('哈尔滨', settings)).toContain('q=%E5%93%88%E5%B0%94%E6%BB%A8&');
    expect(forecastUrl('a&days=14#x', settings)).toContain('q=a%26days%3D14%23x&days=3');
  });

  it('accepts a base with or without a trailing slash, absolute or relative', () => {
    const expected = 'http://127.0.0.1:4000/v2/forecast?q=x&days=3';
    expect(forecastUrl('x', { ...settings, apiBase: 'http://127.0.0.1:4000' })).toBe(expected);
    expect(forecastUrl('x', { ...settings, apiBase: 'http://127.0.0.1:4000/' })).toBe(expected);
    expect(forecastUrl('x', { ...settings, apiBase: '/api/weather/' })).toBe(
      '/api/weather/v2/forecast?q=x&days=3',
    );
  });

  it('trims the location before sending it', () => {
    expect(forecastUrl('  Buffalo ', settings)).toContain('q=Buffalo&');
  });
});

describe('earlierForecastUrl (docs/decisions/015-own-forecast-contract.md#rollout)', () => {
  it('is the address a server of the earlier release answers, in WeatherAPI’s shape', () => {
    expect(earlierForecastUrl(' Buffalo ', settings)).toBe(
      'https://snow.example/api/weather/v1/forecast.json?q=Buffalo&days=3&alerts=yes&aqi=no',
    );
  });
});
