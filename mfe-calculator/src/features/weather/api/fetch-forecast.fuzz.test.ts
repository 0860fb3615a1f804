import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyText } from '../../../testing/json-mutations';
import { sampleBody, SAMPLE_SETTINGS } from '../testing/weather-fixtures';
import { fetchForecast } from './fetch-forecast';
import { FORECAST_DAYS, siteForecastSchema } from './forecast-schema';
import { WeatherError } from './weather-error';

/**
 * docs/product/weather-data.md#errors-the-visitor-sees: a malformed body is a failed fetch, never a
 * crash. Whatever a 200 answer carries, fetchForecast resolves with a valid forecast or rejects
 * with a 'malformed' WeatherError, never anything else.
 */

const BASE = sampleBody('14201');

const answer = (text: string) => async () =>
  new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Settles fetchForecast into a value or an error, so assertions run outside its promise. */
function outcome(text: string) {
  return fetchForecast('14201', SAMPLE_SETTINGS, { fetchImpl: answer(text) }).then(
    (forecast) => ({ forecast, error: undefined }),
    (error: unknown) => ({ forecast: undefined, error }),
  );
}

describe('fetchForecast with mutated bodies (docs/product/hardening.md#bad-input)', () => {
  it('accepts the untouched sample body', async () => {
    const { forecast } = await outcome(JSON.stringify(BASE));
    expect(forecast?.days).toHaveLength(FORECAST_DAYS);
  });

  it('resolves with a valid forecast of at most 3 days, or rejects as malformed', async () => {
    await fc.assert(
      fc.asyncProperty(bodyText(BASE), async (text) => {
        const { forecast, error } = await outcome(text);
        if (forecast) {
          expect(siteForecastSchema.safeParse(forecast).success).toBe(true);
          expect(forecast.days.length).toBeGreaterThanOrEqual(1);
          expect(forecast.days.length).toBeLessThanOrEqual(FORECAST_DAYS);
          return;
        }
        expect(error).toBeInstanceOf(WeatherError);
        expect(error).toMatchObject({ kind: 'malformed' });
      }),
      { numRuns: 200 },
    );
  });
});
