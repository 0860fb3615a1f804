import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutatedBody } from '../../../lib/testing/json-mutations';
import { buildPredictionView } from '../../result/model/prediction-view';
import { REAL_SHAPES } from '../testing/real-shapes';
import { jsonResponse, SAMPLE_SETTINGS } from '../testing/weather-fixtures';
import { fetchForecast } from './fetch-forecast';
import { FORECAST_DAYS, forecastSchema, UNKNOWN_CONDITION } from './forecast-schema';
import { WeatherError } from './weather-error';

const query = { location: '14201', schoolType: 'Public' as const, snowDays: 0 };
const parse = (name: string) => forecastSchema.parse(REAL_SHAPES[name]!());

describe('real WeatherAPI shapes', () => {
  it.each(Object.keys(REAL_SHAPES))('accepts %s', (name) => {
    expect(forecastSchema.safeParse(REAL_SHAPES[name]!()).success).toBe(true);
  });

  it('falls back to the service text and the neutral icon without a condition code', () => {
    const forecast = parse('conditions without code or icon');
    expect(forecast.current.condition).toEqual({
      text: 'Light snow showers',
      code: UNKNOWN_CONDITION,
    });
    expect(forecast.forecast.forecastday[0]?.day.condition.text).toBe('Heavy snow');
  });

  it.each(['country "USA"', 'country "United States"'])(
    'names a US place with its region: %s',
    (name) => {
      expect(buildPredictionView(parse(name), query).placeName).toBe('Buffalo, New York');
    },
  );

  it('reads string percentages as numbers, hourly ones too', () => {
    const day = parse('percentages as strings').forecast.forecastday[0];
    expect(day?.day.daily_chance_of_snow).toBeTypeOf('number');
    expect(day?.hour?.[0]?.chance_of_snow).toBeTypeOf('number');
  });

  it('handles one day and keeps three of five', () => {
    expect(buildPredictionView(parse('one day only'), query).days).toHaveLength(1);
    expect(parse('five days').forecast.forecastday).toHaveLength(FORECAST_DAYS);
  });

  it('shows neither snowfall nor timing for a day without them', () => {
    const [day] = buildPredictionView(parse('no hourly data, no snowfall'), query).days;
    expect(day?.snowfallCm).toBeUndefined();
    expect(day?.timing).toBeUndefined();
    const [full] = buildPredictionView(
      forecastSchema.parse(REAL_SHAPES['one day only']!()),
      query,
    ).days;
    expect(full?.snowfallCm).toBe(32.5);
    expect(full?.timing).toMatchObject({ kind: 'runs', schoolMorning: true });
  });

  it('keeps readable alerts and drops unreadable ones', () => {
    const alerts = parse('alerts with missing fields and repeats').alerts;
    expect(alerts.map((alert) => alert.event)).toEqual([
      'Winter Storm Warning',
      'Wind Advisory',
      'Winter Storm Warning',
      'Frost Advisory',
    ]);
    expect(parse('no alerts block at all').alerts).toEqual([]);
  });

  it('rejects a day without a figure the engine reads', () => {
    const body = REAL_SHAPES['one day only']!();
    delete (body.forecast.forecastday[0]!.day as Record<string, unknown>).mintemp_c;
    expect(forecastSchema.safeParse(body).success).toBe(false);
  });

  it('fuzzed real shapes parse to a sound forecast or fail as malformed, never otherwise', async () => {
    const shape = fc
      .constantFrom(...Object.values(REAL_SHAPES))
      .chain((make) => mutatedBody(make(), 4));
    await fc.assert(
      fc.asyncProperty(shape, async (body) => {
        const outcome = await fetchForecast('x', SAMPLE_SETTINGS, {
          fetchImpl: async () => jsonResponse(200, body),
        }).then(
          (forecast) => ({ forecast }),
          (error: unknown) => ({ error }),
        );
        if ('forecast' in outcome) {
          const view = buildPredictionView(outcome.forecast, query);
          for (const day of view.days) {
            expect(day.trace.chance).toBe(day.chance);
            if (day.snowfallCm !== undefined) expect(day.snowfallCm).toBeGreaterThanOrEqual(0);
          }
          return;
        }
        expect(outcome.error).toBeInstanceOf(WeatherError);
        expect(['malformed', 'http']).toContain((outcome.error as WeatherError).kind);
      }),
      { numRuns: 150 },
    );
  });
});
