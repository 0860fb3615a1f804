import { LANGUAGES, type Language } from '@snowday/shared-i18n/core';
import en from '@snowday/shared-i18n/locales/en/pages.json';
import es from '@snowday/shared-i18n/locales/es/pages.json';
import fr from '@snowday/shared-i18n/locales/fr/pages.json';
import zh from '@snowday/shared-i18n/locales/zh/pages.json';
import { describe, expect, it } from 'vitest';

/**
 * The Privacy page names every place the site keeps something, in every language: the storage
 * names a visitor can look up in their browser, and how long the alerts' records last
 * (docs/product/alerts.md#what-is-stored).
 */
const PAGES: Record<Language, { privacy: { html: string } }> = { en, es, fr, zh };
const privacyHtml = (language: Language): string => PAGES[language].privacy.html;

describe('the Privacy page', () => {
  for (const language of LANGUAGES) {
    it(`names what this device and our server keep, and for how long (${language})`, () => {
      const html = privacyHtml(language);
      for (const name of [
        'preferred-language',
        'preferred-theme',
        'preferred-units',
        'recent-searches',
        'snow-day-alert:',
        'snowday-alerts',
        'snow-day-report-device',
      ]) {
        expect(html, name).toContain(`<code>${name}</code>`);
      }
      // The alert log's 8 days, the failing subscription's 30, the server logs' 14, and the
      // reports' 400 (docs/product/accuracy.md#what-is-kept-and-how-long).
      for (const days of ['8', '30', '14', '400'])
        expect(html).toMatch(new RegExp(`\\b${days}\\b`));
      expect(html).toContain('IndexedDB');
    });
  }

  it('lists each field an alert stores (English)', () => {
    const html = privacyHtml('en');
    for (const field of [
      'push address',
      'two keys',
      'the place as you typed it',
      'rounded to about 1\u00a0km',
      'the school type',
      'the snow days used',
      'your language',
      'your units',
      'the threshold',
      'the hours',
      'never store your name',
    ]) {
      expect(html).toContain(field);
    }
  });

  it('says what a report about a school day keeps, and for how long (English)', () => {
    const html = privacyHtml('en');
    for (const field of [
      'one-way fingerprint (hash)',
      'the place as our weather data provider names it, with its region and country',
      'never the place as you typed it, never coordinates',
      'the school type, the snow days used, the day and when you answered',
      '400\u00a0days',
      'never show a report on its own',
    ]) {
      expect(html).toContain(field);
    }
  });
});
