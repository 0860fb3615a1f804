import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearForecastCache, getForecastCached } from '../api/forecast-cache';
import { WeatherError } from '../api/weather-error';
import {
  apiError,
  fakeFetch,
  jsonResponse,
  sampleBody,
  SAMPLE_SETTINGS,
} from '../testing/weather-fixtures';
import { useForecast, type ForecastState } from './use-forecast';

/** Renders the hook and records the status of every render, to catch a flash of "loading". */
function renderForecast(location: string) {
  const seen: ForecastState['status'][] = [];
  const view = renderHook(
    ({ place }: { place: string }) => {
      const state = useForecast(place, SAMPLE_SETTINGS);
      seen.push(state.status);
      return state;
    },
    { initialProps: { place: location } },
  );
  return { ...view, seen };
}

describe('useForecast', () => {
  beforeEach(() => {
    clearForecastCache();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes from loading to success', async () => {
    const fetchMock = fakeFetch(jsonResponse(200, sampleBody()));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderForecast('14201');
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('success'));
    if (result.current.status !== 'success') throw new Error('unreachable');
    expect(result.current.forecast.place.name).toBe('Buffalo');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a failed fetch as an error with its WeatherError', async () => {
    vi.stubGlobal('fetch', fakeFetch(apiError(400, 1006)));
    const { result } = renderForecast('Atlantis');
    await waitFor(() => expect(result.current.status).toBe('error'));
    if (result.current.status !== 'error') throw new Error('unreachable');
    expect(result.current.error).toBeInstanceOf(WeatherError);
    expect(result.current.error).toMatchObject({ status: 400, code: 1006 });
  });

  it('returns success on the first render when the cache holds the place', async () => {
    const fetchMock = fakeFetch(jsonResponse(200, sampleBody()));
    vi.stubGlobal('fetch', fetchMock);
    await getForecastCached('14201', SAMPLE_SETTINGS);
    const { result, seen } = renderForecast(' 14201 ');
    expect(result.current.status).toBe('success');
    // Let the effect run: it must neither refetch nor flip back to loading.
    await act(async () => {});
    expect(seen).not.toContain('loading');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not refetch when re-rendered for the same place (e.g. a language switch)', async () => {
    const fetchMock = fakeFetch(jsonResponse(200, sampleBody()));
    vi.stubGlobal('fetch', fetchMock);
    const { result, rerender } = renderForecast('14201');
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ place: '14201' });
    rerender({ place: '14201 ' });
    await act(async () => {});
    expect(result.current.status).toBe('success');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('follows a new place and ignores the late answer for the old one', async () => {
    let answerBuffalo: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>((input) =>
      String(input).includes('q=14201')
        ? new Promise<Response>((resolve) => {
            answerBuffalo = resolve;
          })
        : Promise.resolve(jsonResponse(200, sampleBody('Paris'))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result, rerender } = renderForecast('14201');
    rerender({ place: 'Paris' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    await act(async () => {
      answerBuffalo(jsonResponse(200, sampleBody('14201')));
    });
    if (result.current.status !== 'success') throw new Error('unreachable');
    expect(result.current.forecast.place.name).toBe('Paris');
  });

  it('never shows the previous place under a new name', async () => {
    vi.stubGlobal('fetch', fakeFetch(apiError(400, 1006)));
    const { result, rerender } = renderForecast('Atlantis');
    await waitFor(() => expect(result.current.status).toBe('error'));
    rerender({ place: 'Lemuria' });
    expect(result.current.status).toBe('loading');
  });
});
