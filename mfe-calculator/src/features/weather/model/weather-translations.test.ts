import { i18n, LANGUAGES } from '@snowday/shared-i18n';
import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONDITION_CODES, NIGHT_VARIANT_CODES } from './conditions';

/** Keys of `conditions` in weather.json: every code, plus `_night` where WeatherAPI has one. */
const EXPECTED_KEYS = [
  ...CONDITION_CODES.map(String),
  ...NIGHT_VARIANT_CODES.map((code) => `${String(code)}_night`),
].sort();

function conditionsOf(language: string): Record<string, unknown> {
  const bundle = i18n.getResourceBundle(language, 'weather') as {
    conditions?: Record<string, unknown>;
  };
  return bundle.conditions ?? {};
}

describe('weather.json', () => {
  beforeAll(async () => {
    for (const language of LANGUAGES) await setupI18nFor(language === 'en' ? '/' : `/${language}/`);
  });

  it.each([...LANGUAGES])('%s has a text for every condition code and nothing else', (language) => {
    const conditions = conditionsOf(language);
    expect(Object.keys(conditions).sort()).toEqual(EXPECTED_KEYS);
    for (const text of Object.values(conditions)) {
      expect(typeof text === 'string' && text.trim() !== '').toBe(true);
    }
  });

  it.each(['es', 'fr', 'zh'])('%s is translated, not copied from English', (language) => {
    const english = conditionsOf('en');
    const translated = conditionsOf(language);
    const copied = Object.keys(english).filter(
      (key) => translated[key] === english[key] && english[key] !== 'Blizzard',
    );
    expect(copied).toEqual([]);
  });
});
