/**
 * `npm run bench`: builds and serves the composed site and, beside it, a floor page (the
 * smallest React + React Router page, `floor/`), then measures both in the same run: what is
 * transferred (Playwright + CDP), Lighthouse's simulated mobile run at 4× and 10× CPU slowdown,
 * the main thread itself under the same slowdowns (`main-thread.ts`), how fast taps answer at
 * 10× (`interactions.ts`), and how soon a tap on each page's primary control first works at both
 * slowdowns, with the blocking until then (`first-tap.ts`). Rounds alternate the floor and the site, and each figure is printed
 * as a ratio to the floor's of the same round, with its spread, since absolute timings move with
 * the machine. Also times the form to the three chances and a language switch. Writes
 * bench-results/latest.json. Timings live here, never in tests. `--help` lists the options.
 */
import { chromium, devices, type Browser } from '@playwright/test';
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBenchOptions } from './bench-options';
import { measureFirstTap, type FirstTapRun } from './first-tap';
import { measureInteraction } from './interactions';
import { runLighthouse } from './lighthouse-run';
import { measureMainThread, type MainThreadRun } from './main-thread';
import { recordTransfer, sharedProviders } from './measure-page';
import {
  kb,
  printTables,
  summary,
  type FirstTapFigures,
  type Measured,
  type Rate,
  type TransferRow,
} from './print-tables';
import {
  firstTapScenarios,
  floorScenario,
  interactionScenarios,
  pageScenarios,
  type Scenario,
} from './scenarios';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// BENCH_PORT_BASE lets several people bench on one machine: the site takes four ports from it,
// the floor page the fifth.
const BASE_PORT = Number(process.env.BENCH_PORT_BASE ?? 4880);
const origin = `http://127.0.0.1:${BASE_PORT}`;
const floorOrigin = `http://127.0.0.1:${BASE_PORT + 4}`;
const FLOOR = floorScenario(floorOrigin);
/** Taps are timed at the slower phone's rate only: at 4× every one answers within a frame or two. */
const INTERACTION_RATE = 10;

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
 * Round by round: in each round the floor and then every page, so that a busy minute on the
 * machine weighs on the floor as on the site; all rounds at one slowdown, then the next.
 */
async function inRounds<S extends { key: string; name: string }, T>(
  label: string,
  targets: S[],
  { runs, rates }: { runs: number; rates: readonly Rate[] },
  measure: (target: S, rate: Rate) => Promise<T>,
) {
  const results = new Map<string, Record<Rate, T[]>>(
    targets.map((t) => [t.key, { 4: [], 10: [] }]),
  );
  for (const rate of rates) {
    for (let run = 0; run < runs; run += 1) {
      for (const target of targets) {
        console.info(`${label} at ${rate}× ${run + 1}/${runs}: ${target.name}`);
        results.get(target.key)?.[rate].push(await measure(target, rate));
      }
    }
  }
  return results;
}

async function interactionRounds(browser: Browser, runs: number) {
  const scenarios = interactionScenarios(origin, floorOrigin);
  const results = new Map<string, { name: string; ms: number[] }>(
    scenarios.map((s) => [s.key, { name: s.name, ms: [] }]),
  );
  for (let run = 0; run < runs; run += 1) {
    for (const scenario of scenarios) {
      console.info(`Tap at ${INTERACTION_RATE}× ${run + 1}/${runs}: ${scenario.name}`);
      // One lost tap (a page that never became ready on a busy machine) costs its figure, not
      // the whole run's.
      const ms = await measureInteraction(browser, scenario, INTERACTION_RATE).catch(
        (error: unknown) => {
          console.warn(`${scenario.name}: ${String(error)}`);
          return Number.NaN;
        },
      );
      if (Number.isFinite(ms)) results.get(scenario.key)?.ms.push(ms);
    }
  }
  return results;
}

/**
 * The first working tap of every primary control of the pages asked for, and the floor's, round
 * by round at each slowdown. A round where the page never answered keeps NaN: it is said in the
 * table, not dropped.
 */
