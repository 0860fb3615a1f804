import {
  SERVER_ENTRY_PROTOCOL,
  type ResultRenderAnswer,
  type ResultRenderRequest,
} from '@snowday/shared-i18n/contract';
import type { Language } from '@snowday/shared-i18n/core';
import type { EmbeddedForecast, PublicSettings } from '@snowday/shared-i18n/settings';
import type { Request, Response } from 'express';
import type { PageForecast } from '../forecast-endpoint';
import { MISSING_Q, parseForecastQuery, type ForecastQuery } from '../forecast/forecast-query';
import { createRenderProcess, type RenderProcess } from './render-process';
import { createServerEntrySource, type ServerEntrySource } from './server-entry-source';

/** A result page as the calculator rendered it on the server, ready to be painted. */
export interface RenderedResult extends ResultRenderAnswer {
  /** The forecast it was rendered from, for the browser to show without asking again. */
  embedded?: EmbeddedForecast;
}

export interface ResultRendererOptions {
  /** The calculator's browser entry (`CALCULATOR_REMOTE_URL`): its server entry is beside it. */
  calculatorEntryUrl: string;
  settings: PublicSettings;
  pageForecast: (req: Request, res: Response, query: ForecastQuery) => Promise<PageForecast>;
  log?: (line: string) => void;
  /** Injected by tests. */
  source?: ServerEntrySource;
  renderProcess?: RenderProcess;
}

/** A language tag as `Accept-Language` gives it (`en-US`), or nothing. */
function firstLanguage(req: Request): string | undefined {
  const [tag] = req.acceptsLanguages();
  return tag !== undefined && /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(tag) ? tag : undefined;
}

/** The part of the address after `?`, exactly as the browser's router will read it. */
function searchOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  return at === -1 ? '' : req.originalUrl.slice(at);
}

/**
 * `/result` answered on the server (docs/product/result-page.md#rendered-on-the-server): the place's
 * forecast from the server's own cache, behind the visitor's per-IP limit, rendered by the
 * calculator's server entry. Undefined whenever that cannot be had (no entry published, a slow
 * or broken render): the page is then served as before, its section's frame painted and the
 * forecast left to the browser. Never a failure of the page.
 */
export function createResultRenderer({
  calculatorEntryUrl,
  settings,
  pageForecast,
  log = () => undefined,
  source = createServerEntrySource(calculatorEntryUrl),
  renderProcess = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL, log }),
}: ResultRendererOptions) {
  const forecastFor = async (
    req: Request,
    res: Response,
    location: string,
  ): Promise<{ forecast: ResultRenderRequest['forecast']; embedded?: EmbeddedForecast }> => {
    const query = parseForecastQuery({ q: location, days: '3' });
    // A place no search could take gets the endpoint's own refusal, as the browser would.
    if (!query) return { forecast: { status: 400, body: JSON.stringify(MISSING_Q) } };
    const result = await pageForecast(req, res, query);
    if (result.kind !== 'ok') return { forecast: { status: result.status, body: result.body } };
    return {
      forecast: { status: 200, body: result.body },
      embedded: { location, maxAgeSeconds: result.maxAgeSeconds, body: JSON.parse(result.body) },
    };
  };

  return {
    async render(
      req: Request,
      res: Response,
      language: Language,
      location: string,
    ): Promise<RenderedResult | undefined> {
      const file = await source.current();
      if (!file) return undefined;
      try {
        const { forecast, embedded } = await forecastFor(req, res, location);
        const browserLanguage = firstLanguage(req);
        const answer = await renderProcess.render(file, {
          language,
          search: searchOf(req),
          settings,
          forecast,
          ...(browserLanguage ? { browserLanguage } : {}),
        });
        return embedded && answer.status === 200 ? { ...answer, embedded } : answer;
      } catch (error) {
        log(
          `result not rendered on the server: ${error instanceof Error ? error.message : String(error)}`,
        );
        return undefined;
      }
    },
    /** Reads the calculator's manifest before the first visitor. */
    warm: () => source.warm(),
    close: () => renderProcess.close(),
  };
}

export type ResultRenderer = ReturnType<typeof createResultRenderer>;
