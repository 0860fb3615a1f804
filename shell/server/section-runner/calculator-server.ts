import type { OutlookAnswer, OutlookRequest } from '@snowday/shared-i18n/contract';
import { forecastForEntry, RUNNABLE_PROTOCOLS } from './entry-protocols';
import { createRenderProcess, type RenderProcess } from './render-process';
import { createServerEntrySource, type ServerEntrySource } from './server-entry-source';

export interface CalculatorServerOptions {
  /** The calculator's browser entry (`CALCULATOR_REMOTE_URL`): its server entry is beside it. */
  calculatorEntryUrl: string;
  log?: (line: string) => void;
  /** Injected by tests. */
  source?: ServerEntrySource;
  renderProcess?: RenderProcess;
}

/**
 * The calculator's deployed server code as this server uses it
 * (docs/decisions/011-result-rendered-by-its-section.md): the module read from the calculator's
 * address, and the one process it runs in, shared by the result pages and the alerts. The
 * alerts ask it each subscriber's chance, so the prediction's rules reach the server only from
 * the calculator's own deploy.
 */
export function createCalculatorServer({
  calculatorEntryUrl,
  log = () => undefined,
  source = createServerEntrySource(calculatorEntryUrl, { log }),
  renderProcess = createRenderProcess({ protocol: RUNNABLE_PROTOCOLS, log }),
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
    /** Reads the calculator's manifest, and starts its sandbox, before the first visitor or job. */
    async warm(): Promise<void> {
      await source.warm();
      const file = await source.current();
      if (file) await renderProcess.prepare(file);
    },
    close: () => renderProcess.close(),
  };
}

export type CalculatorServer = ReturnType<typeof createCalculatorServer>;

/** What the alerts need of it. */
export type PlaceOutlook = CalculatorServer['outlook'];