async function firstTapRounds(
  browser: Browser,
  pages: string[],
  rounds: { runs: number; rates: readonly Rate[] },
) {
  const scenarios = firstTapScenarios(origin, floorOrigin).filter(
    (scenario) => scenario.page === 'floor' || pages.includes(scenario.page),
  );
  // The site's server fetches its sections' markup with its first pages and sends a page
  // without it while it waits: every page is asked for once first, as the bytes' visits do.
  for (const url of new Set(scenarios.map((scenario) => scenario.url)))
    await fetch(url).then((response) => response.text());
  const results = await inRounds(
    'First working tap',
    scenarios,
    rounds,
    (scenario, rate): Promise<FirstTapRun> =>
      measureFirstTap(browser, scenario, rate).catch((error: unknown) => {
        console.warn(`${scenario.name}: ${String(error)}`);
        const none = Number.NaN;
        return {
          tapMs: none,
          blockingMs: none,
          visibleMs: none,
          drawnBeforeApp: false,
          taps: 0,
          lost: 0,
        };
      }),
  );
  return scenarios.map((scenario): FirstTapFigures => ({
    scenario,
    runs: results.get(scenario.key) ?? { 4: [], 10: [] },
  }));
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  const pages = pageScenarios(origin).filter(
    (scenario) => options.pages.length === 0 || options.pages.includes(scenario.key),
  );
  if (pages.length === 0) throw new Error(`No page matches --pages=${options.pages.join(',')}`);
  if (options.build) execSync('npm run build', { cwd: repo, stdio: 'inherit' });
  // The floor is built with the site, or whenever it has not been built yet (`--no-build`).
  if (options.build || !existsSync(path.join(repo, 'shell/site-tools/bench/floor/dist/index.html')))
    execSync(
      'npx vite build --configLoader runner --config shell/site-tools/bench/floor/vite.config.ts',
      {
        cwd: repo,
        stdio: 'inherit',
      },
    );
  let browser: Browser | undefined;
  try {
    await startServer('shell/site-tools/bench/site-server.ts', {
      PORT: String(BASE_PORT),
      CALCULATOR_PORT: String(BASE_PORT + 1),
      BLOG_PORT: String(BASE_PORT + 2),
      PAGES_PORT: String(BASE_PORT + 3),
      WEATHER_API_KEY: '',
      // Its own embedded database: `npm start` may hold the default one meanwhile.
      DATA_DIR: path.join(tmpdir(), `snowday-bench-${String(BASE_PORT)}`),
    });
    await startServer('shell/site-tools/bench/floor/serve.ts', { PORT: String(BASE_PORT + 4) });
    const launched = await chromium.launch({
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    browser = launched;
    const targets = [FLOOR, ...pages];
    const measured = new Map<string, Measured>();
    for (const target of targets)
      measured.set(target.key, {
        transfer: options.transfer ? await transferFigures(browser, target) : undefined,
      });
    if (options.lighthouse) {
      const runs = await inRounds('Lighthouse', targets, options, (target, rate) =>
        runLighthouse(target.url, chromePath, rate),
      );
      for (const [key, lhrs] of runs) {
        const entry = measured.get(key);
        if (entry) entry.lighthouse = lhrs;
      }
    }
    if (options.mainThread) {
      const runs = await inRounds(
        'Main thread',
        targets,
        options,
        (target, rate): Promise<MainThreadRun> =>
          measureMainThread(launched, target.url, rate, {
            reducedMotion: options.reducedMotion,
          }),
      );
      for (const [key, figures] of runs) {
        const entry = measured.get(key);
        if (entry) entry.mainThread = figures;
      }
    }
    const interactions = options.interactions
      ? await interactionRounds(launched, options.runs)
      : undefined;
    const firstTap = options.firstTap
      ? await firstTapRounds(
          launched,
          pages.map((page) => page.key),
          options,
        )
      : undefined;
    const extras = options.extras
      ? {
          submitToChancesMs: await formToChances(browser),
          languageSwitch: await languageSwitch(browser),
        }
      : {};

    printTables([...pages, FLOOR], measured, interactions, firstTap);
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
            targets.map((t) => [
              t.key,
              { name: t.name, url: t.url, ...summary(measured.get(t.key)) },
            ]),
          ),
          interactions: interactions && Object.fromEntries(interactions),
          firstTap:
            firstTap &&
            Object.fromEntries(
              firstTap.map(({ scenario, runs }) => [
                scenario.key,
                {
                  name: scenario.name,
                  url: scenario.url,
                  floorKey: scenario.floorKey,
                  limitKey: scenario.limitKey,
                  runs,
                },
              ]),
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
