import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CONDITIONS } from './conditions.js';
import { PLACES } from './places.js';
import {
  clampDays,
  findPlace,
  SAMPLE_PLACE_NAMES,
  sampleForecast,
  type ForecastResponse,
} from './sample-forecasts.js';

function forecast(query: string, days: number, now: Date): ForecastResponse {
  const body = sampleForecast(query, days, now);
  if (!body) throw new Error(`no sample forecast for ${query}`);
  return body;
}

const dates = (body: ForecastResponse): string[] => body.forecast.forecastday.map((d) => d.date);

describe('findPlace', () => {
  it.each([
    ['14201', 'buffalo-ny'],
    ['Buffalo', 'buffalo-ny'],
    ['buffalo, ny', 'buffalo-ny'],
    ['  BUFFALO,   New   York ', 'buffalo-ny'],
    ['Buffalo, NY, USA', 'buffalo-ny'],
    ['14201-0001', 'buffalo-ny'],
    ['55401', 'minneapolis-mn'],
    ['80202', 'denver-co'],
    ['02108', 'boston-ma'],
    ['10001', 'new-york-ny'],
    ['new york', 'new-york-ny'],
    ['30301', 'atlanta-ga'],
    ['99501', 'anchorage-ak'],
    ['K1A 0B1', 'ottawa-on'],
    ['k1a0b1', 'ottawa-on'],
    ['K1A-0B1', 'ottawa-on'],
    ['k1A 0b1', 'ottawa-on'],
    ['Ottawa, Ontario', 'ottawa-on'],
    ['t2p1j9', 'calgary-ab'],
    ['H2X 1Y4', 'montreal-qc'],
    ['Montréal', 'montreal-qc'],
    ['Montreal', 'montreal-qc'],
    ['MONTREAL, QC', 'montreal-qc'],
    ['g1r4p5', 'quebec-qc'],
    ['Québec', 'quebec-qc'],
    ['Quebec City', 'quebec-qc'],
    ['Madrid', 'madrid-es'],
    ['madrid, españa', 'madrid-es'],
    ['Burgos', 'burgos-es'],
    ['León', 'leon-es'],
    ['Leon, Spain', 'leon-es'],
    ['Andorra la Vella', 'andorra-la-vella-ad'],
    ['Paris', 'paris-fr'],
    ['Chamonix-Mont-Blanc', 'chamonix-fr'],
    ['chamonix', 'chamonix-fr'],
    ['哈尔滨', 'harbin-cn'],
    ['Harbin', 'harbin-cn'],
    ['Haerbin', 'harbin-cn'],
    ['哈尔滨，黑龙江', 'harbin-cn'],
    ['北京', 'beijing-cn'],
    ['Beijing', 'beijing-cn'],
    ['长春', 'changchun-cn'],
  ])('%j → %s', (query, id) => {
    expect(findPlace(query)?.id).toBe(id);
  });

  it.each([
    '',
    '   ',
    '00000',
    'Atlantis',
    'Buffalo, TX',
    'K1A 0B2',
    'K1A0B',
    'Londres',
    '__error500',
  ])('unknown %j → undefined', (query) => {
    expect(findPlace(query)).toBeUndefined();
    expect(sampleForecast(query, 3, new Date())).toBeUndefined();
  });

  it.each([
    ['42.89,-78.88', 'buffalo-ny'],
    [' 42.9 , -78.8 ', 'buffalo-ny'],
    ['45.42,-75.7', 'ottawa-on'],
  ])('a position %j → the nearest place, %s', (query, id) => {
    expect(findPlace(query)?.id).toBe(id);
  });

  it.each(['0,0', '42.89,-70.5', '91.5,-78.88'])(
    'a position %j far from every place → undefined',
    (query) => {
      expect(findPlace(query)).toBeUndefined();
    },
  );

  it('every place is reachable from its own aliases and its sample label', () => {
    expect(SAMPLE_PLACE_NAMES).toHaveLength(PLACES.length);
    for (const place of PLACES) {
      for (const alias of place.aliases) expect(findPlace(alias)?.id).toBe(place.id);
    }
    SAMPLE_PLACE_NAMES.forEach((label, index) => {
      const query = label.split(' (')[0] ?? label;
      expect(findPlace(query)?.id, label).toBe(PLACES[index]?.id);
    });
  });

  it('matching ignores case and surrounding/extra whitespace for any alias (property)', () => {
    const aliases = PLACES.flatMap((p) => p.aliases.map((alias) => ({ alias, id: p.id })));
    fc.assert(
      fc.property(
        fc.constantFrom(...aliases),
        fc.boolean(),
        fc.stringMatching(/^[ \t]{0,3}$/),
        fc.stringMatching(/^[ \t]{0,3}$/),
        ({ alias, id }, upper, before, after) => {
          const cased = upper ? alias.toUpperCase() : alias.toLowerCase();
          const query = before + cased.replace(/ /g, '  ') + after;
          expect(findPlace(query)?.id).toBe(id);
        },
      ),
    );
  });
});

