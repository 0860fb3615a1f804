import {
  VISITOR_NAME_MARKER,
  withoutVisitorName,
  type ResultRenderRequest,
} from '@snowday/shared-i18n/contract';
import { LANGUAGES, type Language } from '@snowday/shared-i18n';
import { describe, expect, it } from 'vitest';
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { renderResult } from './render-result';

const SETTINGS: ResultRenderRequest['settings'] = {
  siteUrl: 'https://snowday.example',
  contactFormUrl: null,
  contactEmail: null,
  weather: { apiBase: '/api/weather', apiKey: null, sample: false },
};

// Made now: the sample's alerts are in force around the time it is made for.
const buffalo = JSON.stringify(sampleForecast('Buffalo', 3, new Date(), { alerts: true }));

const request = (
  language: Language,
  forecast: ResultRenderRequest['forecast'] = { status: 200, body: buffalo },
  search = '?location=Buffalo&schoolType=Public&snowDays=0&userName=Samantha',
): ResultRenderRequest => ({ language, search, settings: SETTINGS, forecast });

/** The markup's text, as a visitor without scripts reads it. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the calculator’s server entry renders /result from the shell’s forecast', () => {
  it.each(LANGUAGES)(
    'answers in %s: greeting, place, chance, label, days, alerts',
    async (language) => {
      const answer = await renderResult(request(language));
      expect(answer.status).toBe(200);
      expect(answer.html).toContain('data-testid="headline-label"');
      expect(answer.html.match(/data-testid="day-chip"/g)).toHaveLength(3);
      expect(answer.html).toContain('Buffalo, New York');
      expect(answer.html).toContain('Samantha');
      // The alerts in force, and every "why" with its words in it: readable with scripts off.
      expect(answer.html).toContain('Winter Storm Warning');
      expect(answer.html).not.toContain('data-testid="result-loading"');
      expect(answer.head.title).toContain('Buffalo, New York');
      expect(answer.preview?.card.days).toHaveLength(3);
    },
  );

  it('words the preview in the page’s language, never with the visitor’s name', async () => {
    const previews = await Promise.all(
      LANGUAGES.map(async (language) => (await renderResult(request(language))).preview),
    );
    const [en, es, fr, zh] = previews;
    expect(en?.title).toMatch(/^Buffalo, New York: 9\d% chance of a snow day on \w+day$/);
    expect(es?.title).toMatch(
      /^Buffalo, New York: 9\d\u00a0?% de probabilidad de día de nieve el \p{L}+$/u,
    );
    expect(fr?.title).toMatch(
      /^Buffalo, New York\u202f: probabilité de 9\d\u202f% d’une journée de tempête \p{L}+$/u,
    );
    // One weekday form: the cards' 周二, never 星期二.
    expect(zh?.title).toMatch(/^Buffalo, New York：周.雪天停课概率 9\d%$/);
    for (const preview of previews) {
      expect(JSON.stringify(preview)).not.toContain('Samantha');
      expect(preview?.description.split(' · ')).toHaveLength(3);
    }
  });

  it('says a place the service does not know is not found (404), in the page’s language', async () => {
    const answer = await renderResult(
      request(
        'es',
        { status: 400, body: '{"error":{"code":1006,"message":"No matching location found."}}' },
        '?location=Atlantis',
      ),
    );
    expect(answer.status).toBe(404);
    expect(text(answer.html)).toContain('No encontramos “ Atlantis ”');
    expect(answer.preview).toBeUndefined();
  });

  it('is limited with the visitor (429) and never blames the page for the service (200)', async () => {
    const limited = await renderResult(
      request('fr', { status: 429, body: '{"error":{"code":9998,"message":"Too many"}}' }),
    );
    expect(limited.status).toBe(429);
    const down = await renderResult(
      request('en', { status: 504, body: '{"error":{"code":9999,"message":"unavailable"}}' }),
    );
    expect(down.status).toBe(200);
    expect(down.html).toContain('data-testid="result-error"');
    const garbage = await renderResult(request('zh', { status: 200, body: '<html>oops' }));
    expect(garbage.status).toBe(200);
    expect(garbage.html).toContain('data-testid="result-error"');
  });

  it.each(LANGUAGES)(
    'shows the name only in marked elements, without which it is the page with no name (%s)',
    async (language) => {
      const search = '?location=Buffalo&schoolType=Public&snowDays=2';
      const forecast = { status: 200, body: buffalo };
      const named = await renderResult(
        request(language, forecast, `${search}&userName=${VISITOR_NAME_MARKER}`),
      );
      const nameless = await renderResult(request(language, forecast, search));
      expect(named.html).toContain(VISITOR_NAME_MARKER);
      expect(nameless.html).not.toContain(VISITOR_NAME_MARKER);
      expect(withoutVisitorName(named.html)).toBe(nameless.html);
    },
  );

  it('names a place abroad in the page’s language, with the accents the visitor typed', async () => {
    const montreal = {
      status: 200,
      body: JSON.stringify(sampleForecast('Montréal', 3, new Date())),
    };
    const search = `?${new URLSearchParams({ location: 'Montréal', schoolType: 'Public', snowDays: '0' }).toString()}`;
    const label = {
      en: 'Montréal, Canada',
      es: 'Montréal, Canadá',
      fr: 'Montréal, Canada',
      zh: 'Montréal, 加拿大',
    };
    for (const language of LANGUAGES) {
      const answer = await renderResult(request(language, montreal, search));
      expect(text(answer.html)).toContain(label[language]);
      expect(answer.head.title).toContain(label[language]);
      expect(answer.preview?.card.place).toBe(label[language]);
      expect(answer.preview?.imageAlt).toContain(label[language]);
    }
    const typedPlain = await renderResult(
      request('es', montreal, search.replace('Montr%C3%A9al', 'montreal')),
    );
    expect(typedPlain.preview?.card.place).toBe('Montreal, Canadá');
  });

  it('renders only the head and preview when asked', async () => {
    const answer = await renderResult({ ...request('en'), headOnly: true });
    expect(answer.html).toBe('');
    expect(answer.preview?.card.place).toBe('Buffalo, New York');
  });

  it('renders pages one after another without mixing their languages', async () => {
    const answers = await Promise.all(
      (['fr', 'zh', 'es', 'en'] as const).map((language) => renderResult(request(language))),
    );
    expect(answers.map((answer) => /<h1[^>]*>([^<]*)</.exec(answer.html)?.[1])).toEqual([
      'Prédiction de journée de tempête',
      '雪天停课预测',
      'Predicción de día de nieve',
      'Snow day prediction',
    ]);
  });
});
