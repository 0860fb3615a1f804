import { blockingGoalMet, ratioText, roundRatios, scoreGoalMet, spreadText } from './compare';
import { medianFigures, type LighthouseFigures, type LighthouseResult } from './lighthouse-run';
import { median, type MainThreadRun } from './main-thread';
import type { Transfer } from './measure-page';
import type { Scenario } from './scenarios';

/** CPU slowdowns: Lighthouse's own, and the cheapest phones'. */
export const THROTTLING_RATES = [4, 10] as const;
export type Rate = (typeof THROTTLING_RATES)[number];

export interface TransferRow extends Transfer {
  sharedCopies: number;
  requestsUntilUsable: number;
}

export interface Measured {
  transfer: TransferRow;
  /** Every round's report, per slowdown, in round order. */
  lighthouse?: Record<Rate, LighthouseResult[]>;
  mainThread?: Record<Rate, MainThreadRun[]>;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const tbtOf = (lhr: LighthouseResult) =>
  Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);

/** What is kept of a page's figures in `bench-results/latest.json` (not whole reports). */
export function summary(measured: Measured | undefined) {
  if (!measured) return {};
  const lighthouse = measured.lighthouse;
  return {
    transfer: measured.transfer,
    lighthouse:
      lighthouse &&
      Object.fromEntries(
        THROTTLING_RATES.map((rate) => [
          rate,
          { ...medianFigures(lighthouse[rate]), tbtByRound: lighthouse[rate].map(tbtOf) },
        ]),
      ),
    mainThread: measured.mainThread,
  };
}

/** Ratios of rounds where both the page and the floor were measured. */
function ratiosOf(site: number[], floor: number[]) {
  const pairs = site.flatMap((value, i) =>
    Number.isFinite(value) && Number.isFinite(floor[i] ?? Number.NaN)
      ? [[value, floor[i] ?? 0]]
      : [],
  );
  return roundRatios(
    pairs.map(([s]) => s ?? 0),
    pairs.map(([, f]) => f ?? 0),
  );
}

function transferTable(rows: { scenario: Scenario; figures?: Measured }[], floor: Measured) {
  console.info('\nWhat is transferred (compressed, as served)');
  console.table(
    rows.map(({ scenario, figures }) => ({
      page: scenario.name,
      requests: figures?.transfer.requests,
      'until usable': figures?.transfer.requestsUntilUsable,
      JS: kb(figures?.transfer.jsBytes ?? 0),
      'JS ÷ floor': ratioText(figures?.transfer.jsBytes ?? 0, floor.transfer.jsBytes),
      total: kb(figures?.transfer.totalBytes ?? 0),
      'MF runtimes': figures?.transfer.runtimeCopies,
      'max copies/lib': figures?.transfer.sharedCopies,
    })),
  );
}

function lighthouseTable(
  rows: { scenario: Scenario; figures?: Measured }[],
  floorRuns: Record<Rate, LighthouseResult[]>,
  rate: Rate,
) {
  const floor: LighthouseFigures = medianFigures(floorRuns[rate]);
  console.info(
    `\nLighthouse (simulated mobile, ${rate}× CPU): median run; TBT ÷ floor per round, median (spread)`,
  );
  console.table(
    rows.map(({ scenario, figures }) => {
      const runs = figures?.lighthouse?.[rate];
      if (!runs) return { page: scenario.name };
      const lh = medianFigures(runs);
      return {
        page: scenario.name,
        score: lh.score,
        'floor score': floor.score,
        'TBT ms': lh.tbtMs,
        'floor TBT': floor.tbtMs,
        'TBT ÷ floor': spreadText(ratiosOf(runs.map(tbtOf), floorRuns[rate].map(tbtOf))),
        'TBT range': lh.tbtRangeMs.join('–'),
        'LCP ms': lh.lcpMs,
        'LCP element': lh.lcpElement ?? '',
        CLS: lh.cls,
        goals:
          blockingGoalMet(lh.tbtMs, floor.tbtMs) && scoreGoalMet(lh.score, floor.score)
            ? 'met'
            : 'missed',
        runs: lh.runs,
      };
    }),
  );
}

function mainThreadTable(
  rows: { scenario: Scenario; figures?: Measured }[],
  floorRuns: Record<Rate, MainThreadRun[]>,
) {
  console.info(
    '\nMain thread, measured (longtask observer, until 5 s quiet): blocking ms, medians; ÷ floor per round, median (spread)',
  );
  console.table(
    rows.map(({ scenario, figures }) => {
      const main = figures?.mainThread;
      if (!main) return { page: scenario.name };
      const row: Record<string, string | number> = { page: scenario.name };
      for (const rate of THROTTLING_RATES) {
        const site = main[rate].map((run) => run.blockingMs);
        const bare = floorRuns[rate].map((run) => run.blockingMs);
        row[`${rate}× ms`] = Math.round(median(site));
        row[`${rate}× floor`] = Math.round(median(bare));
        row[`${rate}× ÷ floor`] = spreadText(roundRatios(site, bare));
        row[`${rate}× longest`] = Math.round(median(main[rate].map((run) => run.longestMs)));
        row[`${rate}× goal`] = blockingGoalMet(median(site), median(bare)) ? 'met' : 'missed';
      }
      return row;
    }),
  );
}

/** How fast each tap answered at 10×: the longest event of the interaction (INP's measure). */
export const INTERACTION_GOAL_MS = 200;

export function printTables(
  targets: Scenario[],
  measured: Map<string, Measured>,
  interactions?: Map<string, { name: string; ms: number[] }>,
) {
  const floor = measured.get('floor');
  if (!floor) throw new Error('The floor page was not measured');
  const rows = targets.map((scenario) => ({ scenario, figures: measured.get(scenario.key) }));
  transferTable(rows, floor);
  if (floor.lighthouse)
    for (const rate of THROTTLING_RATES) lighthouseTable(rows, floor.lighthouse, rate);
  if (floor.mainThread) mainThreadTable(rows, floor.mainThread);
  if (interactions) {
    console.info('\nTaps at 10× CPU: interaction to next paint, ms (median and range)');
    console.table(
      [...interactions.values()].map(({ name, ms }) => ({
        interaction: name,
        'median ms': Math.round(median(ms)),
        range: `${Math.min(...ms)}–${Math.max(...ms)}`,
        goal: median(ms) <= INTERACTION_GOAL_MS ? 'met' : 'missed',
      })),
    );
  }
}
