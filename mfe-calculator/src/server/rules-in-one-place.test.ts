import type { ResultRenderRequest } from '@snowday/shared-i18n/contract';
import type { Language } from '@snowday/shared-i18n';
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { describe, expect, it, vi } from 'vitest';
import { dayChance, headlineLabel, type DayWeather } from '../features/prediction';
import type * as RulesModule from '../features/prediction/model/rules';
import { dayWeather } from '../features/result/model/prediction-view';
import { readSiteForecast } from '../features/weather/api/forecast-schema';
import { formatPrecipitation, formatTemperature } from '../lib/format-amounts';
import type { Units } from '../lib/units';
import { outlook, renderResult } from './render-result';

/**
 * Two limits moved in the table of rules, and nowhere else: the early stop's warm limit
 * (10 °C as published) and the almost-dry cap's limit (2 mm as published).
 */
const MOVED = vi.hoisted(() => ({ warmAboveC: 4, dryBelowMm: 3 }));

vi.mock('../features/prediction/model/rules', async (importOriginal) => {
  const { PREDICTION_RULES: rules } = await importOriginal<typeof RulesModule>();
  const moved: RulesModule.PredictionRules = {
    ...rules,
    earlyStop: { ...rules.earlyStop, warmAboveC: MOVED.warmAboveC },
    score: { ...rules.score, dryCap: { ...rules.score.dryCap, belowMm: MOVED.dryBelowMm } },
  };
  return { PREDICTION_RULES: moved };
});

const base = readSiteForecast(sampleForecast('Buffalo', 3, new Date()));
const [first, second] = base?.days ?? [];
if (!base || !first || !second) throw new Error('the sample has three days');

/** Above the moved warm limit, under the published one; snowy enough to score high under it. */
Object.assign(first, {
  maxTempC: 6,
  minTempC: -12,
  precipMm: 25,
  windKph: 40,
  snowChancePct: 90,
});
/** Under the moved dry limit, over the published one: a cold night (+20) the cap holds at 15. */
Object.assign(second, {
  maxTempC: -3,
  minTempC: -12,
  precipMm: 2.5,
  windKph: 5,
  snowChancePct: 30,
});
const body = JSON.stringify(base);
const asker = { location: 'Buffalo', schoolType: 'Public', snowDays: 2 } as const;

const SETTINGS: ResultRenderRequest['settings'] = {
  siteUrl: 'https://snowday.example',
  contactFormUrl: null,
  contactEmail: null,
  weather: { apiBase: '/api/weather', apiKey: null, sample: false },
};

/** The server-rendered result's text, as a visitor without scripts reads it. */
async function resultText(language: Language, units: Units): Promise<string> {
  const search = `?location=Buffalo&schoolType=Public&snowDays=2&units=${units}`;
  const answer = await renderResult({
    language,
    search,
    settings: SETTINGS,
    forecast: { status: 200, body },
  });
  expect(answer.status).toBe(200);
  return answer.html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/[ \t\n]+/g, ' ');
}

describe('a limit changed in the table of rules moves everything that reads it', () => {
  const warm: DayWeather = dayWeather(first);
  const dry: DayWeather = dayWeather(second);

  it('the chance: the warm day stops early, the dry day is held at the cap', () => {
    expect(dayChance(warm, asker)).toBe(5);
    // 20 held at 15, × 1 for the place, the school and 2 snow days: 5 + 15 / 2 = 12.5 → 13.
    expect(dayChance(dry, asker)).toBe(13);
  });

  it('the alerts’ chance, from the server entry’s outlook', async () => {
    for (const [index, expected] of [
      [0, 5],
      [1, 13],
    ] as const) {
      const answer = await outlook({
        forecast: { status: 200, body },
        day: base.days[index]?.date,
        askers: [asker],
      });
      expect(answer.kind === 'place' && answer.day?.chances).toEqual([
        { chance: expected, label: headlineLabel(expected) },
      ]);
    }
  });

  it.each([
    ['en', 'metric'],
    ['en', 'us'],
    ['fr', 'metric'],
    ['zh', 'us'],
  ] as const)('the “why” sentences name the moved limits (%s, %s)', async (language, units) => {
    const text = await resultText(language, units);
    const warmLimit = formatTemperature(MOVED.warmAboveC, language, units);
    const dryLimit = formatPrecipitation(MOVED.dryBelowMm, language, units);
    expect(warmLimit).not.toBe(formatTemperature(10, language, units));
    expect(dryLimit).not.toBe(formatPrecipitation(2, language, units));
    const sentences = {
      en: [`above ${warmLimit}:`, `(under ${dryLimit})`],
      fr: [`au-dessus de ${warmLimit}\u202f:`, `(moins de ${dryLimit})`],
      zh: [`高于 ${warmLimit}：`, `（不到 ${dryLimit}）`],
    }[language];
    for (const sentence of sentences) expect(text).toContain(sentence);
  });
});
