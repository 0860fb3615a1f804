// @vitest-environment jsdom
import { LANGUAGES, type Language } from '@snowday/shared-i18n';
import { SECTION_ID_PREFIX, type ResultRenderRequest } from '@snowday/shared-i18n/contract';
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SETTINGS: ResultRenderRequest['settings'] = {
  siteUrl: 'https://snowday.example',
  contactFormUrl: null,
  contactEmail: null,
  weather: { apiBase: '/api/weather', apiKey: null, sample: false },
  // The passed day's question is drawn with the page, so hydration must find it too.
  reports: true,
};
const PLACES = {
  Buffalo: { body: JSON.stringify(sampleForecast('Buffalo', 3, new Date(), { alerts: true })) },
  // Named in the page's language, with the accents typed (docs/product/pages.md#place-names).
  Montréal: { body: JSON.stringify(sampleForecast('Montréal', 3, new Date(), { alerts: true })) },
};
type Place = keyof typeof PLACES;
const searchFor = (place: Place) =>
  `?${new URLSearchParams({ location: place, schoolType: 'Public', snowDays: '2' }).toString()}`;

/**
 * The browser's island takes over the markup the server entry rendered
 * (docs/decisions/012-one-paint.md#islands): the same tree, id prefix and forecast give the same
 * first render, so React keeps every element and reports no mismatch, in every language.
 */
describe('a result rendered on the server, hydrated in the browser', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
    vi.restoreAllMocks();
  });

  // A returning visitor's device chose other units than the server could know of; a place
  // abroad is named in the page's language.
  const cases = [
    ...LANGUAGES.map((l) => [l, undefined, 'Buffalo'] as const),
    ['en', 'metric', 'Buffalo'] as const,
    ['fr', undefined, 'Montréal'] as const,
    ['zh', undefined, 'Montréal'] as const,
  ];
  it.each(cases)(
    'keeps every element the server sent (%s, stored units: %s, %s)',
    { timeout: 20_000 },
    async (language: Language, storedUnits: string | undefined, place: Place) => {
      const SEARCH = searchFor(place);
      const { body } = PLACES[place];
      if (storedUnits) localStorage.setItem('preferred-units', storedUnits);
      const { renderResult } = await import('./render-result');
      const { html } = await renderResult({
        language,
        search: SEARCH,
        settings: SETTINGS,
        forecast: { status: 200, body },
      });
      // A browser's tab: nothing of the server's render loaded, the section's code fresh.
      vi.resetModules();
      const { setupI18nFor } = await import('@snowday/shared-i18n/testing');
      const { localizePath, PAGES, SectionRoute } = await import('@snowday/shared-i18n');
      const { act } = await import('@testing-library/react');
      const { hydrateRoot } = await import('react-dom/client');
      const { MemoryRouter } = await import('react-router-dom');
      const { default: ResultSection } = await import('../app/sections/result-section');
      const { readForecastAnswer } = await import('../features/weather/api/fetch-forecast');
      const { seedForecast } = await import('../features/weather/api/forecast-cache');
      const page = localizePath(language, `/${PAGES.result.pattern}`);
      await setupI18nFor(page);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      expect(container.querySelector('[data-testid="report-question"] [role="group"]')).not.toBe(
        null,
      );
      const before = [...container.querySelectorAll('*')];
      // The page brings the forecast it was rendered from: the island reads it, not the network.
      seedForecast(place, { forecast: await readForecastAnswer(200, body) });
      const problems: unknown[] = [];
      const console = vi.spyOn(globalThis.console, 'error').mockImplementation((...args) => {
        problems.push(args.map(String).join(' '));
      });
      await act(async () => {
        hydrateRoot(
          container,
          <MemoryRouter initialEntries={[`${page}${SEARCH}`]}>
            <SectionRoute language={language} pattern={PAGES.result.pattern}>
              <ResultSection settings={SETTINGS} />
            </SectionRoute>
          </MemoryRouter>,
          {
            identifierPrefix: SECTION_ID_PREFIX,
            onRecoverableError: (error) => problems.push(error),
          },
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      console.mockRestore();
      expect(problems).toEqual([]);
      expect(before.filter((element) => !element.isConnected)).toEqual([]);
      // The device's choice applies once the page has taken over.
      if (storedUnits === 'metric') expect(container.textContent).toContain('km/h');
      if (place === 'Montréal')
        expect(container.textContent).toContain(
          language === 'zh' ? 'Montréal, 加拿大' : 'Montréal, Canada',
        );
    },
  );
});
