import { describe, expect, it } from 'vitest';
import { forecastUrl } from './forecast-url';

const settings = { apiBase: 'https://api.weatherapi.com', apiKey: null, sample: true };

describe('forecastUrl', () => {
  it('omits the key in sample mode and asks for 3 days with alerts', () => {
    expect(forecastUrl('14201', settings)).toBe(
      'https://api.weatherapi.com/v1/forecast.json?q=14201&days=3&alerts=yes&aqi=no',
    );
  });

  it('sends the key, encoded, when there is one', () => {
    const url = forecastUrl('14201', { ...settings, apiKey: 'ab c&d', sample: false });
    expect(url).toBe(
      'https://api.weatherapi.com/v1/forecast.json?key=ab%20c%26d&q=14201&days=3&alerts=yes&aqi=no',
    );
  });

  it('treats an empty key like none', () => {
    expect(forecastUrl('x', { ...settings, apiKey: '' })).not.toContain('key=');
  });

  it('URL-encodes the location', () => {
    expect(forecastUrl('Montréal, QC', settings)).toContain('q=Montr%C3%A9al%2C%20QC&');
    expect(forecastUrl('哈尔滨', settings)).toContain('q=%E5%93%88%E5%B0%94%E6%BB%A8&');
    expect(forecastUrl('a&days=14#x', settings)).toContain(
      'q=a%26days%3D14%23x&days=3&alerts=yes&aqi=no',
    );
  });

  it('accepts a base with or without a trailing slash, absolute or relative', () => {
    const expected = 'http://127.0.0.1:4000/v1/forecast.json?q=x&days=3&alerts=yes&aqi=no';
    expect(forecastUrl('x', { ...settings, apiBase: 'http://127.0.0.1:4000' })).toBe(expected);
    expect(forecastUrl('x', { ...settings, apiBase: 'http://127.0.0.1:4000/' })).toBe(expected);
    expect(forecastUrl('x', { ...settings, apiBase: '/weather-api/' })).toBe(
      '/weather-api/v1/forecast.json?q=x&days=3&alerts=yes&aqi=no',
    );
  });

  it('trims the location before sending it', () => {
    expect(forecastUrl('  Buffalo ', settings)).toContain('q=Buffalo&');
  });
});
