import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

/** One run's report (Lighthouse declares it in a global namespace of its own). */
export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  /** What the largest paint was, as Lighthouse names the node (`div.chance-ring > p.headline`). */
  lcpElement?: string;
  tbtMs: number;
  cls: number;
  /** The lowest and highest blocking time of all runs, to show how much the machine varied. */
  tbtRangeMs: [number, number];
  /** How many runs measured the page. */
  runs: number;
}

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse's simulated mobile run in Debian's Chromium: its defaults, but for the CPU slowdown
 * (4× is Lighthouse's own; 10× stands for the cheapest phones). The report's own settings are
 * checked, so a figure never claims a slowdown the run did not apply.
 */
export async function runLighthouse(
  url: string,
  chromePath: string,
  cpuSlowdownMultiplier = 4,
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      // Merged into the mobile preset's throttling: only the CPU's factor changes.
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError)
      console.warn(`Lighthouse, ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const applied = result.lhr.configSettings.throttling;
    if (applied.cpuSlowdownMultiplier !== cpuSlowdownMultiplier || applied.rttMs !== 150)
      throw new Error(
        `Lighthouse ran with ${JSON.stringify(applied)}, not the mobile preset at ${cpuSlowdownMultiplier}× CPU`,
      );
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const audit = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The node of the largest contentful paint, from its audit's table (a list of tables in 12). */
export function lcpElementOf(lhr: LighthouseResult): string | undefined {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (found.length > 0 || typeof value !== 'object' || value === null) return;
    const node = (value as { node?: { type?: string; selector?: string; nodeLabel?: string } })
      .node;
    if (node?.type === 'node' && node.selector) {
      found.push(node.nodeLabel ? `${node.selector} ("${node.nodeLabel}")` : node.selector);
      return;
    }
    for (const inner of Object.values(value)) visit(inner);
  };
  visit(lhr.audits['largest-contentful-paint-element']?.details);
  return found[0];
}

/**
 * The figures of Lighthouse's own median run (`computeMedianRun`: the run nearest the median
 * first paint and time to interactive, as its documentation advises for variable machines),
 * and the spread of blocking time over the runs. A run that failed (no first paint or no time
 * to interactive: Lighthouse sometimes loses the page on a busy machine) is left out of both.
 */
export function medianFigures(runs: LighthouseResult[]): LighthouseFigures {
  const valid = filterToValidRuns(runs);
  if (valid.length === 0) throw new Error('No Lighthouse run measured the page');
  const lhr = computeMedianRun(valid);
  const tbts = valid
    .map((run) => Math.round(audit(run, 'total-blocking-time')))
    .filter(Number.isFinite);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit(lhr, 'largest-contentful-paint')),
    ...(lcpElementOf(lhr) === undefined ? {} : { lcpElement: lcpElementOf(lhr) }),
    tbtMs: Math.round(audit(lhr, 'total-blocking-time')),
    cls: Number(audit(lhr, 'cumulative-layout-shift').toFixed(3)),
    tbtRangeMs: [Math.min(...tbts), Math.max(...tbts)],
    runs: valid.length,
  };
}
