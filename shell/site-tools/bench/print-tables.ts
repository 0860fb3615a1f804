import { THROTTLING_RATES, type Rate } from './bench-options';
import {
  blockingGoalMet,
  medianRangeText,
  ratioText,
  roundRatios,
  scoreGoalMet,
  spreadText,
} from './compare';
import type { FirstTapRun, FirstTapScenario } from './first-tap';
import { medianFigures, type LighthouseFigures, type LighthouseResult } from './lighthouse-run';
import { median, type MainThreadRun } from './main-thread';
import type { Transfer } from './measure-page';
import type { Scenario } from './scenarios';

export { THROTTLING_RATES, type Rate };

export interface TransferRow extends Transfer {
  sharedCopies: number;
  requestsUntilUsable: number;
}

export interface Measured {
  /** Left out with `--first-tap-only`. */
  transfer?: TransferRow;
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

function transferTable(rows: { scenario: Scenario; figures?: Measured }[], floor: TransferRow) {
  console.info('\nWhat is transferred (compressed, as served)');
  console.table(
    rows.map(({ scenario, figures }) => ({
      page: scenario.name,
      requests: figures?.transfer?.requests,
      'until usable': figures?.transfer?.requestsUntilUsable,
      JS: kb(figures?.transfer?.jsBytes ?? 0),
      'JS ÷ floor': ratioText(figures?.transfer?.jsBytes ?? 0, floor.jsBytes),
      total: kb(figures?.transfer?.totalBytes ?? 0),
      'MF runtimes': figures?.transfer?.runtimeCopies,
      'max copies/lib': figures?.transfer?.sharedCopies,
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
      for (const rate of THROTTLING_RATES.filter((one) => main[one].length > 0)) {
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

/**
 * Why Lighthouse's TBT is not the measure of a page that paints early
 * (docs/performance.md#the-first-working-tap).
 */
export const TBT_NOTE =
  "Note: TBT counts from first contentful paint, so a page that paints at once and then starts its app counts the whole start-up, where one that paints late (the floor, after its script) counts less: see 'First working tap' below.";

/** A first-tap scenario's runs, per slowdown, in round order. */
export interface FirstTapFigures {
  scenario: FirstTapScenario;
  runs: Record<Rate, FirstTapRun[]>;
}

/**
 * The first working tap and the blocking until it, site and floor side by side: each site
 * control beside the floor's control it is compared with and the empty page's (the limit), and
 * the ratio of each round's pair. Only the slowdowns measured are printed.
 */
function firstTapTables(figures: FirstTapFigures[]) {
  const byKey = new Map(figures.map((entry) => [entry.scenario.key, entry]));
  const site = figures.filter((entry) => entry.scenario.floorKey !== undefined);
  const rates = THROTTLING_RATES.filter((rate) => figures.some(({ runs }) => runs[rate].length));
  const table = (value: (run: FirstTapRun) => number, withLost: boolean) =>
    site.map(({ scenario, runs }) => {
      const floor = byKey.get(scenario.floorKey ?? '');
      const limit = byKey.get(scenario.limitKey ?? '');
      const row: Record<string, string | number> = { control: scenario.name };
      for (const rate of rates) {
        const mine = runs[rate].map(value);
        const bare = floor?.runs[rate].map(value) ?? [];
        row[`${rate}× ms`] = medianRangeText(mine);
        row[`${rate}× floor`] = medianRangeText(bare);
        row[`${rate}× ÷ floor`] = spreadText(ratiosOf(mine, bare));
        if (limit) {
          const empty = limit.runs[rate].map(value);
          row[`${rate}× limit`] = medianRangeText(empty);
          row[`${rate}× ÷ limit`] = spreadText(ratiosOf(mine, empty));
        }
      }
      if (withLost)
        row['lost taps'] = rates
          .map((rate) => runs[rate].reduce((sum, run) => sum + run.lost, 0))
          .join(' / ');
      return row;
    });
  console.info(
    `\nFirst working tap (CPU slowed from navigation start; ms from navigation start to the tap that took effect, median (range); the floor's field beside fields and the why, its submit beside submits, and the empty page's form (the limit) the same way; ÷ per round, median (spread); taps lost at ${rates.map((rate) => `${String(rate)}×`).join(' / ')}, all rounds)`,
  );
  console.table(table((run) => run.tapMs, true));
  for (const { scenario, runs } of site) {
    const all = rates.flatMap((rate) => runs[rate]);
    const late = all.filter((run) => Number.isFinite(run.tapMs) && !run.drawnBeforeApp).length;
    if (scenario.appReady && late > 0)
      console.info(
        `${scenario.name}: in ${late} of ${all.length} visits the server's page came without it (the app drew it): not the site as it is served`,
      );
  }
  console.info(
    '\nMain thread blocking until that tap (trace, each task over 50 ms from navigation start until the tap; ms, median (range); ÷ floor and ÷ limit per round)',
  );
  console.table(table((run) => run.blockingMs, false));
}

/** How fast each tap answered at 10×: the longest event of the interaction (INP's measure). */
export const INTERACTION_GOAL_MS = 200;

export function printTables(
  targets: Scenario[],
  measured: Map<string, Measured>,
  interactions?: Map<string, { name: string; ms: number[] }>,
  firstTap?: FirstTapFigures[],
) {
  const floor = measured.get('floor');
  const rows = targets.map((scenario) => ({ scenario, figures: measured.get(scenario.key) }));
  if (floor?.transfer) transferTable(rows, floor.transfer);
  if (floor?.lighthouse) {
    const { lighthouse } = floor;
    for (const rate of THROTTLING_RATES.filter((one) => lighthouse[one].length > 0))
      lighthouseTable(rows, lighthouse, rate);
    console.info(TBT_NOTE);
  }
  if (floor?.mainThread) mainThreadTable(rows, floor.mainThread);
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
  if (firstTap) firstTapTables(firstTap);
}
