import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language/languages';
import en from '../locales/en/weather.json';
import es from '../locales/es/weather.json';
import fr from '../locales/fr/weather.json';
import zh from '../locales/zh/weather.json';
import { deriveCountryNames } from './derive-country-names';

const written = { en, es, fr, zh };

describe('the written country names', () => {
  it("are the running ICU's (else: npm run generate:countries -w shared-i18n)", () => {
    const derived = deriveCountryNames();
    for (const language of LANGUAGES)
      expect(written[language].countries, language).toEqual(derived[language]);
  });

  it('are every country’s, in each language’s variety and apostrophe', () => {
    expect(Object.keys(en.countries)).toHaveLength(Object.keys(zh.countries).length);
    expect(en.countries).toMatchObject({ US: 'United States', CI: "Côte d'Ivoire" });
    expect(es.countries).toMatchObject({
      US: 'Estados Unidos',
      ES: 'España',
      UM: 'Islas Ultramarinas de EE. UU.',
    });
    expect(fr.countries).toMatchObject({ CA: 'Canada', CI: 'Côte d’Ivoire' });
    expect(zh.countries).toMatchObject({ CN: '中国', HK: '香港' });
    expect(en.countries).not.toHaveProperty('EU');
  });
});
