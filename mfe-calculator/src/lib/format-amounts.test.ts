import { LANGUAGES } from '@snowday/shared-i18n';
import { describe, expect, it } from 'vitest';
import {
  formatPrecipitation,
  formatSnowfall,
  formatTemperature,
  formatWind,
} from './format-amounts';

/** The spaces the site puts between a number and its unit: narrow in French, else U+00A0. */
const NARROW = '\u202f';
const NBSP = '\u00a0';

describe('format-amounts', () => {
  it('writes snowfall with one decimal in each language', () => {
    expect(formatSnowfall(4, 'en', 'metric')).toBe(`4.0${NBSP}cm`);
    expect(formatSnowfall(4.54, 'en', 'metric')).toBe(`4.5${NBSP}cm`);
    expect(formatSnowfall(0, 'fr', 'metric')).toBe(`0,0${NARROW}cm`);
    expect(formatSnowfall(12.25, 'es', 'metric')).toBe(`12.3${NBSP}cm`);
    expect(formatSnowfall(1234, 'en', 'metric')).toBe(`1,234.0${NBSP}cm`);
    expect(formatSnowfall(4.5, 'zh', 'metric')).toBe('4.5\u00a0厘米');
    expect(formatSnowfall(10, 'en', 'us')).toBe(`3.9${NBSP}in`);
    expect(formatSnowfall(0, 'fr', 'us')).toBe(`0,0${NARROW}po`);
  });

  it('writes the other amounts with their metric unit, as each language does', () => {
    expect(formatPrecipitation(22, 'en', 'metric')).toBe(`22${NBSP}mm`);
    expect(formatPrecipitation(22, 'zh', 'metric')).toBe('22\u00a0毫米');
    expect(formatTemperature(-12.6, 'en', 'metric')).toBe('\u221213°C');
    expect(formatTemperature(-12.4, 'fr', 'metric')).toBe(`\u221212${NARROW}°C`);
    expect(formatTemperature(6.5, 'es', 'metric')).toBe(`7${NBSP}°C`);
    expect(formatWind(40.3, 'en', 'metric')).toBe(`40${NBSP}km/h`);
    expect(formatWind(40.3, 'zh', 'metric')).toBe('40\u00a0公里/小时');
  });

  it('writes temperatures and speeds in whole numbers in both systems, never "-0"', () => {
    for (const language of LANGUAGES) {
      for (const units of ['metric', 'us'] as const) {
        for (const celsius of [-17.9, -0.3, 0.4, 2.1, 6.5]) {
          const written = formatTemperature(celsius, language, units);
          expect(written, `${celsius} ${language} ${units}`).not.toMatch(/[.,]\d|^-0\D/);
        }
        expect(formatWind(28.7, language, units)).not.toMatch(/[.,]\d/);
      }
    }
    expect(formatTemperature(-0.3, 'en', 'metric')).toBe('0°C');
    expect(formatTemperature(-17.9, 'fr', 'us')).toBe(`0${NARROW}°F`);
    expect(formatWind(45, 'zh', 'us')).toBe('28\u00a0英里/小时');
  });

  it('writes them in US units', () => {
    expect(formatTemperature(-12.5, 'en', 'us')).toBe('10°F');
    expect(formatTemperature(-30, 'fr', 'us')).toBe(`\u221222${NARROW}°F`);
    expect(formatPrecipitation(22, 'en', 'us')).toBe(`0.87${NBSP}in`);
    expect(formatPrecipitation(2, 'es', 'us')).toBe(`0.08${NBSP}pulg.`);
    expect(formatPrecipitation(2, 'fr', 'us')).toBe(`0,08${NARROW}po`);
    expect(formatPrecipitation(0, 'en', 'us')).toBe(`0.00${NBSP}in`);
    expect(formatPrecipitation(40, 'en', 'us')).toBe(`1.6${NBSP}in`);
    expect(formatPrecipitation(25.4, 'en', 'us')).toBe(`1.0${NBSP}in`);
    expect(formatWind(40, 'en', 'us')).toBe(`25${NBSP}mph`);
    expect(formatWind(40, 'es', 'us')).toBe(`25${NBSP}mi/h`);
  });
});
