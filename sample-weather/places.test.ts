import { describe, expect, it } from 'vitest';

import { CONDITIONS, SNOW_CODES, WET_CODES } from './conditions.js';
import { normalizeQuery, PLACES, type DayProfile, type SnowCharacter } from './places.js';

const WEATHERAPI_COUNTRIES = new Set([
  'United States of America',
  'Canada',
  'Spain',
  'France',
  'China',
  'Andorra',
]);

/** The thresholds each character promises (see SnowCharacter); checked against day 1. */
const CHARACTER_RULES: Record<SnowCharacter, (day: DayProfile) => boolean> = {
  heavy: (d) =>
    d.totalprecip_mm >= 20 &&
    d.mintemp_c < -10 &&
    d.maxwind_kph > 30 &&
    d.daily_chance_of_snow > 70,
  moderate: (d) =>
    d.totalsnow_cm >= 2 &&
    d.totalsnow_cm < 20 &&
    d.totalprecip_mm < 20 &&
    d.maxtemp_c <= 2 &&
    d.daily_chance_of_snow >= 50,
  rain: (d) =>
    d.mintemp_c > 2 &&
    d.totalprecip_mm >= 2 &&
    d.daily_chance_of_rain >= 60 &&
    d.daily_chance_of_snow === 0,
  mild: (d) => d.maxtemp_c > 10 && d.daily_chance_of_snow === 0 && d.totalsnow_cm === 0,
  'dry-cold': (d) => d.totalprecip_mm === 0 && d.mintemp_c < -5 && d.daily_chance_of_snow < 20,
};

describe('PLACES data', () => {
  it('has at least 14 places with unique ids', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(14);
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
  });

  it('never maps one normalised alias to two places', () => {
    const owner = new Map<string, string>();
    for (const place of PLACES) {
      for (const alias of place.aliases) {
        const key = normalizeQuery(alias);
        const previous = owner.get(key);
        expect(
          previous === undefined || previous === place.id,
          `${alias} → ${previous ?? '?'} & ${place.id}`,
        ).toBe(true);
        owner.set(key, place.id);
      }
    }
  });

  it('uses WeatherAPI country strings and time zones Intl understands', () => {
    for (const { location } of PLACES) {
      expect(WEATHERAPI_COUNTRIES.has(location.country), location.country).toBe(true);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: location.tz_id })).not.toThrow();
      expect(Math.abs(location.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(location.lon)).toBeLessThanOrEqual(180);
      // WeatherAPI's location names are ASCII (e.g. "Montreal", "Harbin").
      expect(location.name).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it.each(PLACES.map((p) => [p.id, p] as const))(
    '%s: day 1 matches its declared character',
    (_id, place) => {
      expect(CHARACTER_RULES[place.character](place.days[0])).toBe(true);
    },
  );

  it('covers every outcome, with several heavy and moderate places', () => {
    const count = (c: SnowCharacter): number => PLACES.filter((p) => p.character === c).length;
    expect(count('heavy')).toBeGreaterThanOrEqual(3);
    expect(count('moderate')).toBeGreaterThanOrEqual(3);
    expect(count('rain')).toBeGreaterThanOrEqual(1);
    expect(count('mild')).toBeGreaterThanOrEqual(1);
    expect(count('dry-cold')).toBeGreaterThanOrEqual(1);
  });

  it.each(PLACES.map((p) => [p.id, p] as const))(
    '%s: profiles are plausible and the 3 days differ',
    (_id, place) => {
      const signatures = place.days.map((d) => JSON.stringify(d));
      expect(new Set(signatures).size).toBe(3);
      for (const day of place.days) {
        expect(CONDITIONS[day.code]).toBeDefined();
        expect(day.mintemp_c).toBeLessThan(day.maxtemp_c);
        expect(day.totalsnow_cm).toBeGreaterThanOrEqual(0);
        expect(day.totalprecip_mm).toBeGreaterThanOrEqual(0);
        expect(day.avghumidity).toBeGreaterThan(0);
        expect(day.avghumidity).toBeLessThanOrEqual(100);
        for (const chance of [day.daily_chance_of_rain, day.daily_chance_of_snow]) {
          expect(Number.isInteger(chance) && chance >= 0 && chance <= 100).toBe(true);
        }
        if (day.totalsnow_cm > 0) {
          expect(day.daily_chance_of_snow).toBeGreaterThan(0);
          expect(day.mintemp_c).toBeLessThanOrEqual(0);
        }
        // A snow condition needs at least sub-freezing nights.
        if (SNOW_CODES.has(day.code)) expect(day.mintemp_c).toBeLessThan(0);
        // Rain, sleet or ice falls: some precipitation, and some chance of rain.
        if (WET_CODES.has(day.code)) {
          expect(day.totalprecip_mm).toBeGreaterThan(0);
          expect(day.daily_chance_of_rain).toBeGreaterThan(0);
        }
      }
    },
  );
});

describe('normalizeQuery', () => {
  it('folds case, spacing, accents, comma spacing and full-width punctuation', () => {
    expect(normalizeQuery('  BUFFALO ,   ny ')).toBe('buffalo, ny');
    expect(normalizeQuery('Montréal')).toBe('montreal');
    expect(normalizeQuery('哈尔滨，黑龙江')).toBe('哈尔滨, 黑龙江');
  });

  it('canonicalises Canadian postal codes and US ZIP+4', () => {
    for (const form of ['K1A 0B1', 'k1a0b1', 'K1A-0B1', ' k1a   0b1 ']) {
      expect(normalizeQuery(form)).toBe('k1a 0b1');
    }
    expect(normalizeQuery('14201-1234')).toBe('14201');
  });
});
