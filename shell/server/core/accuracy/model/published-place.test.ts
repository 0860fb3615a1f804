import { sampleForecast, sampleSiteForecast } from '@snowday/sample-weather/forecasts';
import { describe, expect, it } from 'vitest';
import { forecastDays } from './published-place';

describe('the days a forecast covers', () => {
  const now = new Date('2026-12-14T14:05:00Z');
  const days = ['2026-12-14', '2026-12-15', '2026-12-16'];

  it('are read from the site’s own forecast and from WeatherAPI’s shape alike', () => {
    // A page of a calculator of the earlier release holds WeatherAPI's shape
    // (docs/decisions/015-own-forecast-contract.md#rollout).
    expect(forecastDays(sampleSiteForecast('Buffalo', 3, now))).toEqual(days);
    expect(forecastDays(sampleForecast('Buffalo', 3, now))).toEqual(days);
  });

  it('are none for a body that is not a forecast', () => {
    expect(forecastDays({ error: { code: 1006 } })).toEqual([]);
    expect(forecastDays(null)).toEqual([]);
  });
});
