import fc from 'fast-check';
import type { DayWeather } from '../model/day-score';
import type { PredictionContext } from '../model/predict';
import { SCHOOL_TYPES } from '../model/school-types';

const finite = fc.double({ noNaN: true, noDefaultInfinity: true });

/**
 * A weather reading: plausible values around the thresholds (`min`..`max`, whole numbers on
 * them), any finite double, and with `nonFinite` also NaN and ±∞.
 */
function reading(min: number, max: number, nonFinite: boolean): fc.Arbitrary<number> {
  const plausible = [fc.double({ min, max, noNaN: true }), fc.integer({ min, max }), finite];
  return nonFinite ? fc.oneof(...plausible, fc.double()) : fc.oneof(...plausible);
}

/** A forecast day for the engine's property tests. */
export function dayWeatherArb({ nonFinite = false } = {}): fc.Arbitrary<DayWeather> {
  return fc.record({
    maxTempC: reading(-40, 15, nonFinite),
    minTempC: reading(-40, 10, nonFinite),
    precipMm: reading(0, 60, nonFinite),
    windKph: reading(0, 100, nonFinite),
    // Sometimes unknown: the forecast does not say (docs/product/prediction.md#unknown-readings).
    snowChancePct: fc.oneof(
      { weight: 9, arbitrary: reading(0, 100, nonFinite) },
      {
        weight: 1,
        arbitrary: fc.constant(null),
      },
    ),
  });
}

/** A prediction context with locations from `location`, any school type and snow-day count. */
export function contextArb(location: fc.Arbitrary<string>): fc.Arbitrary<PredictionContext> {
  return fc.record({
    location,
    schoolType: fc.constantFrom(...SCHOOL_TYPES),
    snowDays: fc.integer({ min: 0, max: 20 }),
  });
}
