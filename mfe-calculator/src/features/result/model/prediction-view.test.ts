import { describe, expect, it } from 'vitest';
import { sampleSiteForecast } from '@snowday/sample-weather/forecasts';
import { buildPredictionView, passedDayOf, placeName } from './prediction-view';

const NOW = new Date('2026-12-14T15:00:00Z');
const forecast = (q: string) => {
  const found = sampleSiteForecast(q, 3, NOW);
  if (!found) throw new Error(`no sample for ${q}`);
  return found;
};

describe('placeName (docs/product/pages.md#result-panel, item 2)', () => {
  it('uses the region in the USA and the country elsewhere', () => {
    expect(
      placeName({
        name: 'Buffalo',
        region: 'New York',
        country: 'United States of America',
      }),
    ).toBe('Buffalo, New York');
    expect(placeName({ name: 'Ottawa', region: 'Ontario', country: 'Canada' })).toBe(
      'Ottawa, Canada',
    );
    expect(placeName({ name: 'Andorra la Vella', region: '', country: 'Andorra' })).toBe(
      'Andorra la Vella, Andorra',
    );
    expect(
      placeName({
        name: 'Nowhere',
        region: '',
        country: 'United States of America',
      }),
    ).toBe('Nowhere');
  });
});

describe('buildPredictionView', () => {
  it('computes each day with the engine and the headline as their maximum', () => {
    const view = buildPredictionView(forecast('14201'), {
      location: '14201',
      schoolType: 'Urban Public',
      snowDays: 0,
      userName: undefined,
    });
    expect(view.days).toHaveLength(3);
    expect(view.headline).toBe(Math.max(...view.days.map((d) => d.chance)));
    expect(view.headline).toBe(95);
    expect(view.label).toBe('noSchool');
    expect(view.tier).toBe('veryHigh');
    expect(view.days[0]?.colour).toBe('green');
  });

  it('gives a mild place the floor of 5 and the limited label', () => {
    const view = buildPredictionView(forecast('Atlanta'), {
      location: 'Atlanta',
      schoolType: 'Public',
      snowDays: 0,
      userName: undefined,
    });
    expect(view.days[0]?.chance).toBe(5);
    expect(view.days[0]?.colour).toBe('red');
  });
});

describe('the passed day a result asks about (docs/product/accuracy.md#the-question)', () => {
  const at = (localTime: string, more: Partial<Parameters<typeof passedDayOf>[0]> = {}) =>
    passedDayOf({
      name: 'Buffalo',
      region: 'New York',
      country: 'United States of America',
      localTime,
      timeZone: 'America/New_York',
      ...more,
    });

  it('is the day itself from 10:00 on the forecast’s local clock, the day before earlier', () => {
    expect(at('2026-12-02 9:59')).toEqual({ place: 'Buffalo', day: '2026-12-01' });
    expect(at('2026-12-02 10:00')).toEqual({ place: 'Buffalo', day: '2026-12-02' });
    expect(at('2026-03-01 0:05')).toEqual({ place: 'Buffalo', day: '2026-02-28' });
    expect(at('2027-01-01 08:00')).toEqual({ place: 'Buffalo', day: '2026-12-31' });
  });

  it('is none without a place, a zone or a readable clock: the API would not ask either', () => {
    expect(at('2026-12-02 11:00', { name: '  ' })).toBeUndefined();
    expect(at('2026-12-02 11:00', { timeZone: null })).toBeUndefined();
    expect(at('')).toBeUndefined();
  });

  it('comes with the view, from the sample forecast’s own clock', () => {
    // 15:00 UTC is 10:00 in Buffalo on 14 December.
    const view = buildPredictionView(forecast('Buffalo'), {
      location: 'Buffalo',
      schoolType: 'Public',
      snowDays: 0,
      userName: undefined,
    });
    expect(view.passedDay).toEqual({ place: 'Buffalo', day: '2026-12-14' });
  });
});
