import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { mutatedBody } from '../../testing/json-mutations';
import { goodValues, rawQuery } from '../../testing/nasty-query';
import { LONG, MARKUP, nastyString, NUMBERS } from '../../testing/nasty-strings';
import { SCHOOL_TYPES } from '../../features/prediction';
import { parseResultQuery } from '../../features/result';
import { clearForecastCache } from '../../features/weather';
import ResultSection from './result-section';

/**
 * docs/product/hardening.md#bad-input: whatever the query string, /result renders the prediction
 * (or the error) with every visitor-supplied text as text, or redirects home
 * (docs/product/inputs.md#result-page-query). Never an element of the input.
 */

const settings = {
  siteUrl: 'https://snow.example',
  contactFormUrl: null,
  contactEmail: null,
  weather: { apiBase: 'http://127.0.0.1:1/sample-weather', apiKey: null, sample: false },
};
const FORECAST = sampleForecast('14201', 3, new Date('2026-12-14T15:00:00Z'));
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const UNKNOWN_PLACE = { error: { code: 1006, message: 'No matching location found.' } };
/** Found by the weather-body property: three days with one date once broke the cards' keys. */
const SAME_DATES = FORECAST && {
  ...FORECAST,
  forecast: {
    forecastday: FORECAST.forecast.forecastday.map((day) => ({ ...day, date: '2026-12-14' })),
  },
};

const value = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom(...SCHOOL_TYPES, ...NUMBERS, ...MARKUP, LONG) },
);
/** Enough to be confident, few enough to keep this file within a few seconds. */
const RUNS = { numRuns: 40 };
/** Generous: each run is a full render, and a busy CI machine can be several times slower. */
const TIMEOUT_MS = 30_000;

const fetchMock = vi.fn<typeof fetch>();
/** React reports a render that threw (and key or nesting warnings) through console.error. */
const consoleError = vi.fn<typeof console.error>();

function show(search: string) {
  cleanup();
  clearForecastCache();
  fetchMock.mockClear();
  consoleError.mockClear();
  renderWithProviders(<ResultSection settings={settings} />, {
    route: `/result?${search}`,
    path: 'result',
  });
}

/**
 * Elements by tag name: the input may change texts, never the page's structure. The "why" of
 * each day lists the rules that moved its number, which the school type and snow days decide:
 * its lines are left out (their own tests replay them exactly).
 */
function structure(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const element of document.body.querySelectorAll('*:not([data-testid="day-why"] > div *)')) {
    counts[element.localName] = (counts[element.localName] ?? 0) + 1;
  }
  return counts;
}

function expectNothingInjected() {
  const all = [...document.body.querySelectorAll('*')];
  const handlers = all.flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith('on')));
  expect(handlers).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  expect(
    document.querySelectorAll('script, iframe, img[src], [src="x"], object, embed'),
  ).toHaveLength(0);
  // Every link stays in the site: a path of its own, or a place on this very page.
  for (const link of document.querySelectorAll('a')) {
    expect(link.getAttribute('href')).toMatch(/^(\/|#[\w-]+$)/);
  }
}

/** What the router hands to useSearchParams: the query up to a `#`. */
const searchOf = (raw: string) => raw.split('#')[0] ?? '';

describe('ResultSection under bad input', { timeout: TIMEOUT_MS }, () => {
  const baselines = new Map<boolean, Record<string, number>>();

  beforeAll(async () => {
    await setupI18nFor('/result');
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(consoleError);
    fetchMock.mockImplementation(async () => json(FORECAST));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  afterAll(() => cleanup());

  it('renders the prediction with the input as text, or redirects home', async () => {
    for (const userName of [undefined, 'Sam']) {
      show(new URLSearchParams({ location: 'Buffalo', ...(userName && { userName }) }).toString());
      await screen.findByTestId('headline-chance');
      baselines.set(userName !== undefined, structure());
    }
    await fc.assert(
      fc.asyncProperty(rawQuery(value, goodValues(SCHOOL_TYPES)), async (raw) => {
        const expected = parseResultQuery(new URLSearchParams(searchOf(raw)));
        show(raw);
        if (!expected) {
          expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
          expect(fetchMock).not.toHaveBeenCalled();
          expect(consoleError).not.toHaveBeenCalled();
          return;
        }
        await screen.findByTestId('headline-chance');
        expect(structure()).toEqual(baselines.get(expected.userName !== undefined));
        expectNothingInjected();
        if (expected.userName !== undefined) {
          expect(screen.getByTestId('greeting').textContent).toBe(`Hi ${expected.userName}!`);
        }
        expect(screen.getByTestId('snow-days-used').textContent).toBe(String(expected.snowDays));
        const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
        expect(url.searchParams.get('q')).toBe(expected.location);
      }),
      RUNS,
    );
  });

  it('shows an unknown location as text inside the translated error', async () => {
    fetchMock.mockImplementation(async () => json(UNKNOWN_PLACE, 400));
    await fc.assert(
      fc.asyncProperty(value, async (location) => {
        const expected = parseResultQuery(new URLSearchParams([['location', location]]));
        fc.pre(expected !== undefined);
        if (!expected) return;
        show(new URLSearchParams({ location }).toString());
        const alert = await screen.findByTestId('result-error');
        // Quoted back whole up to 60 characters (code points), else its first 60 and "…".
        const points = [...expected.location];
        const quoted = points.length > 60 ? `${points.slice(0, 60).join('')}…` : expected.location;
        expect(alert.textContent).toContain(`We could not find “${quoted}”.`);
        expectNothingInjected();
      }),
      { numRuns: 20 },
    );
  });

  it('shows the prediction or the translated error for any weather body', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedBody(FORECAST, 6), async (body) => {
        fetchMock.mockImplementation(async () => json(body));
        show('location=14201&userName=Sam');
        await screen.findByTestId(/^(headline-chance|result-error)$/);
        expectNothingInjected();
      }),
      { numRuns: 20, examples: [[SAME_DATES]] },
    );
  });
});
