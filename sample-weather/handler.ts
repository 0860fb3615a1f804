import type { IncomingMessage, ServerResponse } from 'node:http';

import { PLACES } from './places.js';
import { sampleForecast, sampleSiteForecast } from './sample-forecasts.js';

/**
 * The sample forecasts, offline: the site's own forecast at `GET /v2/forecast?q&days`
 * (docs/product/weather-data.md#sample-forecasts), which the server serves from when it has no
 * key and a calculator running alone asks, and the same forecasts in WeatherAPI.com's shape at
 * `GET /v1/forecast.json`, the stand-in the server's tests talk to as if it were WeatherAPI.
 *
 * It answers with the same status codes and error bodies WeatherAPI uses so the
 * app's client code (and its error handling) is exercised identically in sample
 * mode and live mode. It is plain node:http so it can be mounted by Express or
 * Connect (`app.use('/weather-api', handler)`) or served on its own (serve.ts).
 *
 * Failure hooks, for testing the app's error paths end to end (`q` value →
 * behaviour). They are not place names, so no real query can trigger them:
 *   __error500   → HTTP 500 `{"error":{"code":9999,"message":"Internal application error."}}`
 *   __malformed  → HTTP 200 with the place and the weather now, but no days
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

// Matched on the end so it works both unmounted (`/v2/forecast`) and under any prefix
// that Express/Connect did or did not strip from req.url.
const CONTRACT_PATH = /(^|\/)v2\/forecast$/;
const WEATHER_API_PATH = /(^|\/)v1\/forecast\.json$/;

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

    const contract = CONTRACT_PATH.test(url.pathname);
    if (!contract && !WEATHER_API_PATH.test(url.pathname)) {
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
    // The site's own forecast (always with the warnings), or WeatherAPI's whole body, extra
    // fields and all (the warnings only when asked, as WeatherAPI adds them).
    const options = { alerts: url.searchParams.get('alerts') === 'yes' };
    const answer = (query: string) =>
      contract
        ? sampleSiteForecast(query, days, now())
        : sampleForecast(query, days, now(), options);

    if (q === '__error500') {
      sendJson(res, 500, apiError(9999, 'Internal application error.'));
      return;
    }

    if (q === '__malformed') {
      const body = answer(fallbackQuery);
      if (!body) throw new Error('sample data has no places');
      const withoutDays = Object.fromEntries(
        Object.entries(body).filter(([key]) => key !== 'days' && key !== 'forecast'),
      );
      sendJson(res, 200, withoutDays);
      return;
    }

    if (q === '__slow') {
      const timer = setTimeout(() => {
        sendJson(res, 200, answer(fallbackQuery));
      }, slowDelayMs);
      // 'close' on the response fires when the client goes away (or after we finish);
      // the request's own 'close' fires as soon as its empty body is read, so it is not used.
      res.once('close', () => {
        clearTimeout(timer);
      });
      return;
    }

    const body = answer(q);
    if (!body) {
      sendJson(res, 400, apiError(1006, 'No matching location found.'));
      return;
    }
    sendJson(res, 200, body);
  };
}
