import { createSampleWeatherHandler } from '@snowday/sample-weather';
import { ACCURACY_API, ALERTS_API } from '@snowday/shared-i18n/contract';
import type { RuntimeConfig } from '@snowday/shared-i18n/settings';
import {
  buildRuntimeConfig,
  FORECAST_ENDPOINT_PATH,
  remoteEntryUrls,
  SAMPLE_WEATHER_PATH,
  siteUrlOf,
  weatherProviderOf,
  type ServerEnv,
} from '../core/server-env';
import type { Express, Router } from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { createForecastService } from './forecast-endpoint/forecast-endpoint';
import type { ForecastSource } from '../core/forecast/forecast-source';
import { createServerForecastSource } from '../core/forecast/server-forecast-source';
import { forecastUpstream } from '../core/forecast/upstream-from-env';
import { healthRoutes, type Readiness } from './observability/health';
import { createPreviewImages, mountLinkPreviews } from './link-preview';
import { createDrawingPool, type DrawingPool } from './link-preview/drawing-pool';
import { requestLog } from './observability/request-log';
import type { RedisLink } from '../core/redis/redis-link';
import { SharedRateLimitStore } from './http/shared-rate-limit-store';
import { createCostLimit } from './http/cost-limit';
import { addressGate } from './http/address-gate';
import { inlineScriptHashes, isSubresource, shellSecurity } from './http/security';
import { createSectionHints, type SectionHints } from './pages/section-hints';
import { pinnedCodeOfResponses } from './pages/integrity-map';
import { mountShellPages } from './pages/shell-pages';
import { createStaticApp } from './http/static-app';
import {
  createCalculatorServer,
  releaseSignedByOneOf,
  trustedSigningKeys,
  type CalculatorServer,
} from '../section-runner';
import { createReleaseMap, type ReleaseMap } from '../core/releases/release-map';
import { createResultRenderer, type ResultRenderer } from './result-page/result-renderer';
import { mountResultPreviewImage } from './result-page/result-preview-image';
import { recordingResults } from './accuracy/publish/recording-results';
import type { Accuracy } from './accuracy/accuracy-api';
import { accuracyPageSection } from './accuracy/page/accuracy-page';

/** Preview images drawn or waiting at once (docs/product/link-previews.md#cache-and-limits). */
const PREVIEW_WAITING = 64;

export interface ShellAppOptions {
  env: ServerEnv;
  /** The shell's build (`shell/dist`). */
  root: string;
  logger: Logger;
  readiness: Readiness;
  /** Set when `REDIS_URL` is: the forecast cache and the per-IP limit are shared through it. */
  redis?: RedisLink;
  /** The forecast cache and upstream, shared with the alerts; by default the server's own. */
  forecasts?: ForecastSource;
  /** The alerts' API (`alerts-api/`), mounted at the contract's `ALERTS_API.base`. */
  alerts?: Router;
  /** The accuracy's API and recorder (`accuracy/`), mounted at `ACCURACY_API.base`. */
  accuracy?: Accuracy;
  /** The calculator's server entry, shared with the alerts; by default one of its own. */
  calculator?: CalculatorServer;
  /**
   * Which release of each section is live (docs/decisions/016-section-releases.md); by default
   * each section at its configured address.
   */
  releases?: ReleaseMap;
}

/**
 * The shell's server: its pages, files, runtime config, forecast endpoint, health and logs.
 * Every answer is the same whatever `Host` or `X-Forwarded-*` a request carries: addresses are
 * relative, or built from the settings (docs/product/public-addresses.md).
 */
