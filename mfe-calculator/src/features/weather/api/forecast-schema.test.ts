import { describe, expect, it } from 'vitest';
import { PLACES } from '@snowday/sample-weather/places';
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { FIXED_NOW, sampleBody } from '../testing/weather-fixtures';
import { forecastSchema } from './forecast-schema';

/** A sample body with one field replaced, for the rejection cases. */
function withDay(patch: Record<string, unknown>) {
  const body = sampleBody();
  const [first, ...rest] = body.forecast.forecastday;
  return {
    ...body,
    forecast: { forecastday: [{ ...first, day: { ...first?.day, ...patch } }, ...rest] },
  };
}

describe('forecastSchema', () => {
  it.each(PLACES.map((place) => [place.id, place.aliases[0] ?? '']))(
    'accepts the sample body of %s',
    (_id, query) => {
      const body = sampleForecast(query, 3, FIXED_NOW);
      expect(forecastSchema.safeParse(body).success).toBe(true);
    },
  );

  it('keeps the fields the site reads and drops the others', () => {
    const forecast = forecastSchema.parse(sampleBody());
    expect(forecast.location).toEqual({
      name: 'Buffalo',
      region: 'New York',
      country: 'United States of America',
      localtime: '2026-12-14 9:05',
      tz_id: 'America/New_York',
    });
    expect(forecast.current.condition.code).toBeTypeOf('number');
    expect(forecast.forecast.forecastday).toHaveLength(3);
    const day = forecast.forecast.forecastday[0]?.day;
    expect(Object.keys(day ?? {}).sort()).toEqual(
      [
        'condition',
        'daily_chance_of_snow',
        'maxtemp_c',
        'maxwind_kph',
        'mintemp_c',
        'totalprecip_mm',
        'totalsnow_cm',
      ].sort(),
    );
  });

  it('accepts a one-day forecast and keeps at most three days', () => {
    const body = sampleBody();
    const [first] = body.forecast.forecastday;
    const oneDay = { ...body, forecast: { forecastday: [first] } };
    expect(forecastSchema.parse(oneDay).forecast.forecastday).toHaveLength(1);

    const dates = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
    const fiveDays = {
      ...body,
      forecast: { forecastday: dates.map((date) => ({ ...first, date })) },
    };
    const kept = forecastSchema.parse(fiveDays).forecast.forecastday.map((d) => d.date);
    expect(kept).toEqual(dates.slice(0, 3));
  });

  it('coerces a numeric-string chance of snow to a number', () => {
    const parsed = forecastSchema.parse(withDay({ daily_chance_of_snow: '87' }));
    expect(parsed.forecast.forecastday[0]?.day.daily_chance_of_snow).toBe(87);
  });

  it.each([
    ['a non-numeric chance of snow', { daily_chance_of_snow: 'high' }],
    ['an empty chance of snow', { daily_chance_of_snow: '' }],
    ['a chance of snow above 100', { daily_chance_of_snow: 140 }],
    ['a negative chance of snow', { daily_chance_of_snow: '-5' }],
    ['NaN', { maxtemp_c: Number.NaN }],
    ['Infinity', { totalprecip_mm: Number.POSITIVE_INFINITY }],
    ['a string temperature', { mintemp_c: '-3' }],
    ['a missing field', { maxwind_kph: undefined }],
  ])('rejects %s', (_label, patch) => {
    expect(forecastSchema.safeParse(withDay(patch)).success).toBe(false);
  });

  it('rejects a body without forecast, with no days, or not an object at all', () => {
    const body = sampleBody();
    const { forecast: _dropped, ...noForecast } = body;
    expect(forecastSchema.safeParse(noForecast).success).toBe(false);
    expect(forecastSchema.safeParse({ ...body, forecast: { forecastday: [] } }).success).toBe(
      false,
    );
    expect(forecastSchema.safeParse({ ...body, location: { name: 'Buffalo' } }).success).toBe(
      false,
    );
    expect(forecastSchema.safeParse({ ...body, current: { temp_c: 'cold' } }).success).toBe(false);
    expect(forecastSchema.safeParse(null).success).toBe(false);
    expect(forecastSchema.safeParse('<html>').success).toBe(false);
  });

  it('reads is_day when present and ignores a strange value', () => {
    const body = sampleBody();
    expect(forecastSchema.parse(body).current.is_day).toBe(body.current.is_day);
    const odd = { ...body, current: { ...body.current, is_day: 'yes' } };
    expect(forecastSchema.parse(odd).current.is_day).toBeUndefined();
  });
});
