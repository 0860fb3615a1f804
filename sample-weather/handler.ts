import type { IncomingMessage, ServerResponse } from 'node:http';

import { PLACES } from './places.js';
import { sampleForecast, type ForecastResponse } from './sample-forecasts.js';

/**
 * Offline stand-in for WeatherAPI.com's `GET /v1/forecast.json`.
 *
 * It answers with the same status codes and error bodies WeatherAPI uses so the
 * app's client code (and its error handling) is exercised identically in sample
 * mode and live mode. It is plain node:http so it can be mounted by Express or
 * Connect (`app.use('/weather-api', handler)`) or served on its own (serve.ts).
 *
 * Failure hooks, for testing the app's error paths end to end (`q` value →
 * behaviour). They are not place names, so no real query can trigger them:
 *   __error500   → HTTP 500 `{"error":{"code":9999,"message":"Internal application error."}}`
 *   __malformed  → HTTP 200 with `location` and `current` but no `forecast`
 *   __slow       → waits 15 s (or `slowDelayMs`), then answers with the first
 *                  sample place's forecast; the timer is cleared if the client
 *                  disconnects first, so abandoned requests leave nothing behind.
 */

export interface SampleWeatherHandlerOptions {
  /** Clock used for local dates/times; injectable so tests can pin it. */
  now?: () => Date;
  /** Delay of the `__slow` hook; only tests should shorten it. Default 15 000 ms. */
  slowDelayMs?: number;
}

export type SampleWeatherHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: () => void,
) => void;

interface WeatherApiError {
  error: { code: number; message: string };
}

const DEFAULT_SLOW_DELAY_MS = 15_000;

// Matched on the end so it works both unmounted (`/v1/forecast.json`) and under any prefix
// that Express/Connect did or did not strip from req.url.
const FORECAST_PATH = /(^|\/)v1\/forecast\.json$/;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Forecasts depend on "now"; a cached one would show yesterday's dates.
  res.setHeader('Cache-Control', 'no-store');
  // The browser app calls it cross-origin in dev (different MFE ports), like the real API allows.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.end(payload);
}

function apiError(code: number, message: string): WeatherApiError {
  return { error: { code, message } };
}

/** WeatherAPI treats a missing or non-numeric `days` as 1. */
function parseDays(raw: string | null): number {
  const parsed = raw === null ? Number.NaN : Number.parseInt(raw, 10);
  return Number.isNaN(parsed) ? 1 : parsed;
}

export function createSampleWeatherHandler(
  options: SampleWeatherHandlerOptions = {},
): SampleWeatherHandler {
  const now = options.now ?? ((): Date => new Date());
  const slowDelayMs = options.slowDelayMs ?? DEFAULT_SLOW_DELAY_MS;
  const fallbackQuery = PLACES[0]?.aliases[0] ?? '';

  return function sampleWeatherHandler(req, res, next) {
    // The base is only needed to parse a path; nothing is fetched from it.
    const url = new URL(req.url ?? '/', 'http://sample-weather.invalid');

    if (!FORECAST_PATH.test(url.pathname)) {
      if (next) {
        next();
        return;
      }
      sendJson(res, 404, apiError(1005, 'API request url is invalid.'));
      return;
    }

    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      sendJson(res, 405, apiError(1005, 'Method not allowed; use GET.'));
      return;
    }

    // `key` is deliberately not checked: sample mode is what runs when there is no key.
    const q = (url.searchParams.get('q') ?? '').trim();
    if (q === '') {
      sendJson(res, 400, apiError(1003, 'Parameter q is missing.'));
      return;
    }

    const days = parseDays(url.searchParams.get('days'));
    const options = { alerts: url.searchParams.get('alerts') === 'yes' };

    if (q === '__error500') {
      sendJson(res, 500, apiError(9999, 'Internal application error.'));
      return;
    }

    if (q === '__malformed') {
      const body = sampleForecast(fallbackQuery, days, now());
      if (!body) throw new Error('sample data has no places');
      const withoutForecast: Omit<ForecastResponse, 'forecast'> = {
        location: body.location,
        current: body.current,
      };
      sendJson(res, 200, withoutForecast);
      return;
    }

    if (q === '__slow') {
      const timer = setTimeout(() => {
        sendJson(res, 200, sampleForecast(fallbackQuery, days, now(), options));
      }, slowDelayMs);
      // 'close' on the response fires when the client goes away (or after we finish);
      // the request's own 'close' fires as soon as its empty body is read, so it is not used.
      res.once('close', () => {
        clearTimeout(timer);
      });
      return;
    }

    const body = sampleForecast(q, days, now(), options);
    if (!body) {
      sendJson(res, 400, apiError(1006, 'No matching location found.'));
      return;
    }
    sendJson(res, 200, body);
  };
}
