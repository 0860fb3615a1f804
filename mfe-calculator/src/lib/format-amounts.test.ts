import { describe, expect, it } from 'vitest';
import {
  formatHour,
  formatPrecipitation,
  formatSnowfall,
  formatTemperature,
} from './format-amounts';

describe('format-amounts', () => {
  it('writes snowfall with one decimal in each language', () => {
    expect(formatSnowfall(4, 'en')).toBe('4.0 cm');
    expect(formatSnowfall(4.54, 'en')).toBe('4.5 cm');
    expect(formatSnowfall(0, 'fr')).toBe('0,0 cm');
    expect(formatSnowfall(12.25, 'es')).toBe('12,3 cm');
    expect(formatSnowfall(1234, 'en')).toBe('1,234.0 cm');
  });

  it('writes the other amounts with their unit', () => {
    expect(formatPrecipitation(22, 'en')).toBe('22 mm');
    expect(formatTemperature(-12.5, 'fr')).toMatch(/^-12,5 °C$/u);
    expect(formatHour(5)).toBe('05:00');
    expect(formatHour(24)).toBe('24:00');
  });
});
