/**
 * `npm run bench`: builds and serves the composed site and, beside it, a floor page (the
 * smallest React + React Router page, `floor/`), then measures both in the same run: what is
 * transferred (Playwright + CDP), Lighthouse's simulated mobile run, and the main thread itself
 * at 4× and 6× CPU slowdown (`main-thread.ts`). Each figure of the site is printed next to the
 * floor's and as a ratio, since absolute timings move with the machine. Also times the form to
 * the three chances and a language switch. Writes bench-results/latest.json. Timings live here,
 * never in tests. `--help` lists the options.
 */
import { chromium, devices, type Browser, type Locator, type Page } from '@playwright/test';
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBenchOptions } from './bench-options';
import { blockingGoalMet, differenceText, ratioText, scoreGoalMet } from './compare';
import {
  medianFigures,
  runLighthouse,
  type LighthouseFigures,
  type LighthouseResult,
} from './lighthouse-run';
import { measureMainThread, median, type MainThreadRun } from './main-thread';
import { recordTransfer, sharedProviders, type Transfer } from './measure-page';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// BENCH_PORT_BASE lets several people bench on one machine: the site takes four ports from it,
// the floor page the fifth.
const BASE_PORT = Number(process.env.BENCH_PORT_BASE ?? 4880);
const origin = `http://127.0.0.1:${BASE_PORT}`;
const floorOrigin = `http://127.0.0.1:${BASE_PORT + 4}`;
/** CPU slowdowns of the direct measurement: Lighthouse's own, and a slower phone's. */
const THROTTLING_RATES = [4, 6] as const;

interface Scenario {
  key: string;
  name: string;
  url: string;
  /** The moment a visitor can use the page: its main control or content is there. */
  ready: (page: Page) => Locator;
  /** The site marks the moment its app has taken over the server's page. */
  appReady: boolean;
}

const SCENARIOS: Scenario[] = [
  {
    key: 'home',
    name: 'home (cold)',
    url: `${origin}/`,
    ready: (page) => page.getByRole('button', { name: 'Calculate Snow Day Chances' }),
    appReady: true,
  },
  {
    key: 'zh',
    name: 'home, Chinese',
    url: `${origin}/zh/`,
    ready: (page) => page.locator('form button[type=submit]'),
    appReady: true,
  },
  {
    key: 'result',
    name: 'result (sample)',
    url: `${origin}/result?location=14201&schoolType=Public&snowDays=0`,
    ready: (page) => page.getByTestId('card-chance').nth(2),
    appReady: true,
  },
  {
    key: 'blog',
    name: 'blog post',
    url: `${origin}/blog/the-science-of-snow`,
    ready: (page) => page.locator('main article h2').first(),
    appReady: true,
  },
];

const FLOOR: Scenario = {
  key: 'floor',
  name: 'floor (bare React)',
  url: `${floorOrigin}/`,
  ready: (page) => page.getByRole('button', { name: 'Calculate' }),
  appReady: false,
};

interface TransferRow extends Transfer {
  sharedCopies: number;
  requestsUntilUsable: number;
}

type MainThreadFigures = Record<(typeof THROTTLING_RATES)[number], MainThreadRun[]>;

interface Measured {
  transfer: TransferRow;
  lighthouse?: LighthouseFigures;
  mainThread?: MainThreadFigures;
}

/** How to stop each server started so far. */
const servers: (() => void)[] = [];
const stopServers = () => {
  for (const stop of servers.splice(0)) stop();
};

/** Starts a server in a process group of its own and resolves once it says it is ready. */
async function startServer(script: string, env: Record<string, string>): Promise<void> {
  const server = spawn('npx', ['tsx', script], {
    cwd: repo,
    // Stopping npx alone left the server running, and the benchmark waiting on it.
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let running = true;
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is ready')) resolve();
    });
    server.once('exit', (code, signal) => {
      running = false;
      reject(new Error(`${script} stopped`));
      // Every figure after this would be of an error page: say so, and stop.
      console.error(`${script} stopped (${signal ?? code}) during the run: figures void.`);
      stopServers();
      process.exit(1);
    });
  });
  servers.push(() => {
    server.removeAllListeners('exit');
    if (running && server.pid !== undefined) process.kill(-server.pid, 'SIGINT');
  });
}

