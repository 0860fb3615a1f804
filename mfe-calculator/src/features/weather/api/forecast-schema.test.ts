import { describe, expect, it } from 'vitest';
import { PLACES } from '@snowday/sample-weather/places';
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { FIXED_NOW, sampleBody } from '../testing/weather-fixtures';
import { siteForecastSchema, readSiteForecast } from './forecast-schema';

/** A WeatherAPI body read as the calculator reads it, or a failure. */
const read = (body: unknown) => {
  const forecast = readSiteForecast(body);
  if (!forecast) throw new Error('not a forecast');
  return forecast;
};
const reads = (body: unknown) => readSiteForecast(body) !== undefined;

/** A sample body with one field replaced, for the rejection cases. */
function withDay(patch: Record<string, unknown>) {
  const body = sampleBody();
  const [first, ...rest] = body.forecast.forecastday;
  return {
    ...body,
    forecast: { forecastday: [{ ...first, day: { ...first?.day, ...patch } }, ...rest] },
  };
}

describe('WeatherAPI’s forecast.json, as the site’s forecast', () => {
  it.each(PLACES.map((place) => [place.id, place.aliases[0] ?? '']))(
    'accepts the sample body of %s',
    (_id, query) => {
      const body = sampleForecast(query, 3, FIXED_NOW);
      expect(reads(body)).toBe(true);
    },
  );

  it('keeps the fields the site reads and drops the others', () => {
    const forecast = read(sampleBody());
    expect(forecast.place).toEqual({
      name: 'Buffalo',
      region: 'New York',
      country: 'United States of America',
      localTime: '2026-12-14 9:05',
      timeZone: 'America/New_York',
    });
    expect(forecast.now.condition.code).toBeTypeOf('number');
    expect(forecast.days).toHaveLength(3);
    expect(Object.keys(forecast.days[0] ?? {}).sort()).toEqual(
      [
        'condition',
        'date',
        'hours',
        'maxTempC',
        'minTempC',
        'precipMm',
        'snowChancePct',
        'snowCm',
        'windKph',
      ].sort(),
    );
    // What WeatherAPI does not say is unknown, never a number standing in for it.
    const body = sampleBody();
    const first = body.forecast.forecastday[0];
    if (!first) throw new Error('the sample has days');
    const { totalsnow_cm: _snow, ...withoutSnowfall } = first.day;
    const noSnowfall = { ...body, forecast: { forecastday: [{ ...first, day: withoutSnowfall }] } };
    expect(read(noSnowfall).days[0]?.snowCm).toBeNull();
  });

  it('accepts a one-day forecast and keeps at most three days', () => {
    const body = sampleBody();
    const [first] = body.forecast.forecastday;
    const oneDay = { ...body, forecast: { forecastday: [first] } };
    expect(read(oneDay).days).toHaveLength(1);

    const dates = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
    const fiveDays = {
      ...body,
      forecast: { forecastday: dates.map((date) => ({ ...first, date })) },
    };
    const kept = read(fiveDays).days.map((d) => d.date);
    expect(kept).toEqual(dates.slice(0, 3));
  });

  it('coerces a numeric-string chance of snow to a number', () => {
    expect(read(withDay({ daily_chance_of_snow: '87' })).days[0]?.snowChancePct).toBe(87);
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
    expect(reads(withDay(patch))).toBe(false);
  });

  it('rejects a body without forecast, with no days, or not an object at all', () => {
    const body = sampleBody();
    const { forecast: _dropped, ...noForecast } = body;
    expect(reads(noForecast)).toBe(false);
    expect(reads({ ...body, forecast: { forecastday: [] } })).toBe(false);
    expect(reads({ ...body, location: { name: 'Buffalo' } })).toBe(false);
    expect(reads({ ...body, current: { temp_c: 'cold' } })).toBe(false);
    expect(reads(null)).toBe(false);
    expect(reads('<html>')).toBe(false);
  });

  it('reads is_day when present and takes a strange value for unknown', () => {
    const body = sampleBody();
    expect(read(body).now.isDay).toBe(body.current.is_day === 1);
    const odd = { ...body, current: { ...body.current, is_day: 'yes' } };
    expect(read(odd).now.isDay).toBeNull();
  });
});

describe('the site’s own forecast, as every reader parses it', () => {
  const contract = () => read(sampleBody());

  it('reads back what it wrote', () => {
    const forecast = contract();
    expect(readSiteForecast(JSON.parse(JSON.stringify(forecast)))).toEqual(forecast);
  });

  it('keeps an unknown chance of snow unknown, and refuses one that is neither', () => {
    const forecast = contract();
    const day = forecast.days[0];
    if (!day) throw new Error('the sample has days');
    const withChance = (snowChancePct: unknown) => ({
      ...forecast,
      days: [{ ...day, snowChancePct }],
    });
    expect(read(withChance(null)).days[0]?.snowChancePct).toBeNull();
    expect(read(withChance(0)).days[0]?.snowChancePct).toBe(0);
    expect(reads(withChance('high'))).toBe(false);
    expect(reads(withChance(140))).toBe(false);
    // Left out is not unknown: a writer says `null`.
    const { snowChancePct: _left, ...withoutKey } = day;
    expect(reads({ ...forecast, days: [withoutKey] })).toBe(false);
  });

  it('takes a shown value that does not read for unknown, never the forecast down', () => {
    const forecast = contract();
    const day = forecast.days[0];
    if (!day) throw new Error('the sample has days');
    const odd = {
      ...forecast,
      now: { ...forecast.now, isDay: 'yes' },
      days: [{ ...day, snowCm: 'lots', hours: 'none', condition: 'snow' }],
    };
    expect(read(odd).now.isDay).toBeNull();
    expect(read(odd).days[0]).toMatchObject({
      snowCm: null,
      hours: null,
      condition: { code: null, text: '' },
    });
  });

  it('refuses a body of another contract', () => {
    expect(siteForecastSchema.safeParse({ ...contract(), contract: 3 }).success).toBe(false);
    expect(reads({ ...contract(), contract: 3 })).toBe(false);
  });
});
