import { describe, expect, it } from 'vitest';
import en from '../locales/en/weather.json';
import es from '../locales/es/weather.json';
import fr from '../locales/fr/weather.json';
import zh from '../locales/zh/weather.json';
import { countryCode, formatPlace, typedSpelling } from './place-label';

const texts = (shown: { countries: Record<string, string> }) => ({
  english: en.countries,
  shown: shown.countries,
});
const madrid = { name: 'Madrid', region: 'Madrid', country: 'Spain' };

describe('formatPlace (docs/product/pages.md#place-names)', () => {
  it('names the country in the page’s language', () => {
    expect(formatPlace(madrid, texts(en))).toBe('Madrid, Spain');
    expect(formatPlace(madrid, texts(es))).toBe('Madrid, España');
    expect(formatPlace(madrid, texts(fr))).toBe('Madrid, Espagne');
    expect(formatPlace(madrid, texts(zh))).toBe('Madrid, 西班牙');
  });

  it('keeps the region in the United States, however the service spells the country', () => {
    for (const country of ['United States of America', 'USA', 'United States'])
      expect(formatPlace({ name: 'Buffalo', region: 'New York', country }, texts(zh))).toBe(
        'Buffalo, New York',
      );
  });

  it('reads the service’s other spellings of a country', () => {
    const place = (country: string) => ({ name: 'X', region: '', country });
    expect(formatPlace(place('Czech Republic'), texts(es))).toBe('X, Chequia');
    expect(formatPlace(place('Saint Kitts and Nevis'), texts(en))).toBe('X, St. Kitts & Nevis');
    expect(formatPlace(place('Korea, South'), texts(zh))).toBe('X, 韩国');
    expect(formatPlace(place('Hong Kong'), texts(fr))).toBe('X, Hong Kong');
    expect(formatPlace(place("Cote d'Ivoire"), texts(fr))).toBe('X, Côte d’Ivoire');
  });

  it('keeps a country it does not know as the service names it, and drops empty parts', () => {
    expect(formatPlace({ name: 'Y', region: 'R', country: 'Atlantis' }, texts(fr))).toBe(
      'Y, Atlantis',
    );
    expect(formatPlace({ name: 'Andorra la Vella', region: '', country: '' }, texts(es))).toBe(
      'Andorra la Vella',
    );
    expect(countryCode('Narnia', en.countries)).toBeUndefined();
  });

  it('writes the visitor’s accents when the name is what they typed', () => {
    const montreal = { name: 'Montreal', region: 'Quebec', country: 'Canada' };
    expect(formatPlace(montreal, texts(fr), 'Montréal')).toBe('Montréal, Canada');
    expect(formatPlace(montreal, texts(es), 'montréal, qc')).toBe('Montréal, Canadá');
    expect(formatPlace(montreal, texts(en), 'montreal')).toBe('Montreal, Canada');
    expect(formatPlace(montreal, texts(en), 'H2X 1Y4')).toBe('Montreal, Canada');
  });
});

describe('typedSpelling', () => {
  it('takes only accents from the visitor, the capitals from the service', () => {
    expect(typedSpelling('Montreal', 'MONTRÉAL')).toBe('Montréal');
    expect(typedSpelling('Trois-Rivieres', 'trois-rivières')).toBe('Trois-Rivières');
    expect(typedSpelling('Quebec', 'Québec')).toBe('Québec');
  });

  it('keeps the service’s name for any other difference', () => {
    expect(typedSpelling('Trois-Rivieres', 'Trois Rivières')).toBe('Trois-Rivieres');
    expect(typedSpelling('Montreal', 'Montréal-Nord')).toBe('Montreal');
    expect(typedSpelling('Québec', 'Quebec')).toBe('Québec');
    expect(typedSpelling('Harbin', '哈尔滨')).toBe('Harbin');
    expect(typedSpelling('Montreal', '')).toBe('Montreal');
  });
});
