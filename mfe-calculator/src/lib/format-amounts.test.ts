import { describe, expect, it } from 'vitest';
import {
  formatFixed,
  formatHour,
  formatPrecipitation,
  formatSnowfall,
  formatTemperature,
  formatWind,
} from './format-amounts';

describe('format-amounts', () => {
  it('writes snowfall with one decimal in each language', () => {
    expect(formatSnowfall(4, 'en', 'metric')).toBe('4.0 cm');
    expect(formatSnowfall(4.54, 'en', 'metric')).toBe('4.5 cm');
    expect(formatSnowfall(0, 'fr', 'metric')).toBe('0,0 cm');
    expect(formatSnowfall(12.25, 'es', 'metric')).toBe('12,3 cm');
    expect(formatSnowfall(1234, 'en', 'metric')).toBe('1,234.0 cm');
    expect(formatSnowfall(10, 'en', 'us')).toBe('3.9 in');
    expect(formatSnowfall(0, 'fr', 'us')).toBe('0,0 in');
  });

  it('writes the other amounts with their metric unit', () => {
    expect(formatPrecipitation(22, 'en', 'metric')).toBe('22 mm');
    expect(formatTemperature(-12.5, 'fr', 'metric')).toMatch(/^-12,5 °C$/u);
    expect(formatWind(40.3, 'en', 'metric')).toBe('40.3 km/h');
    expect(formatHour(5)).toBe('05:00');
    expect(formatHour(24)).toBe('24:00');
  });

  it('writes them in US units', () => {
    expect(formatTemperature(-12.5, 'en', 'us')).toBe('10 °F');
    expect(formatTemperature(-30, 'fr', 'us')).toMatch(/^-22 °F$/u);
    expect(formatPrecipitation(22, 'en', 'us')).toBe('0.87 in');
    expect(formatPrecipitation(2, 'es', 'us')).toBe('0,08 in');
    expect(formatPrecipitation(0, 'en', 'us')).toBe('0.00 in');
    expect(formatPrecipitation(40, 'en', 'us')).toBe('1.6 in');
    expect(formatPrecipitation(25.4, 'en', 'us')).toBe('1.0 in');
    expect(formatWind(40, 'en', 'us')).toBe('25 mph');
  });

  it('writes a fixed number of decimals in each language', () => {
    expect(formatFixed(0.5, 2, 'en')).toBe('0.50');
    expect(formatFixed(1234.25, 1, 'en')).toBe('1,234.3');
    expect(formatFixed(-0.004, 2, 'en')).toBe('0.00');
    expect(formatFixed(-1.25, 2, 'fr')).toMatch(/^-1,25$/u);
    expect(formatFixed(3.9, 1, 'zh')).toBe('3.9');
  });
});
