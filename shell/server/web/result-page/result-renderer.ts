import {
  parseResultQuery,
  resultQuerySearch,
  VISITOR_NAME_MARKER,
  withoutVisitorName,
  type ResultRenderAnswer,
  type ResultRenderRequest,
} from '@snowday/shared-i18n/contract';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { escapeHtml, type Language } from '@snowday/shared-i18n/core';
import type { EmbeddedForecast, PublicSettings } from '@snowday/shared-i18n/settings';
import type { Request, Response } from 'express';
import type { PageForecast } from '../forecast-endpoint/forecast-endpoint';
import {
  MISSING_Q,
  parseForecastQuery,
  type ForecastQuery,
} from '../../core/forecast/forecast-query';
import { forecastForEntry, type RenderProcess, type ServerEntrySource } from '../../section-runner';
import { clientKey, type CostLimit } from '../http/cost-limit';

/** A result page as the calculator rendered it on the server, ready to be painted. */
export interface RenderedResult extends ResultRenderAnswer {
  /** The forecast it was rendered from, for the browser to show without asking again. */
  embedded?: EmbeddedForecast;
  /** How long the forecast it shows stays fresh; absent for an answer that is not one. */
  maxAgeSeconds?: number;
  /**
   * The page may be kept on the visitor's device (docs/product/home-screen.md#no-name-kept): it
   * answers, and any name in it sits only in elements the service worker takes out.
   */
  keepable?: true;
  /**
   * The page is the same for everyone who asks for its address, and may be kept by shared caches
   * this many seconds (docs/product/result-page.md#shared-caches): it answers, and carries no name.
   */
  sharedForSeconds?: number;
}

export interface ResultRendererOptions {
  /** The calculator's server entry and the process it runs in. */
  calculator: { source: ServerEntrySource; renderProcess: Pick<RenderProcess, 'render'> };
  settings: PublicSettings;
  pageForecast: (req: Request, res: Response, query: ForecastQuery) => Promise<PageForecast>;
  /**
   * Each render the sandbox makes counts against the visitor's address (a kept one does not);
   * past it the page is served without its render (docs/product/hardening.md#floods).
   */
  renderLimit?: CostLimit;
  /** Bytes of rendered answers kept at most (`KEPT_RENDER_BYTES` unless told). */
  keptBytes?: number;
  /**
   * False while the pages are served from another release of the calculator than its server
   * entry's (a switch of the release map under way): the page is then served without a render,
   * which the browser's code of the other release would not take over.
   */
  sameRelease?: () => boolean;
  log?: (line: string) => void;
}

/** The visitor is over the renders' per-IP limit: the page goes without, an image is refused. */
class RenderLimitedError extends Error {
  constructor() {
    super('over the per-IP limit of renders');
    this.name = 'RenderLimitedError';
  }
}

/**
 * The page's query as the calculator reads it (docs/product/inputs.md#result-page-query), with
 * the visitor's name (if any) replaced by the marker: the render, and the copy kept of it, hold
 * no name, and a parameter the page does not read makes no new render.
 */
