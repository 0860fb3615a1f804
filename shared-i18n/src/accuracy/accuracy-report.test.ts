import { describe, expect, it } from 'vitest';
import type { AccuracyScope, AccuracySummary } from '../contract/accuracy-api';
import { LANGUAGES, type Language } from '../language/languages';
import { WORD_BREAK_HTML } from '../words/word-pieces';
import { accuracyReportHtml, type AccuracyTexts } from './accuracy-report';
import en from '../locales/en/accuracy.json';
import es from '../locales/es/accuracy.json';
import fr from '../locales/fr/accuracy.json';
import zh from '../locales/zh/accuracy.json';

const TEXTS: Record<Language, AccuracyTexts> = { en, es, fr, zh };

const scope = (key = ''): AccuracyScope => ({
  key,
  placeDays: 130,
  reports: 150,
  closures: 40,
  delays: 3,
  baseRate: 30.8,
  brier: 0.12,
  skill: 0.4,
  byBand: [],
  byTen: [],
});

const summary = (below: Partial<AccuracySummary>): AccuracySummary => ({
  computedAt: '2026-12-01T00:00:00Z',
  simulated: false,
  reports: { scored: 150, unmatched: 0, held: 0 },
  site: scope(),
  regions: [],
  regionsBelowThreshold: 0,
  ...below,
});

const VERMONT = { region: 'Vermont', country: 'United States of America', placeDays: 30 };
const BELOW = summary({
  regionsBelowThreshold: 2,
  regionsBelow: [VERMONT, { region: 'Île-de-France', country: 'France', placeDays: 4 }],
});

/** The section naming the regions still short of the threshold, as text. */
function belowSection(html: string): string {
  const start = html.indexOf('<section aria-labelledby="accuracy-below">');
  if (start < 0) return '';
  return html
    .slice(start, html.indexOf('</section>', start))
    .replaceAll(WORD_BREAK_HTML, '')
    .replace(/<[^>]+>/g, '|');
}

describe('regions not scored yet', () => {
  it('are named with how many school days they have of the threshold', () => {
    const html = accuracyReportHtml(BELOW, TEXTS.en, 'en');
    const section = belowSection(html);
    expect(section).toContain('Not scored yet');
    expect(section).toContain('Vermont, United States of America: 30 of 100 school days');
    expect(section).toContain('Île-de-France, France: 4 of 100 school days');
    // Named in a list with its own heading, which the section is labelled by.
    expect(html).toMatch(/<h2 id="accuracy-below">/);
    expect(html.match(/<li>/g)).toHaveLength(2);
  });

  it('are named in every language, with the counts in its own numerals and punctuation', () => {
    const many = summary({
      regionsBelowThreshold: 1,
      regionsBelow: [{ ...VERMONT, placeDays: 34 }],
    });
    const expected: Record<Language, string> = {
      en: 'Vermont, United States of America: 34 of 100 school days',
      es: 'Vermont, United States of America: 34 de 100 días de clases',
      fr: 'Vermont, United States of America\u202f: 34 journées d’école sur 100',
      zh: 'Vermont, United States of America：34 / 100 个上学日',
    };
    for (const language of LANGUAGES) {
      const section = belowSection(accuracyReportHtml(many, TEXTS[language], language));
      expect(section, language).toContain(expected[language]);
      expect(section, language).not.toContain('{{');
    }
  });

  it('count those past the list', () => {
    const section = belowSection(
      accuracyReportHtml({ ...BELOW, regionsBelowThreshold: 7 }, TEXTS.fr, 'fr'),
    );
    expect(section).toContain('Et 5 autres régions.');
  });

  it('are escaped, being the weather service’s words', () => {
    const html = accuracyReportHtml(
      summary({
        regionsBelowThreshold: 1,
        regionsBelow: [{ region: '<b>x</b>', country: 'A & B', placeDays: 2 }],
      }),
      TEXTS.en,
      'en',
    );
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;, A &#38; B: 2 of 100');
    expect(html).not.toContain('<b>x</b>');
  });

  it('are only counted in a summary made before they were named, and absent when there are none', () => {
    const old = accuracyReportHtml(summary({ regionsBelowThreshold: 3 }), TEXTS.en, 'en');
    expect(belowSection(old)).toBe('');
    expect(old).toContain('3 other regions have fewer than 100 school days');
    const none = accuracyReportHtml(summary({ regionsBelow: [] }), TEXTS.en, 'en');
    expect(none).not.toContain('accuracy-below');
    expect(none).not.toContain('other regions');
  });
});

describe('Chinese words', () => {
  it('break only between words, never inside the chart, and read the same', () => {
    const bucket = {
      id: '30',
      from: 30,
      to: 40,
      count: 40,
      predicted: 34.5,
      observed: { closures: 14, rate: 35, low: 23, high: 48, delays: 1 },
    };
    const html = accuracyReportHtml(
      { ...BELOW, site: { ...scope(), byTen: [bucket], byBand: [] } },
      TEXTS.zh,
      'zh',
    );
    expect(html).toContain(WORD_BREAK_HTML);
    expect(html.replaceAll(WORD_BREAK_HTML, '')).toContain(`<h1>${TEXTS.zh.heading}</h1>`);
    const charts = html.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
    expect(charts.length).toBeGreaterThan(0);
    for (const svg of charts) expect(svg).not.toContain('<wbr');
    expect(accuracyReportHtml(BELOW, TEXTS.en, 'en')).not.toContain('<wbr');
  });
});