export function createShellApp({
  env,
  root,
  logger,
  readiness,
  redis,
  forecasts = createServerForecastSource(env, logger, redis),
  alerts,
  accuracy,
  releases = createReleaseMap({ source: undefined, addresses: remoteEntryUrls(env) }),
  calculator = createCalculatorServer({
    calculatorEntryUrl: () => releases.current().calculator,
    log: (line) => logger.warn(line),
    sandboxes: env.RENDER_SANDBOXES,
    signing: env,
  }),
}: ShellAppOptions): {
  app: Express;
  hints: SectionHints;
  results: ResultRenderer;
  calculator: CalculatorServer;
  drawing: DrawingPool;
} {
  // Each section's pages are served from the live release once this server holds its copy, and
  // its code is run only as the release's list signed by a trusted build key has it.
  const trusted = trustedSigningKeys(env);
  const hints = createSectionHints(() => releases.current(), {
    log: (level, message, fields) => logger[level](fields, message),
    verifyRelease: (record) =>
      record.signature !== undefined && releaseSignedByOneOf(trusted, record, record.signature),
  });
  const codeFor = pinnedCodeOfResponses(hints);
  const app = createStaticApp({
    root,
    spaFallback: true,
    before: [requestLog(logger), healthRoutes(readiness)],
    headers: [
      // What a page's CSP allows is taken once this server has read each section's list.
      (req, _res, next) => {
        if (isSubresource(req.path)) next();
        else hints.settle().then(() => next(), next);
      },
      ...shellSecurity(
        (res) => ({ scripts: codeFor(res).scriptSources, origins: codeFor(res).origins }),
        inlineScriptHashes(readFileSync(path.join(root, 'index.html'), 'utf8')),
      ),
    ],
  });
  // Only for the client's address in the per-IP limit (X-Forwarded-For from a trusted proxy).
  app.set('trust proxy', env.TRUST_PROXY);
  // Past the files: what the server works for, a few requests of one address at a time.
  app.use(addressGate({ perAddress: env.REQUESTS_PER_ADDRESS }));

  // With the accuracy's database, a result page asks about its passed day from its first paint.
  const settingsConfig = buildRuntimeConfig(env, { reports: accuracy?.recorder !== undefined });
  // The sections a page loads are the releases its frames came from, and those its CSP allows.
  const runtimeConfig = (res?: object): RuntimeConfig => ({
    ...settingsConfig,
    remotes: res ? codeFor(res).entries : hints.entries(),
  });
  app.get('/runtime-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(JSON.stringify(runtimeConfig()));
  });
  if (weatherProviderOf(env) === 'samples') {
    app.use(SAMPLE_WEATHER_PATH, createSampleWeatherHandler());
  }
  // The browser asks this origin; the key is added here and never leaves the server.
  const forecastService = createForecastService({
    ...forecastUpstream(env),
    source: forecasts,
    ...(redis ? { rateLimitStore: new SharedRateLimitStore(redis) } : {}),
  });
  app.use(FORECAST_ENDPOINT_PATH, forecastService.router);
  if (alerts) app.use(ALERTS_API.base, alerts);
  if (accuracy?.router) app.use(ACCURACY_API.base, accuracy.router);
  // Each answer rendered is kept as published, to be scored later (docs/product/accuracy.md).
  // What a visitor makes the server do, not what it asks for, counts against its address: a
  // render or a drawing already kept is free (docs/product/hardening.md#floods).
  const costLimit = (name: string, limit: number) =>
    createCostLimit({
      name,
      windowMs: 60_000,
      limit,
      ...(redis ? { store: new SharedRateLimitStore(redis, `snowday:rate:${name}:`) } : {}),
    });
  const results = recordingResults(
    createResultRenderer({
      calculator,
      settings: settingsConfig.settings,
      // A render by the live release only while the pages are served from it too: the browser
      // takes over what the server rendered with the code its page names.
      sameRelease: () => hints.entries().calculator === releases.current().calculator.entry,
      pageForecast: forecastService.pageForecast,
      renderLimit: costLimit('renders', env.RESULT_RENDER_LIMIT),
      log: (line) => logger.warn(line),
    }),
    accuracy?.recorder,
  );
  const drawing = createDrawingPool({ threads: env.PREVIEW_THREADS, maxQueue: PREVIEW_WAITING });
  // Link-preview images under /og/, behind a per-IP limit like the forecasts' (shared in Redis).
  mountLinkPreviews(app, {
    siteUrl: siteUrlOf(env),
    hints,
    ...(redis ? { rateLimitStore: new SharedRateLimitStore(redis, 'snowday:rate:og:') } : {}),
    drawLimit: costLimit('drawings', env.PREVIEW_DRAW_LIMIT),
    // Drawn on worker threads: a drawing no longer holds up every other request.
    images: createPreviewImages({
      draw: drawing.draw,
      concurrency: env.PREVIEW_THREADS,
      maxWaiting: PREVIEW_WAITING,
    }),
  });
  // A result's image: its card drawn from the calculator's render of the same query.
  mountResultPreviewImage(app, results);
  mountShellPages(app, root, {
    siteUrl: siteUrlOf(env),
    runtimeConfig,
    pinnedCode: codeFor,
    hints,
    results,
    pageSections: { accuracy: accuracyPageSection(accuracy?.summary ?? (async () => null)) },
  });
  return { app, hints, results, calculator, drawing };
}
