import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutatedBody } from '../../../testing/json-mutations';
import { REAL_SHAPES, SHAPE_NAMES, type ShapeName } from '../../../testing/real-shapes';
import { replayTrace } from '../../prediction';
import { readSiteForecast } from '../../weather';
import { buildPredictionView } from './prediction-view';

/** A recorded WeatherAPI shape, read as the calculator reads one. */
const readShape = (body: unknown) => {
  const forecast = readSiteForecast(body);
  if (!forecast) throw new Error('the shape does not read');
  return forecast;
};

const query = {
  location: '14201',
  schoolType: 'Public' as const,
  snowDays: 0,
  userName: undefined,
};
const view = (name: ShapeName) => buildPredictionView(readShape(REAL_SHAPES[name]()), query);

describe('buildPredictionView on real WeatherAPI shapes', () => {
  it.each(['country "USA"', 'country "United States"'] as const)(
    'names a US place with its region: %s',
    (name) => {
      expect(view(name).placeName).toBe('Buffalo, New York');
    },
  );

  it('shows one card for a one-day forecast', () => {
    expect(view('one day only').days).toHaveLength(1);
  });

  it('shows neither snowfall nor timing for a day without them', () => {
    const [day] = view('no hourly data, no snowfall').days;
    expect(day?.snowfallCm).toBeUndefined();
    expect(day?.timing).toBeUndefined();
    const [full] = view('one day only').days;
    expect(full?.snowfallCm).toBe(32.5);
    expect(full?.timing).toMatchObject({ kind: 'runs', schoolMorning: true });
  });

  it('any accepted mutation of a real shape gives days whose trace replays to their chance', () => {
    const body = fc
      .constantFrom(...SHAPE_NAMES)
      .chain((name) => mutatedBody(REAL_SHAPES[name](), 4));
    fc.assert(
      fc.property(body, (raw) => {
        const forecast = readSiteForecast(raw);
        fc.pre(forecast !== undefined);
        if (!forecast) return;
        for (const day of buildPredictionView(forecast, query).days) {
          expect(replayTrace(day.trace)).toBe(day.chance);
          if (day.snowfallCm !== undefined) expect(day.snowfallCm).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});
