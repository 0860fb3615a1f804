import { describe, expect, it } from 'vitest';
import { PLACES } from './places';
import { PLACES_WITH_ALERTS } from './sample-weather-warnings';
import { sampleForecast } from './sample-forecasts';

const NOW = new Date('2026-12-14T14:05:00Z');
const WINTER = /snow|winter|blizzard|neige|雪/i;

describe('sample hourly data', () => {
  it.each(PLACES.map((place) => [place.id, place.aliases[0] ?? '']))(
    '%s: 24 hours a day that agree with the daily figures',
    (_id, query) => {
      const body = sampleForecast(query, 3, NOW);
      for (const { date, day, hour } of body?.forecast.forecastday ?? []) {
        expect(hour).toHaveLength(24);
        expect(hour.every((h) => h.time.startsWith(`${date} `))).toBe(true);
        const snow = hour.reduce((sum, h) => sum + h.snow_cm, 0);
        expect(Math.round(snow * 10) / 10).toBe(day.totalsnow_cm);
        expect(Math.max(...hour.map((h) => h.chance_of_snow))).toBeLessThanOrEqual(
          day.daily_chance_of_snow,
        );
        const snowHours = hour.filter(
          (h) => h.will_it_snow === 1 || h.chance_of_snow >= 50 || h.snow_cm > 0,
        );
        if (day.totalsnow_cm === 0) expect(snowHours).toEqual([]);
        else expect(snowHours.length).toBeGreaterThan(0);
        for (const h of hour) expect(h.temp_c).toBeGreaterThanOrEqual(day.mintemp_c);
      }
    },
  );

  it('each hour epoch is that hour on the place clock', () => {
    const body = sampleForecast('14201', 1, NOW);
    const [seven] = body?.forecast.forecastday[0]?.hour.slice(7, 8) ?? [];
    // Buffalo in December is UTC-5: 07:00 local is 12:00 UTC.
    expect(new Date((seven?.time_epoch ?? 0) * 1000).toISOString()).toBe(
      '2026-12-14T12:00:00.000Z',
    );
  });
});

describe('sample alerts', () => {
  it('come only when asked for, as WeatherAPI sends them', () => {
    expect(sampleForecast('14201', 3, NOW)?.alerts).toBeUndefined();
    expect(sampleForecast('14201', 3, NOW, { alerts: true })?.alerts?.alert.length).toBe(2);
    expect(sampleForecast('Denver', 3, NOW, { alerts: true })?.alerts).toEqual({ alert: [] });
  });

  it('at least two places carry a winter alert that is in force', () => {
    const winter = PLACES_WITH_ALERTS.filter((id) => {
      const place = PLACES.find((p) => p.id === id);
      const body = sampleForecast(place?.aliases[0] ?? '', 3, NOW, { alerts: true });
      return body?.alerts?.alert.some(
        (a) =>
          WINTER.test(a.event) &&
          Date.parse(a.effective) <= NOW.getTime() &&
          Date.parse(a.expires) > NOW.getTime(),
      );
    });
    expect(winter.length).toBeGreaterThanOrEqual(2);
  });

  it('writes alert times with the place offset', () => {
    const [first] = sampleForecast('14201', 3, NOW, { alerts: true })?.alerts?.alert ?? [];
    expect(first?.effective).toBe('2026-12-14T06:00:00-05:00');
  });
});