function markedSearch(req: Request): { search: string; name: string | undefined } {
  const at = req.originalUrl.indexOf('?');
  const query = parseResultQuery(new URLSearchParams(at === -1 ? '' : req.originalUrl.slice(at)));
  if (!query) return { search: '', name: undefined };
  const name = query.userName;
  return {
    search: resultQuerySearch({
      ...query,
      userName: name === undefined ? undefined : VISITOR_NAME_MARKER,
    }),
    name,
  };
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The visitor's name where the render put the marker (text or attribute, escaped either way). */
function withName(answer: ResultRenderAnswer, name: string | undefined): ResultRenderAnswer {
  const html = answer.html.replaceAll(
    VISITOR_NAME_MARKER,
    name === undefined ? '' : escapeHtml(name),
  );
  return { ...answer, html };
}

/**
 * Whether a page may be kept for reading offline, told from the render made with the marker: an
 * answer (a forecast that knew the place), and with a name, no marker left once the marked
 * elements are out, so the service worker's copy without them holds no name.
 */
function keepable(marked: ResultRenderAnswer, name: string | undefined): boolean {
  if (marked.status !== 200 || marked.preview === undefined) return false;
  return (
    name === undefined || withoutVisitorName(marked.html)?.includes(VISITOR_NAME_MARKER) === false
  );
}

/** Renders kept: a storm's visitors ask for the same few places, in the same few ways. */
const KEPT_RENDERS = 500;
/**
 * And the bytes they may take together (docs/product/hardening.md#floods): a page is
 * 20–60 KB, but a section may answer up to 500 KB, and 500 of those would be a quarter of a
 * gigabyte. 32 MiB keeps the 500 ordinary pages, or 65 of the largest.
 */
export const KEPT_RENDER_BYTES = 32 * 1024 * 1024;

/** What one kept answer costs, about: its text as UTF-8. */
const answerBytes = (answer: ResultRenderAnswer) =>
  Buffer.byteLength(answer.html) +
  Buffer.byteLength(JSON.stringify(answer.head)) +
  (answer.preview ? Buffer.byteLength(JSON.stringify(answer.preview)) : 0) +
  64;
/** An answer that is not a forecast (an unknown place, the limit) is kept this long. */
const FAILURE_KEPT_MS = 30_000;

/**
 * `/result` answered on the server (docs/product/result-page.md#rendered-on-the-server): the place's
 * forecast from the server's own cache, behind the visitor's per-IP limit, rendered by the
 * calculator's server entry. Undefined whenever that cannot be had (no entry published, a slow
 * or broken render): the page is then served as before, its section's frame painted and the
 * forecast left to the browser. Never a failure of the page.
 */
export function createResultRenderer({
  calculator: { source, renderProcess },
  settings,
  pageForecast,
  renderLimit,
  keptBytes = KEPT_RENDER_BYTES,
  sameRelease = () => true,
  log = () => undefined,
}: ResultRendererOptions) {
  const renders = new LRUCache<string, ResultRenderAnswer>({
    max: KEPT_RENDERS,
    maxSize: keptBytes,
    sizeCalculation: answerBytes,
    ttlAutopurge: false,
  });
  /** Renders under way: the same page asked for meanwhile waits for it, and costs nothing. */
  const rendering = new Map<string, Promise<ResultRenderAnswer>>();

  /**
   * The place's forecast for the module in `file` and for the page, in the shape that module's
   * release reads (docs/decisions/015-own-forecast-contract.md#rollout): the browser's calculator
   * is of the same release as its server entry.
   */
  const forecastFor = async (
    req: Request,
    res: Response,
    location: string,
    protocol: number | undefined,
  ): Promise<{
    forecast: ResultRenderRequest['forecast'];
    embedded: EmbeddedForecast;
    maxAgeSeconds?: number;
  }> => {
    const query = parseForecastQuery({ q: location, days: '3' });
    // A place no search could take gets the endpoint's own refusal, as the browser would.
    const result: PageForecast = query
      ? await pageForecast(req, res, query)
      : { kind: 'refused', status: 400, body: JSON.stringify(MISSING_Q), maxAgeSeconds: 0 };
    const status = result.kind === 'ok' ? 200 : result.status;
    const maxAgeSeconds = result.kind === 'ok' ? result.maxAgeSeconds : undefined;
    const forecast = forecastForEntry(protocol, { status, body: result.body });
    return {
      forecast,
      // The browser reads the same answer, so it never asks for it again.
      embedded: {
        location,
        status,
        maxAgeSeconds: maxAgeSeconds ?? 0,
        body: jsonOrNull(forecast.body),
      },
      ...(maxAgeSeconds === undefined ? {} : { maxAgeSeconds }),
    };
  };

  /**
   * A render of this module, language, query and forecast, made once: the same
   * forecast renders the same page. A forecast's copy lives as long as the forecast does.
   */
  const kept = async (
    req: Request,
    res: Response,
    file: string,
    request: ResultRenderRequest,
    maxAgeSeconds: number | undefined,
  ): Promise<ResultRenderAnswer> => {
    const key = createHash('sha256')
      .update(
        JSON.stringify([
          file,
          request.language,
          request.search,
          request.headOnly === true,
          request.forecast.status,
        ]),
      )
      .update(request.forecast.body)
      .digest('base64');
    const hit = renders.get(key) ?? rendering.get(key);
    if (hit) return hit;
    if (renderLimit && !(await renderLimit.take(req, res))) throw new RenderLimitedError();
    // Asked again while the limit was counted: join the render another visit started.
    const started = renders.get(key) ?? rendering.get(key);
    if (started) return started;
    const render = renderProcess
      .render(file, request, { owner: clientKey(req) })
      .then((rendered) => {
        const ttl = maxAgeSeconds === undefined ? FAILURE_KEPT_MS : maxAgeSeconds * 1000;
        if (ttl > 0) renders.set(key, rendered, { ttl });
        return rendered;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, render);
    return render;
  };

  const answer = async (
    req: Request,
    res: Response,
    language: Language,
    location: string,
    headOnly: boolean,
  ): Promise<RenderedResult | 'limited' | undefined> => {
    const file = await source.current();
    if (!file || !sameRelease()) return undefined;
    try {
      const { forecast, embedded, maxAgeSeconds } = await forecastFor(
        req,
        res,
        location,
        source.protocolOf(file),
      );
      const { search, name } = markedSearch(req);
      const request = { language, search, settings, forecast, ...(headOnly ? { headOnly } : {}) };
      const marked = await kept(req, res, file, request, maxAgeSeconds);
      const answered = marked.status === 200 && marked.preview !== undefined;
      const shared = !headOnly && answered && name === undefined && (maxAgeSeconds ?? 0) > 0;
      return {
        ...withName(marked, name),
        embedded,
        ...(maxAgeSeconds === undefined ? {} : { maxAgeSeconds }),
        ...(!headOnly && keepable(marked, name) ? { keepable: true as const } : {}),
        ...(shared ? { sharedForSeconds: maxAgeSeconds } : {}),
      };
    } catch (error) {
      // The visitor's own limit: said by the caller, not logged for every request of a flood.
      if (error instanceof RenderLimitedError) return 'limited';
      log(
        `result not rendered on the server: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    }
  };

  return {
    /** The result page, rendered (undefined: serve the page as before). */
    render: async (req: Request, res: Response, language: Language, location: string) => {
      const rendered = await answer(req, res, language, location, false);
      return rendered === 'limited' ? undefined : rendered;
    },
    /**
     * Only its head and preview card: what a link preview's image is drawn from. `limited`: the
     * visitor is over the renders' per-IP limit.
     */
    preview: (req: Request, res: Response, language: Language, location: string) =>
      answer(req, res, language, location, true),
  };
}

export type ResultRenderer = ReturnType<typeof createResultRenderer>;