async function transferFigures(browser: Browser, scenario: Scenario): Promise<TransferRow> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const recording = await recordTransfer(page);
  await page.goto(scenario.url);
  await scenario.ready(page).waitFor();
  if (scenario.appReady)
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  const requestsUntilUsable = recording.snapshot().requests;
  await page.waitForLoadState('networkidle');
  const transfer = await recording.stop();
  const providers = await sharedProviders(page);
  await context.close();
  return {
    ...transfer,
    requestsUntilUsable,
    sharedCopies: Math.max(0, ...Object.values(providers).map((p) => p.length)),
  };
}

async function formToChances(browser: Browser) {
  const page = await (await browser.newContext({ ...devices['Pixel 7'] })).newPage();
  await page.goto(`${origin}/`);
  await page.getByLabel('Location').fill('K1A 0B1');
  const start = Date.now();
  await page.getByRole('button', { name: 'Calculate Snow Day Chances' }).click();
  await page.getByTestId('card-chance').nth(2).waitFor();
  const ms = Date.now() - start;
  await page.context().close();
  return ms;
}

async function languageSwitch(browser: Browser) {
  const page = await (await browser.newContext({ ...devices['Pixel 7'] })).newPage();
  await page.goto(`${origin}/result?location=02108`);
  await page.getByTestId('headline-chance').waitFor();
  const recording = await recordTransfer(page);
  const start = Date.now();
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await page.getByText('Prévisions sur trois jours').waitFor();
  const ms = Date.now() - start;
  const transfer = await recording.stop();
  await page.context().close();
  return { ms, bytes: transfer.totalBytes, weatherRequests: transfer.weatherRequests };
}

/**
 * Lighthouse, round by round: the floor and then every page, `runs` times, so that a busy
 * minute on the machine weighs on the floor as on the site.
 */
