import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { mutatedBody } from '../../../testing/json-mutations';
import { nastyString } from '../../../testing/nasty-strings';
import { SCHOOL_TYPES } from '../../prediction';
import { readSiteForecast } from '../../weather';
import { buildPredictionView } from './prediction-view';

/**
 * docs/product/hardening.md#bad-input: any body the schema accepts (docs/product/weather-data.md)
 * gives a sound prediction (docs/product/prediction.md): integer day chances in 5..95 and the
 * headline equal to their maximum.
 */

const NOW = new Date('2026-12-14T15:00:00Z');
const PLACES = ['14201', 'K1A 0B1', 'Atlanta', 'Paris', '哈尔滨'];
const body = fc
  .constantFrom(...PLACES.map((place) => sampleForecast(place, 3, NOW)))
  .chain((base) => mutatedBody(base, 6));
const query = fc.record({
  location: nastyString,
  schoolType: fc.constantFrom(...SCHOOL_TYPES),
  snowDays: fc.integer({ min: 0, max: 20 }),
  userName: fc.constant(undefined),
});

describe('buildPredictionView on mutated forecasts (docs/product/prediction.md)', () => {
  it('gives integer chances in 5..95 and the headline as their maximum', () => {
    fc.assert(
      fc.property(body, query, (raw, resultQuery) => {
        const forecast = readSiteForecast(raw);
        fc.pre(forecast !== undefined);
        if (!forecast) return;
        const view = buildPredictionView(forecast, resultQuery);
        const chances = view.days.map((day) => day.chance);
        expect(chances).toHaveLength(forecast.days.length);
        for (const chance of chances) {
          expect(Number.isInteger(chance)).toBe(true);
          expect(chance).toBeGreaterThanOrEqual(5);
          expect(chance).toBeLessThanOrEqual(95);
        }
        expect(view.headline).toBe(Math.max(...chances));
      }),
      { numRuns: 200 },
    );
  });
});
