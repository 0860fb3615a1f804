import { vi } from 'vitest';
import type { SiteForecast } from '@snowday/shared-i18n/contract';
import {
  sampleForecast,
  sampleSiteForecast,
  type ForecastResponse,
} from '@snowday/sample-weather/forecasts';
import type { WeatherSettings } from '../api/forecast-url';

/**
 * Test-only helpers: bodies from the real sample data, the site's own forecast or WeatherAPI's
 * shape (the weather service itself, or a server of an earlier release), and fake fetches.
 */

export const FIXED_NOW = new Date('2026-12-14T14:05:00Z');

export const SAMPLE_SETTINGS: WeatherSettings = {
  apiBase: 'http://weather.test',
  apiKey: null,
  sample: true,
};

/** A full sample body (Buffalo, 3 days, heavy snow on day 1). */
export function sampleBody(query = '14201'): ForecastResponse {
  const body = sampleForecast(query, 3, FIXED_NOW);
  if (!body) throw new Error(`no sample place for ${query}`);
  return body;
}

/** The same sample, as the site's own forecast. */
export function sampleSiteBody(query = '14201'): SiteForecast {
  const body = sampleSiteForecast(query, 3, FIXED_NOW);
  if (!body) throw new Error(`no sample place for ${query}`);
  return body;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function apiError(status: number, code: number, message = 'error'): Response {
  return jsonResponse(status, { error: { code, message } });
}

type Answer = Response | Error | (() => Response | Promise<Response>);

/**
 * A fetch that answers each call with the next of `answers` (the last one repeats):
 * a Response, an Error to reject with, or a function for anything else.
 */
export function fakeFetch(...answers: Answer[]) {
  let call = 0;
  return vi.fn<typeof fetch>(async () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer === undefined) throw new Error('fakeFetch needs at least one answer');
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer();
    // A Response body can be read once; hand out a copy so a repeated answer still works.
    return answer.clone();
  });
}

/** A fetch that never answers, and rejects like the platform's when its signal aborts. */
export function hangingFetch() {
  return vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        signal?.addEventListener('abort', () => {
          reject(
            signal.reason instanceof Error
              ? signal.reason
              : new DOMException('Aborted', 'AbortError'),
          );
        });
      }),
  );
}
