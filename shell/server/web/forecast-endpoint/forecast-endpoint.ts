import { Router, type Request, type Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import {
  MISSING_Q,
  parseForecastQuery,
  type ForecastQuery,
} from '../../core/forecast/forecast-query';
import {
  createForecastSource,
  type ForecastSource,
  type ForecastSourceOptions,
} from '../../core/forecast/forecast-source';
import type { StoredResult } from '../../core/forecast/forecast-store';
import { TOO_MANY } from '../../core/forecast/upstream-result';
import { inEarlierShape } from '../../core/forecast/earlier-shape';
import { FORECAST_PATHS } from '@snowday/shared-i18n/contract';

export interface ForecastEndpointOptions extends ForecastSourceOptions {
  /** Per client IP, counting only requests that would reach the weather service. */
  rateLimit?: { windowMs: number; limit: number };
  /** Where the per-IP counts are kept; by default in this process. */
  rateLimitStore?: Store;
  /** The cache and upstream client, when the server shares them (with the alerts); else its own. */
  source?: ForecastSource;
}

function sendJson(res: Response, status: number, body: string, cacheControl: string): void {
  res.status(status).type('application/json').set('Cache-Control', cacheControl).send(body);
}

/** A forecast a page asks for itself, on the server: the place's answer, or the limit's refusal. */
export type PageForecast = StoredResult | { kind: 'limited'; status: 429; body: string };

/**
 * docs/product/hardening.md#weather-key: `GET /v2/forecast?q&days`, the site's own forecast
 * (docs/product/weather-data.md#the-forecast-contract), with the key added here, so the browser
 * (mounted at `/api/weather`, its `apiBase`) never holds it; and `GET /v1/forecast.json?q&days`,
 * the same forecast in WeatherAPI's shape, for a calculator of an earlier release
 * (docs/decisions/015-own-forecast-contract.md#rollout). Places are cached and coalesced
 * (forecast-store.ts), upstream calls retried once (upstream-client.ts).
 */
export function createForecastEndpoint(options: ForecastEndpointOptions): Router {
  return createForecastService(options).router;
}

/**
 * The forecast endpoint, and the same forecasts for the server's own pages
 * (`pageForecast`: a result rendered on the server), behind the same per-IP limit: a page
 * that asks the weather service costs its visitor what the browser's request would have.
 */
export function createForecastService(options: ForecastEndpointOptions): {
  router: Router;
  pageForecast: (req: Request, res: Response, query: ForecastQuery) => Promise<PageForecast>;
} {
  const { store, fetchForecast } = options.source ?? createForecastSource(options);
  const { windowMs, limit } = options.rateLimit ?? { windowMs: 60_000, limit: 60 };
  /**
   * Places whose first request passed the limit and has not finished: requests arriving
   * meanwhile join its fetch, so they are not counted (a cold place asked by hundreds at once
   * costs its client one lookup, not hundreds of 429s).
   */
  const claimed = new Set<string>();
  /** The place a request asks for: the endpoint's `q`, or the place a page renders. */
  const queryOf = (req: Request, res: Response): ForecastQuery | null =>
    (res.locals.pageForecast as ForecastQuery | undefined) ?? parseForecastQuery(req.query);
  const release = (res: Response) => {
    const key: unknown = res.locals.claimed;
    if (typeof key === 'string') claimed.delete(key);
  };

  const limiter = rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8', // RateLimit headers, and Retry-After on a 429
    legacyHeaders: false,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    // The limit protects the key's quota: an answer from the cache, or one joining a call
    // already under way, costs WeatherAPI nothing, so a school behind one address is not
    // blocked for asking about its own town (and a load test measures the cache, not 429s).
    skip: async (req, res) => {
      const query = queryOf(req, res);
      if (query === null) return false;
      // A request for a place another request here is about to fetch joins that fetch: free.
      if (claimed.has(query.cacheKey)) return true;
      // Claimed before anything is awaited, so simultaneous requests see it.
      claimed.add(query.cacheKey);
      res.locals.claimed = query.cacheKey;
      // However the request ends (answered, refused, aborted), the claim ends with it.
      res.once('close', () => release(res));
      if (!(await store.isWarm(query.cacheKey))) return false;
      release(res);
      return true;
    },
    handler: (_req, res, next) => {
      release(res);
      // A page asking for its forecast is told, and says so itself.
      if (res.locals.pageForecast !== undefined) {
        res.locals.limited = true;
        next();
        return;
      }
      sendJson(res, 429, TOO_MANY, 'no-store');
    },
  });

  const load = (query: ForecastQuery) =>
    store.load(query.cacheKey, () => fetchForecast(query.q, query.days));

  /** Answers one address: the stored forecast written by `write`, or the refusal as it is. */
  const answer = (write: (body: string) => string) => async (req: Request, res: Response) => {
    const query = parseForecastQuery(req.query);
    if (!query) return sendJson(res, 400, JSON.stringify(MISSING_Q), 'no-store');
    const result = await load(query).finally(() => release(res));
    if (result.kind !== 'ok') return sendJson(res, result.status, result.body, 'no-store');
    const age = String(result.maxAgeSeconds);
    res.vary('Accept-Encoding');
    sendJson(res, 200, write(result.body), `public, max-age=${age}, s-maxage=${age}`);
  };

  const router = Router();
  router.get(
    FORECAST_PATHS.contract,
    limiter,
    answer((body) => body),
  );
  router.get(FORECAST_PATHS.weatherApi, limiter, answer(inEarlierShape));

  const pageForecast = async (
    req: Request,
    res: Response,
    query: ForecastQuery,
  ): Promise<PageForecast> => {
    res.locals.pageForecast = query;
    res.locals.limited = false;
    await new Promise<void>((resolve, reject) => {
      const next = (error?: unknown) => {
        if (error === undefined) resolve();
        else reject(error instanceof Error ? error : new Error(String(error)));
      };
      Promise.resolve(limiter(req, res, next)).catch(reject);
    });
    if (res.locals.limited === true) return { kind: 'limited', status: 429, body: TOO_MANY };
    return load(query).finally(() => release(res));
  };
  return { router, pageForecast };
}
