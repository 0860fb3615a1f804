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
};
const buffalo = JSON.stringify(sampleForecast('Buffalo', 3, new Date(), { alerts: true }));
const SEARCH = '?location=Buffalo&schoolType=Public&snowDays=2';

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

  // The last: a returning visitor's device chose other units than the server could know of.
  const cases = [...LANGUAGES.map((l) => [l, undefined] as const), ['en', 'metric'] as const];
  it.each(cases)(
    'keeps every element the server sent (%s, stored units: %s)',
    { timeout: 20_000 },
    async (language: Language, storedUnits: string | undefined) => {
      if (storedUnits) localStorage.setItem('preferred-units', storedUnits);
      const { renderResult } = await import('./render-result');
      const { html } = await renderResult({
        language,
        search: SEARCH,
        settings: SETTINGS,
        forecast: { status: 200, body: buffalo },
        browserLanguage: 'en-US',
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
      const before = [...container.querySelectorAll('*')];
      // The page brings the forecast it was rendered from: the island reads it, not the network.
      seedForecast('Buffalo', { forecast: await readForecastAnswer(200, buffalo) });
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
    },
  );
});
