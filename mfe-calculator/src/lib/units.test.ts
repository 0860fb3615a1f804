import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  celsiusToFahrenheit,
  chooseUnits,
  cmToInches,
  kphToMph,
  mmToInches,
  parseUnits,
  readStoredUnits,
  storeUnits,
  UNITS_STORAGE_KEY,
} from './units';

const none = {
  param: undefined,
  stored: undefined,
  country: undefined,
  browserLanguage: undefined,
};

describe('conversions', () => {
  it('writes °F as a whole degree', () => {
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(celsiusToFahrenheit(-2.5)).toBe(28); // 27.5
    expect(celsiusToFahrenheit(1.1)).toBe(34); // 33.98
  });

  it('writes mph as a whole number', () => {
    expect(kphToMph(0)).toBe(0);
    expect(kphToMph(1.609344)).toBe(1);
    expect(kphToMph(40)).toBe(25); // 24.85
    expect(kphToMph(100)).toBe(62); // 62.14
  });

  it('writes inches of precipitation with two decimals under one inch, else one', () => {
    expect(mmToInches(0)).toEqual({ inches: 0, decimals: 2 });
    expect(mmToInches(2)).toEqual({ inches: 0.08, decimals: 2 });
    expect(mmToInches(22)).toEqual({ inches: 0.87, decimals: 2 });
    expect(mmToInches(25.4)).toEqual({ inches: 1, decimals: 1 });
    expect(mmToInches(25.3)).toEqual({ inches: 1, decimals: 1 }); // 0.996 rounds to 1.00
    expect(mmToInches(40)).toEqual({ inches: 1.6, decimals: 1 }); // 1.57
  });

  it('writes inches of snowfall with one decimal', () => {
    expect(cmToInches(0)).toBe(0);
    expect(cmToInches(2.54)).toBe(1);
    expect(cmToInches(10)).toBe(3.9); // 3.937
    expect(cmToInches(4.5)).toBe(1.8); // 1.77
  });
});

describe('chooseUnits', () => {
  it('takes the link first, then the stored choice', () => {
    expect(chooseUnits({ ...none, param: 'metric', stored: 'us', country: 'USA' })).toBe('metric');
    expect(
      chooseUnits({ ...none, stored: 'metric', country: 'USA', browserLanguage: 'en-US' }),
    ).toBe('metric');
    expect(chooseUnits({ ...none, stored: 'us', country: 'Canada' })).toBe('us');
  });

  it('gives a US place US units, however the country is spelled', () => {
    for (const country of ['United States of America', 'USA', 'United States', ' usa '])
      expect(chooseUnits({ ...none, country, browserLanguage: 'fr-CA' })).toBe('us');
    for (const country of ['Puerto Rico', 'Guam', 'U.S. Virgin Islands'])
      expect(chooseUnits({ ...none, country })).toBe('us');
    expect(chooseUnits({ ...none, country: 'United Kingdom' })).toBe('metric');
  });

  it('never gives a place outside the US imperial units because of the browser alone', () => {
    expect(chooseUnits({ ...none, country: 'Canada', browserLanguage: 'en-US' })).toBe('metric');
    expect(chooseUnits({ ...none, country: 'France', browserLanguage: 'es-US' })).toBe('metric');
  });

  it('without a known place, gives a US browser US units, anyone else metric', () => {
    expect(chooseUnits({ ...none, country: ' ', browserLanguage: 'en-US' })).toBe('us');
    expect(chooseUnits({ ...none, browserLanguage: 'es-US' })).toBe('us');
    expect(chooseUnits({ ...none, browserLanguage: 'en-GB' })).toBe('metric');
    expect(chooseUnits({ ...none, browserLanguage: 'en-us' })).toBe('metric');
    expect(chooseUnits(none)).toBe('metric');
  });

  it('reads only the two known values', () => {
    expect(parseUnits('us')).toBe('us');
    expect(parseUnits('metric')).toBe('metric');
    expect(parseUnits('US')).toBeUndefined();
    expect(parseUnits(null)).toBeUndefined();
  });
});

describe('the stored choice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('is kept and read back', () => {
    expect(readStoredUnits()).toBeUndefined();
    storeUnits('us');
    expect(window.localStorage.getItem(UNITS_STORAGE_KEY)).toBe('us');
    expect(readStoredUnits()).toBe('us');
    window.localStorage.setItem(UNITS_STORAGE_KEY, 'imperial');
    expect(readStoredUnits()).toBeUndefined();
  });

  it('never throws when the browser blocks storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStoredUnits()).toBeUndefined();
    expect(() => storeUnits('metric')).not.toThrow();
  });
});
