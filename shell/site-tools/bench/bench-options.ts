/** CPU slowdowns: Lighthouse's own, and the cheapest phones'. */
export const THROTTLING_RATES = [4, 10] as const;
export type Rate = (typeof THROTTLING_RATES)[number];

/** What `npm run bench -- …` was asked for. */
export interface BenchOptions {
  build: boolean;
  /** Runs per page and measurement: medians of five unless told otherwise. */
  runs: number;
  /** The CPU slowdowns measured (both unless told otherwise). */
  rates: Rate[];
  /** Page keys to measure (all when empty). */
  pages: string[];
  lighthouse: boolean;
  mainThread: boolean;
  /** The form and language-switch timings. */
  extras: boolean;
  /** Taps timed at 10× (interaction to next paint). */
  interactions: boolean;
  /** How soon a tap on each page's primary control first works, at 4× and 10×. */
  firstTap: boolean;
  /** What each page transfers (off with `--first-tap-only`). */
  transfer: boolean;
  /** The main thread measured with `prefers-reduced-motion: reduce` (no snowfall), to compare. */
  reducedMotion: boolean;
}

const HELP = `npm run bench -- [options]
  --no-build          measure the current build
  --quick             three runs, no form or language-switch timing
  --runs=N            runs per page and measurement (default 5)
  --rates=10          only these CPU slowdowns (4, 10; default both)
  --pages=a,b         only these pages (home, zh, result, blog)
  --no-lighthouse     only the main-thread measurement
  --no-main-thread    only Lighthouse
  --no-interactions   no tap timings at 10×
  --no-first-tap      no first-working-tap timing
  --first-tap-only    only the first-working-tap timing (with --quick: three rounds)
  --reduced-motion    measure the main thread with prefers-reduced-motion (no snowfall)`;

export function parseBenchOptions(args: string[]): BenchOptions {
  const value = (name: string) =>
    args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (args.includes('--help')) {
    console.info(HELP);
    process.exit(0);
  }
  const quick = args.includes('--quick');
  const runs = Number(value('runs') ?? (quick ? 3 : 5));
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: not a count\n${HELP}`);
  const only = args.includes('--first-tap-only');
  const asked = value('rates')?.split(',').map(Number);
  const rates = THROTTLING_RATES.filter((rate) => !asked || asked.includes(rate));
  if (asked?.some((rate) => !rates.includes(rate as Rate)) || rates.length === 0)
    throw new Error(`--rates: ${THROTTLING_RATES.join(' or ')}\n${HELP}`);
  return {
    build: !args.includes('--no-build'),
    runs,
    rates,
    pages: (value('pages') ?? '').split(',').filter(Boolean),
    lighthouse: !only && !args.includes('--no-lighthouse'),
    mainThread: !only && !args.includes('--no-main-thread'),
    interactions: !only && !args.includes('--no-interactions'),
    firstTap: !args.includes('--no-first-tap'),
    transfer: !only,
    extras: !only && !quick,
    reducedMotion: args.includes('--reduced-motion'),
  };
}
