import type { OutlookAnswer, OutlookRequest } from '@snowday/shared-i18n/contract';
import { forecastForEntry, RUNNABLE_PROTOCOLS } from './entry-protocols';
import { createRenderProcess, type RenderProcess } from './render-process';
import { createServerEntrySource, type ServerEntrySource } from './server-entry-source';
import { trustedSigningKeys, type SigningKeySettings } from './signing-keys';
import type { LiveSection } from '../core/releases/release-map';

/** How soon a calculator that could not be read is asked again while an instance starts. */
const WARM_RETRY_MS = 2_000;

export interface CalculatorServerOptions {
  /**
   * The calculator's browser entry (`CALCULATOR_REMOTE_URL`), or the live release's as the
   * release map names it now (docs/decisions/016-section-releases.md): its server entry is beside it.
   */
  calculatorEntryUrl: string | (() => LiveSection);
  log?: (line: string) => void;
  /** Sandboxes rendering side by side (`RENDER_SANDBOXES`); by default 1. */
  sandboxes?: number;
  /**
   * The parsed settings that name the keys the server entry must be signed by
   * (`CALCULATOR_SIGNING_PUBLIC_KEY`, `…_FILE`); none: the pair this checkout's build made.
   */
  signing?: SigningKeySettings;
  /** Injected by tests. */
  source?: ServerEntrySource;
  renderProcess?: RenderProcess;
}

/**
 * The calculator's deployed server code as this server uses it
 * (docs/decisions/011-result-rendered-by-its-section.md): the module read from the calculator's
 * address, and the sandboxes it runs in, shared by the result pages and the alerts. The
 * alerts ask it each subscriber's chance, so the prediction's rules reach the server only from
 * the calculator's own deploy.
 */
export function createCalculatorServer({
  calculatorEntryUrl,
  log = () => undefined,
  sandboxes,
  signing = {},
  source = createServerEntrySource(calculatorEntryUrl, {
    log,
    trustedKeys: trustedSigningKeys(signing),
  }),
  renderProcess = createRenderProcess({ protocol: RUNNABLE_PROTOCOLS, log, sandboxes }),
}: CalculatorServerOptions) {
  return {
    source,
    renderProcess,
    /**
     * A place's name, time zone and, for a day, each asker's chance. Rejects when the calculator
     * publishes no server entry or it fails: the alert job is then tried again later.
     */
    async outlook(request: OutlookRequest): Promise<OutlookAnswer> {
      const file = await source.current();
      if (!file) throw new Error('the calculator publishes no server entry at the moment');
      const forecast = forecastForEntry(source.protocolOf(file), request.forecast);
      return renderProcess.outlook(file, { ...request, forecast });
    },
    /**
     * Reads the calculator's manifest, and starts its sandbox, before the first visitor or job;
     * a calculator that cannot be read yet is asked again every few seconds, for at most
     * `waitMs` (docs/product/composition.md#last-good-copy).
     */
    async warm(waitMs = 0): Promise<void> {
      const until = Date.now() + waitMs;
      await source.warm();
      while (source.state() === 'unreachable' && Date.now() < until) {
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(WARM_RETRY_MS, until - Date.now())),
        );
        await source.warm();
      }
      const file = await source.current();
      if (file) await renderProcess.prepare(file);
    },
    /** Whether its server entry is held, known to be absent, or not read yet. */
    entryState: () => source.state(),
    close: () => renderProcess.close(),
  };
}

export type CalculatorServer = ReturnType<typeof createCalculatorServer>;

/** What the alerts need of it. */
export type PlaceOutlook = CalculatorServer['outlook'];
