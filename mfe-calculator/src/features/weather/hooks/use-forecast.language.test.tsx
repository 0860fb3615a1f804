import { useSwitchLanguage } from '@snowday/shared-i18n';
import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearForecastCache } from '../api/forecast-cache';
import { fakeFetch, jsonResponse, sampleBody, SAMPLE_SETTINGS } from '../testing/weather-fixtures';
import { useConditionText } from './use-condition-text';
import { useForecast } from './use-forecast';

const seen: string[] = [];

/** A stand-in for the result page: the forecast, its condition text, and a language switch. */
function ResultProbe() {
  const state = useForecast('14201', SAMPLE_SETTINGS);
  const conditionText = useConditionText();
  const switchLanguage = useSwitchLanguage();
  seen.push(state.status);
  const day = state.status === 'success' ? state.forecast.days[0] : undefined;
  return (
    <>
      <button type="button" onClick={() => switchLanguage('es')}>
        Español
      </button>
      <p data-testid="status">{state.status}</p>
      {day && (
        <p data-testid="condition">{conditionText(day.condition.code ?? -1, day.condition.text)}</p>
      )}
    </>
  );
}

describe('useForecast and the page language (docs/product/weather-data.md#caching-in-the-tab)', () => {
  beforeEach(async () => {
    clearForecastCache();
    seen.length = 0;
    await setupI18nFor('/es/result'); // Spanish texts loaded, so the switch does not suspend.
    await setupI18nFor('/result');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('switching language shows the same forecast in Spanish without refetching or a spinner', async () => {
    const fetchMock = fakeFetch(jsonResponse(200, sampleBody('14201')));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ResultProbe />, { route: '/result', path: 'result' });
    expect(await screen.findByTestId('condition')).toHaveTextContent('Heavy snow');

    seen.length = 0;
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByText('Nevada intensa')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('success');
    expect(seen).not.toContain('loading');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
