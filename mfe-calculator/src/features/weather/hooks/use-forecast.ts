import { startTransition, useEffect, useState } from 'react';
import { getForecastCached, normalizeLocation, peekForecastAnswer } from '../api/forecast-cache';
import type { Forecast } from '../api/forecast-schema';
import type { WeatherSettings } from '../api/forecast-url';
import { WeatherError } from '../api/weather-error';

export type ForecastState =
  | { status: 'loading' }
  | { status: 'success'; forecast: Forecast }
  | { status: 'error'; error: WeatherError };

const LOADING: ForecastState = { status: 'loading' };

/**
 * A cached forecast shows at once, without a spinner (back navigation,
 * docs/product/weather-data.md#caching-in-the-tab).
 */
function initialState(location: string): ForecastState {
  const answer = peekForecastAnswer(location);
  if (!answer) return LOADING;
  return 'forecast' in answer
    ? { status: 'success', forecast: answer.forecast }
    : { status: 'error', error: answer.error };
}

function asWeatherError(error: unknown): WeatherError {
  if (error instanceof WeatherError) return error;
  return new WeatherError('network', 'Weather request failed', { cause: error });
}

function sameState(a: ForecastState, b: ForecastState): boolean {
  return a.status === 'success' && b.status === 'success' && a.forecast === b.forecast;
}

/**
 * The forecast for `location`, through the tab's cache. The page language is deliberately
 * not an input: switching language re-renders with the same state and never refetches.
 */
export function useForecast(location: string, settings: WeatherSettings): ForecastState {
  const key = normalizeLocation(location);
  const [shown, setShown] = useState(() => ({ key, state: initialState(location) }));
  const { apiBase, apiKey, sample } = settings;

  // A new place resets during render (React's "adjusting state when a prop changes"), so the
  // previous place's result or error is never shown under the new name, not even for a frame.
  let current = shown;
  if (shown.key !== key) {
    current = { key, state: initialState(location) };
    setShown(current);
  }

  useEffect(() => {
    let active = true;
    const show = (state: ForecastState) => {
      // Results for a place the user has since left are ignored.
      if (!active) return;
      // A cache hit already shown from the first render keeps its state object (no re-render).
      const key = normalizeLocation(location);
      // A transition: React renders the prediction in slices and keeps the page responsive to
      // taps meanwhile, instead of one long task on a slow phone
      // (docs/product/performance.md#blocking-time).
      startTransition(() => {
        setShown((prev) =>
          prev.key === key && sameState(prev.state, state) ? prev : { key, state },
        );
      });
    };
    getForecastCached(location, { apiBase, apiKey, sample }).then(
      (forecast) => show({ status: 'success', forecast }),
      (error: unknown) => show({ status: 'error', error: asWeatherError(error) }),
    );
    return () => {
      active = false;
    };
  }, [location, apiBase, apiKey, sample]);

  return current.state;
}
