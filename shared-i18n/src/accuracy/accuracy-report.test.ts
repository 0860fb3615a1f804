import { describe, expect, it } from 'vitest';
import type { AccuracyScope, AccuracySummary } from '../contract/accuracy-api';
import { LANGUAGES, type Language } from '../language/languages';
import { WORD_BREAK_HTML } from '../words/word-pieces';
import { accuracyReportHtml, type AccuracyTexts } from './accuracy-report';
import en from '../locales/en/accuracy.json';
import es from '../locales/es/accuracy.json';
import fr from '../locales/fr/accuracy.json';
import zh from '../locales/zh/accuracy.json';
import enResult from '../locales/en/result.json';
import esResult from '../locales/es/result.json';
import frResult from '../locales/fr/result.json';
import zhResult from '../locales/zh/result.json';

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
    .replace(/<[^>]+>/g, '|')
    .replaceAll('\u00a0', ' ');
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
      fr: 'Vermont, United States of America\u202f: 34\u202fjournées d’école sur 100',
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
    expect(section).toContain('Et 5\u202fautres régions.');
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
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;, A &#38; B: 2\u00a0of 100');
    expect(html).not.toContain('<b>x</b>');
  });

  it('are only counted in a summary made before they were named, and absent when there are none', () => {
    const old = accuracyReportHtml(summary({ regionsBelowThreshold: 3 }), TEXTS.en, 'en');
    expect(belowSection(old)).toBe('');
    expect(old).toContain('3\u00a0other regions have fewer than 100\u00a0school days');
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

/** A band past the threshold, and one short of it, as the scoring publishes them. */
const SCORED = {
  id: 'delayLikely',
  from: 55,
  to: 75,
  count: 2345,
  predicted: 35.5,
  observed: { closures: 760, rate: 32.4, low: 16.4, high: 39.1, delays: 12 },
};
const SHORT = { id: 'noSchool', from: 87, to: 100, count: 12, predicted: 91 };
const FIGURES = summary({
  site: { ...scope(), reports: 2345, brier: 0.183, byBand: [SCORED, SHORT], byTen: [] },
});

/** The report as the text a reader sees, the breaks between Chinese words taken out. */
const plain = (html: string) =>
  html
    .replaceAll(WORD_BREAK_HTML, '')
    .replace(/<[^>]+>/g, '|')
    .replaceAll('\u00a0', ' ');

describe('the figures', () => {
  it('are written as the rest of the site writes numbers in each language’s variety', () => {
    const expected: Record<Language, string[]> = {
      en: ['|32.4% |(16–40%)|', '|0.183|', 'Based on 2,345 reports', '|2,345|'],
      // Latin-American Spanish (es-419), as the result page: no space before %, a decimal point.
      es: ['|32.4% |(16–40%)|', '|0.183|', 'Con base en 2,345 reportes', '|2,345|'],
      // The narrow no-break space before % that the French pages put there.
      fr: ['|32,4\u202f% |(16–40\u202f%)|', '|0,183|', 'D’après 2 345\u202fsignalements'],
      zh: ['|32.4% |范围 16–40%|', '|0.183|', '基于 2,345 条反馈'],
    };
    for (const language of LANGUAGES) {
      const text = plain(accuracyReportHtml(FIGURES, TEXTS[language], language));
      for (const figure of expected[language]) expect(text, language).toContain(figure);
      // The scores' help gives its examples in the same formats.
      expect(text, language).toContain(language === 'fr' ? '0,25' : '0.25');
    }
  });

  it('name each band as the result page labels it', () => {
    const labels: Record<Language, Record<string, string>> = {
      en: enResult.labels,
      es: esResult.labels,
      fr: frResult.labels,
      zh: zhResult.labels,
    };
    for (const language of LANGUAGES) {
      const bands = TEXTS[language].bands as Record<string, string>;
      for (const [id, band] of Object.entries(bands)) {
        const label = labels[language][id] ?? '';
        // The label as the page shows it, or its opening words ("Little to no chance").
        expect(
          label.toLowerCase().startsWith(band.toLowerCase()),
          `${language} ${id}: "${band}" in "${label}"`,
        ).toBe(true);
      }
    }
  });

  it('fill every column under its heading, a group too small to show saying so under the rate', () => {
    for (const language of LANGUAGES) {
      const html = accuracyReportHtml(FIGURES, TEXTS[language], language).replaceAll(
        WORD_BREAK_HTML,
        '',
      );
      const table = /<table>[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
      const headings = table.match(/<th scope="col">/g) ?? [];
      const rows = table.match(/<tr><th scope="row">[\s\S]*?<\/tr>/g) ?? [];
      expect(rows, language).toHaveLength(2);
      expect(table, language).not.toContain('colspan');
      for (const row of rows) expect(1 + (row.match(/<td/g) ?? []).length).toBe(headings.length);
      const short = rows[1] ?? '';
      const cells = short.match(/<td[^>]*>[^<]*<\/td>/g) ?? [];
      // The rate is the third column: the second cell after the row's heading.
      expect(cells[1], language).toContain(
        (TEXTS[language].fewer as string).replace('{{min}}', '20'),
      );
    }
  });
});

describe('how the figures are made', () => {
  it('is one tap away, and names what was left out only when something was', () => {
    const none = accuracyReportHtml(FIGURES, TEXTS.en, 'en');
    expect(none).toMatch(/<details class="[^"]*accuracy-method"><summary><span>How we measure</);
    expect(plain(none)).not.toMatch(/\b0 reports?\b/);
    const some = accuracyReportHtml(
      { ...FIGURES, reports: { scored: 150, held: 1, unmatched: 4 } },
      TEXTS.en,
      'en',
    );
    const method =
      /<details class="[^"]*accuracy-method">[\s\S]*?<\/details>/.exec(some)?.[0] ?? '';
    expect(method).toContain('1\u00a0report is waiting for us to check it');
    expect(method).toContain('4\u00a0reports are about days we showed no chance for');
    expect(method).toContain('90% of the time');
  });

  it('counts regions in the plural form of each language', () => {
    const one = { ...BELOW, regionsBelowThreshold: 3 };
    expect(belowSection(accuracyReportHtml(one, TEXTS.en, 'en'))).toContain('And 1 more region.');
    expect(belowSection(accuracyReportHtml(one, TEXTS.fr, 'fr'))).toContain(
      'Et 1\u202fautre région.',
    );
    expect(belowSection(accuracyReportHtml(one, TEXTS.es, 'es'))).toContain('Y 1 región más.');
    const old = accuracyReportHtml(summary({ regionsBelowThreshold: 1 }), TEXTS.en, 'en');
    expect(old).toContain('1\u00a0other region has fewer than 100\u00a0school days');
  });

  it('keeps each region behind a disclosure named with its school days', () => {
    const region = { ...scope('CA/Ontario'), region: 'Ontario', country: 'Canada', placeDays: 1 };
    const html = accuracyReportHtml(summary({ regions: [region] }), TEXTS.fr, 'fr', {
      english: { CA: 'Canada' },
      shown: { CA: 'Canada (fr)' },
    });
    expect(html).toContain(
      '<details class="accuracy-more accuracy-region"><summary><span><span>Ontario, Canada (fr)</span> <span class="accuracy-range">1\u202fjournée d’école</span>',
    );
  });
});
