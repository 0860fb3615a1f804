import { PREDICTION_RULES, publishedFigures } from '@snowday/mfe-calculator/prediction';
import { LANGUAGES, type Language } from '@snowday/shared-i18n/core';
import { figureText } from '@snowday/shared-i18n/format';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-html';

/**
 * The post that explains the prediction states its rules' numbers by name, and the build writes
 * in the table's own figures (docs/product/prediction.md#published-figures): a rule changed in
 * the table changes the post in every language.
 */
const post = (language: Language) =>
  readFileSync(
    new URL(
      `../src/features/posts/content/${language}/understanding-snow-day-predictions.md`,
      import.meta.url,
    ),
    'utf8',
  );

/** The text a reader sees: no tags, no word-break hints. */
const shown = (html: string) => html.replace(/<[^>]+>/g, '');

/** Whether `text` states `figure` as a number of its own ("10°C", not the end of "-10°C"). */
const states = (text: string, figure: string) =>
  new RegExp(`(?<![\\d.,\\-−])${figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text);

describe.each(LANGUAGES)('the post on the prediction (%s)', (language) => {
  it('names every figure the rules publish, and the build writes each as the table has it', () => {
    const source = post(language);
    const names = new Set([...source.matchAll(/{{(\w+)}}/g)].map((match) => match[1]));
    const figures = publishedFigures();
    expect([...names].sort()).toEqual(Object.keys(figures).sort());
    const text = shown(markdownToHtml(source, language));
    expect(text).not.toContain('{{');
    for (const figure of Object.values(figures)) {
      expect(text).toContain(figureText(figure, language));
    }
  });

  it('follows a limit and a band moved in the table of rules', () => {
    const moved = {
      ...PREDICTION_RULES,
      earlyStop: { ...PREDICTION_RULES.earlyStop, warmAboveC: 4 },
      labels: { ...PREDICTION_RULES.labels, delayLikely: 60 },
    };
    const text = shown(markdownToHtml(post(language), language, publishedFigures(moved)));
    expect(states(text, figureText({ value: 4, unit: 'celsius' }, language))).toBe(true);
    expect(states(text, figureText({ value: 10, unit: 'celsius' }, language))).toBe(false);
    expect(states(text, figureText({ value: 60, unit: 'percent' }, language))).toBe(true);
    expect(states(text, figureText({ value: 55, unit: 'percent' }, language))).toBe(false);
  });
});

describe('figures in a post', () => {
  it('refuse a name the rules do not publish, rather than show it', () => {
    expect(() => markdownToHtml('Above {{warmAbvoe}}.', 'en')).toThrow('{{warmAbvoe}}');
  });
});
