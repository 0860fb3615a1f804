import { describe, expect, it } from 'vitest';
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { forecastSchema } from '../../weather';
import { buildPredictionView, placeName } from './prediction-view';

const NOW = new Date('2026-12-14T15:00:00Z');
const forecast = (q: string) => forecastSchema.parse(sampleForecast(q, 3, NOW));

describe('placeName (docs/product/pages.md#result-panel, item 2)', () => {
  it('uses the region in the USA and the country elsewhere', () => {
    expect(
      placeName({
        name: 'Buffalo',
        region: 'New York',
        country: 'United States of America',
        localtime: '',
      }),
    ).toBe('Buffalo, New York');
    expect(placeName({ name: 'Ottawa', region: 'Ontario', country: 'Canada', localtime: '' })).toBe(
      'Ottawa, Canada',
    );
    expect(
      placeName({ name: 'Andorra la Vella', region: '', country: 'Andorra', localtime: '' }),
    ).toBe('Andorra la Vella, Andorra');
    expect(
      placeName({
        name: 'Nowhere',
        region: '',
        country: 'United States of America',
        localtime: '',
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