describe('sampleForecast dates and local time', () => {
  it('uses the local date in Asia when UTC is still on the previous day', () => {
    // 23:30 UTC on 14 Dec is 07:30 on 15 Dec in Harbin (UTC+8).
    const body = forecast('哈尔滨', 3, new Date('2026-12-14T23:30:00Z'));
    expect(body.location.localtime).toBe('2026-12-15 7:30');
    expect(dates(body)).toEqual(['2026-12-15', '2026-12-16', '2026-12-17']);
  });

  it('uses the local date in America when UTC has already moved on', () => {
    // 02:00 UTC on 15 Dec is 21:00 on 14 Dec in Buffalo (UTC-5) and 17:00 in Anchorage (UTC-9).
    const now = new Date('2026-12-15T02:00:00Z');
    const buffalo = forecast('14201', 3, now);
    expect(buffalo.location.localtime).toBe('2026-12-14 21:00');
    expect(dates(buffalo)).toEqual(['2026-12-14', '2026-12-15', '2026-12-16']);
    expect(forecast('99501', 1, now).location.localtime).toBe('2026-12-14 17:00');
    // Same instant, the other side of the date line.
    expect(dates(forecast('Beijing', 1, now))).toEqual(['2026-12-15']);
  });

  it('moves the dates with `now` so the cards never show the past', () => {
    const day1 = forecast('Paris', 3, new Date('2026-12-14T12:00:00Z'));
    const day2 = forecast('Paris', 3, new Date('2026-12-15T12:00:00Z'));
    expect(dates(day1)).toEqual(['2026-12-14', '2026-12-15', '2026-12-16']);
    expect(dates(day2)).toEqual(['2026-12-15', '2026-12-16', '2026-12-17']);
  });

  it('rolls over month and year ends', () => {
    const body = forecast('Boston', 3, new Date('2026-12-30T15:00:00Z'));
    expect(dates(body)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(body.forecast.forecastday.map((d) => d.date_epoch)).toEqual([
      Date.UTC(2026, 11, 30) / 1000,
      Date.UTC(2026, 11, 31) / 1000,
      Date.UTC(2027, 0, 1) / 1000,
    ]);
  });

  it('formats localtime like WeatherAPI: hour not zero-padded, minutes padded', () => {
    // 14:05 UTC = 09:05 in New York (EST).
    const body = forecast('10001', 1, new Date('2026-12-14T14:05:00Z'));
    expect(body.location.localtime).toBe('2026-12-14 9:05');
    expect(body.location.localtime_epoch).toBe(Date.parse('2026-12-14T14:05:00Z') / 1000);
    expect(forecast('10001', 1, new Date('2026-12-15T05:07:00Z')).location.localtime).toBe(
      '2026-12-15 0:07',
    );
    // last_updated is the quarter hour, zero-padded.
    expect(body.current.last_updated).toBe('2026-12-14 09:00');
  });

  it('localtime and dates agree for any instant and place (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2035-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...PLACES),
        (now, place) => {
          const body = forecast(place.aliases[0] ?? '', 3, now);
          expect(body.location.localtime).toMatch(/^\d{4}-\d{2}-\d{2} (\d|1\d|2[0-3]):[0-5]\d$/);
          const [first, second, third] = dates(body);
          expect(body.location.localtime.startsWith(`${first ?? '?'} `)).toBe(true);
          const [e0, e1, e2] = body.forecast.forecastday.map((d) => d.date_epoch);
          if (e0 === undefined || e1 === undefined || e2 === undefined)
            throw new Error('expected 3 days');
          expect(e1 - e0).toBe(86_400);
          expect(e2 - e1).toBe(86_400);
          expect(new Date(e1 * 1000).toISOString().slice(0, 10)).toBe(second);
          expect(new Date(e2 * 1000).toISOString().slice(0, 10)).toBe(third);
          // The local date is never more than a day away from the UTC date.
          const utcDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) / 1000;
          expect(Math.abs(e0 - utcDay)).toBeLessThanOrEqual(86_400);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('sampleForecast body', () => {
  const now = new Date('2026-12-14T17:00:00Z');

  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [0, 1],
    [-4, 1],
    [7, 3],
    [14, 3],
    [2.7, 2],
    [Number.NaN, 1],
  ])('days=%d → %d forecast days', (requested, expected) => {
    expect(clampDays(requested)).toBe(expected);
    expect(forecast('Buffalo', requested, now).forecast.forecastday).toHaveLength(expected);
  });

  it('has the WeatherAPI location, current and day fields', () => {
    const body = forecast('Buffalo, NY', 3, now);
    expect(body.location).toMatchObject({
      name: 'Buffalo',
      region: 'New York',
      country: 'United States of America',
      tz_id: 'America/New_York',
      localtime: '2026-12-14 12:00',
    });
    expect(body.current).toMatchObject({
      is_day: 1,
      condition: {
        text: 'Heavy snow',
        icon: '//cdn.weatherapi.com/weather/64x64/day/338.png',
        code: 1225,
      },
    });
    const [today] = body.forecast.forecastday;
    expect(today?.day).toMatchObject({
      maxtemp_c: -4.2,
      mintemp_c: -12.1,
      totalprecip_mm: 28.4,
      totalsnow_cm: 32.5,
      maxwind_kph: 45.4,
      daily_will_it_snow: 1,
      daily_chance_of_snow: 92,
      daily_will_it_rain: 0,
      condition: {
        text: 'Heavy snow',
        icon: '//cdn.weatherapi.com/weather/64x64/day/338.png',
        code: 1225,
      },
    });
  });

  it('is internally consistent for every place', () => {
    for (const place of PLACES) {
      const body = forecast(place.aliases[0] ?? '', 3, now);
      expect(body.location).toMatchObject(place.location);
      const today = body.forecast.forecastday[0]?.day;
      if (!today) throw new Error('missing day');
      expect(body.current.temp_c).toBeGreaterThanOrEqual(today.mintemp_c);
      expect(body.current.temp_c).toBeLessThanOrEqual(today.maxtemp_c);
      expect(body.current.feelslike_c).toBeLessThanOrEqual(body.current.temp_c);
      expect(body.current.temp_f).toBeCloseTo((body.current.temp_c * 9) / 5 + 32, 0);
      for (const { day } of body.forecast.forecastday) {
        expect(day.avgtemp_c).toBeGreaterThanOrEqual(day.mintemp_c);
        expect(day.avgtemp_c).toBeLessThanOrEqual(day.maxtemp_c);
        const info = CONDITIONS[day.condition.code as keyof typeof CONDITIONS];
        expect(day.condition.text).toBe(info.day);
        expect(day.condition.icon).toBe(
          `//cdn.weatherapi.com/weather/64x64/day/${String(info.icon)}.png`,
        );
      }
    }
  });

  it('uses the night icon and text for `current` after dark', () => {
    // 02:00 local in Denver (UTC-7): clear night.
    const body = forecast('Denver', 1, new Date('2026-12-14T09:00:00Z'));
    expect(body.current.is_day).toBe(0);
    expect(body.current.condition).toEqual({
      text: 'Clear',
      icon: '//cdn.weatherapi.com/weather/64x64/night/113.png',
      code: 1000,
    });
    expect(body.forecast.forecastday[0]?.day.condition.text).toBe('Sunny');
  });

  it('is JSON-serialisable without loss', () => {
    const body = forecast('Chamonix', 3, now);
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });
});
