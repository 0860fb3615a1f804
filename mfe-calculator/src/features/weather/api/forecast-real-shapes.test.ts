import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutatedBody } from '../../../testing/json-mutations';
import { REAL_SHAPES, SHAPE_NAMES, type ShapeName } from '../../../testing/real-shapes';
import { jsonResponse, SAMPLE_SETTINGS } from '../testing/weather-fixtures';
import { fetchForecast } from './fetch-forecast';
import { FORECAST_DAYS, siteForecastSchema, readSiteForecast } from './forecast-schema';
import { WeatherError } from './weather-error';

const parse = (name: ShapeName) => {
  const forecast = readSiteForecast(REAL_SHAPES[name]());
  if (!forecast) throw new Error(`${name} does not read`);
  return forecast;
};

describe('real WeatherAPI shapes', () => {
  it.each(SHAPE_NAMES)('accepts %s', (name) => {
    expect(readSiteForecast(REAL_SHAPES[name]())).toBeDefined();
  });

  it('falls back to the service text and the neutral icon without a condition code', () => {
    const forecast = parse('conditions without code or icon');
    expect(forecast.now.condition).toEqual({ text: 'Light snow showers', code: null });
    expect(forecast.days[0]?.condition.text).toBe('Heavy snow');
  });

  it('reads string percentages as numbers, hourly ones too', () => {
    const day = parse('percentages as strings').days[0];
    expect(day?.snowChancePct).toBeTypeOf('number');
    expect(day?.hours?.[0]?.snowChancePct).toBeTypeOf('number');
  });

  it('handles one day and keeps three of five', () => {
    expect(parse('one day only').days).toHaveLength(1);
    expect(parse('five days').days).toHaveLength(FORECAST_DAYS);
  });

  it('keeps readable alerts and drops unreadable ones', () => {
    const alerts = parse('alerts with missing fields and repeats').warnings;
    expect(alerts.map((alert) => alert.event)).toEqual([
      'Winter Storm Warning',
      'Wind Advisory',
      'Winter Storm Warning',
      'Frost Advisory',
    ]);
    expect(parse('no alerts block at all').warnings).toEqual([]);
  });

  it('rejects a day without a figure the engine reads', () => {
    const body = REAL_SHAPES['one day only']();
    const [first] = body.forecast.forecastday;
    delete (first?.day as Record<string, unknown>).mintemp_c;
    expect(readSiteForecast(body)).toBeUndefined();
  });

  it('fuzzed real shapes resolve to a valid forecast or fail as a WeatherError', async () => {
    const shape = fc
      .constantFrom(...SHAPE_NAMES)
      .chain((name) => mutatedBody(REAL_SHAPES[name](), 4));
    await fc.assert(
      fc.asyncProperty(shape, async (body) => {
        const outcome = await fetchForecast('x', SAMPLE_SETTINGS, {
          fetchImpl: () => Promise.resolve(jsonResponse(200, body)),
        }).then(
          (forecast) => ({ forecast, error: undefined }),
          (error: unknown) => ({ forecast: undefined, error }),
        );
        if (outcome.forecast) {
          expect(siteForecastSchema.safeParse(outcome.forecast).success).toBe(true);
          return;
        }
        expect(outcome.error).toBeInstanceOf(WeatherError);
        expect(['malformed', 'http']).toContain((outcome.error as WeatherError).kind);
      }),
      { numRuns: 150 },
    );
  });
});