async function lighthouseRounds(targets: Scenario[], runs: number) {
  const results = new Map<string, LighthouseResult[]>(targets.map((t) => [t.key, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const target of targets) {
      console.info(`Lighthouse ${run + 1}/${runs}: ${target.name}`);
      results.get(target.key)?.push(await runLighthouse(target.url, chromePath));
    }
  }
  return new Map([...results].map(([key, lhrs]) => [key, medianFigures(lhrs)]));
}

async function mainThreadRounds(
  browser: Browser,
  targets: Scenario[],
  runs: number,
  reducedMotion: boolean,
) {
  const results = new Map<string, MainThreadFigures>(targets.map((t) => [t.key, { 4: [], 6: [] }]));
  for (const rate of THROTTLING_RATES) {
    for (let run = 0; run < runs; run += 1) {
      for (const target of targets) {
        console.info(`Main thread at ${rate}× ${run + 1}/${runs}: ${target.name}`);
        results
          .get(target.key)
          ?.[rate].push(await measureMainThread(browser, target.url, rate, { reducedMotion }));
      }
    }
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const medianOf = (runs: MainThreadRun[], pick: (run: MainThreadRun) => number) =>
  Math.round(median(runs.map(pick)));

function printTables(pages: Scenario[], measured: Map<string, Measured>) {
  const floor = measured.get(FLOOR.key);
  if (!floor) throw new Error('The floor page was not measured');
  const rows = [...pages, FLOOR].map((scenario) => ({
    scenario,
    figures: measured.get(scenario.key),
  }));

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

  const floorLh = floor.lighthouse;
  if (floorLh) {
    console.info(
      "\nLighthouse (simulated mobile, 4× CPU): each page's median run, floor from the same run",
    );
    console.table(
      rows.map(({ scenario, figures }) => {
        const lh = figures?.lighthouse;
        if (!lh) return { page: scenario.name };
        return {
          page: scenario.name,
          score: lh.score,
          'floor score': floorLh.score,
          'Δ score': differenceText(lh.score, floorLh.score),
          'TBT ms': lh.tbtMs,
          'floor TBT': floorLh.tbtMs,
          'TBT ÷ floor': ratioText(lh.tbtMs, floorLh.tbtMs),
          'TBT range': lh.tbtRangeMs.join('–'),
          'LCP ms': lh.lcpMs,
          'floor LCP': floorLh.lcpMs,
          CLS: lh.cls,
          goals:
            blockingGoalMet(lh.tbtMs, floorLh.tbtMs) && scoreGoalMet(lh.score, floorLh.score)
              ? 'met'
              : 'missed',
          runs: lh.runs,
        };
      }),
    );
  }

  const floorMain = floor.mainThread;
  if (floorMain) {
    console.info(
      '\nMain thread, measured (longtask observer, until 5 s quiet): blocking ms, medians',
    );
    console.table(
      rows.map(({ scenario, figures }) => {
        const main = figures?.mainThread;
        if (!main) return { page: scenario.name };
        const row: Record<string, string | number> = { page: scenario.name };
        for (const rate of THROTTLING_RATES) {
          const site = medianOf(main[rate], (run) => run.blockingMs);
          const bare = medianOf(floorMain[rate], (run) => run.blockingMs);
          row[`${rate}× ms`] = site;
          row[`${rate}× floor`] = bare;
          row[`${rate}× ÷ floor`] = ratioText(site, bare);
          row[`${rate}× longest`] = medianOf(main[rate], (run) => run.longestMs);
          row[`${rate}× goal`] = blockingGoalMet(site, bare) ? 'met' : 'missed';
        }
        return row;
      }),
    );
  }
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  const pages = SCENARIOS.filter(
    (scenario) => options.pages.length === 0 || options.pages.includes(scenario.key),
  );
  if (pages.length === 0) throw new Error(`No page matches --pages=${options.pages.join(',')}`);
  if (options.build) execSync('npm run build', { cwd: repo, stdio: 'inherit' });
  // The floor is built with the site, or whenever it has not been built yet (`--no-build`).
  if (options.build || !existsSync(path.join(repo, 'shell/bench/floor/dist/index.html')))
    execSync('npx vite build --configLoader runner --config shell/bench/floor/vite.config.ts', {
      cwd: repo,
      stdio: 'inherit',
    });
  let browser: Browser | undefined;
  try {
    await startServer('shell/bench/site-server.ts', {
      PORT: String(BASE_PORT),
      CALCULATOR_PORT: String(BASE_PORT + 1),
      BLOG_PORT: String(BASE_PORT + 2),
      PAGES_PORT: String(BASE_PORT + 3),
      WEATHER_API_KEY: '',
    });
    await startServer('shell/bench/floor/serve.ts', { PORT: String(BASE_PORT + 4) });
    browser = await chromium.launch({
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const targets = [FLOOR, ...pages];
    const measured = new Map<string, Measured>();
    for (const target of targets)
      measured.set(target.key, { transfer: await transferFigures(browser, target) });
    if (options.lighthouse) {
      for (const [key, figures] of await lighthouseRounds(targets, options.runs)) {
        const entry = measured.get(key);
        if (entry) entry.lighthouse = figures;
      }
    }
    if (options.mainThread) {
      for (const [key, figures] of await mainThreadRounds(
        browser,
        targets,
        options.runs,
        options.reducedMotion,
      )) {
        const entry = measured.get(key);
        if (entry) entry.mainThread = figures;
      }
    }
    const extras = options.extras
      ? {
          submitToChancesMs: await formToChances(browser),
          languageSwitch: await languageSwitch(browser),
        }
      : {};

    printTables(pages, measured);
    if (extras.submitToChancesMs !== undefined)
      console.info(`Form submitted -> three chances on screen: ${extras.submitToChancesMs} ms`);
    if (extras.languageSwitch)
      console.info(
        `Language switch on the result page: ${extras.languageSwitch.ms} ms, ${kb(extras.languageSwitch.bytes)} fetched, ${extras.languageSwitch.weatherRequests} weather requests`,
      );
    mkdirSync(path.join(repo, 'bench-results'), { recursive: true });
    writeFileSync(
      path.join(repo, 'bench-results/latest.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          options,
          pages: Object.fromEntries(
            targets.map((t) => [t.key, { name: t.name, url: t.url, ...measured.get(t.key) }]),
          ),
          ...extras,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await browser?.close();
    stopServers();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
