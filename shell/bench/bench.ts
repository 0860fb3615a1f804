/**
 * `npm run bench` (issue 5): builds and serves the composed site, then measures what a visitor
 * on a phone gets: transfer and copies (Playwright + CDP) and Lighthouse's mobile run, plus the
 * time from submitting the form to the three chances, and a language switch on the result page.
 * Prints one table and writes bench-results/latest.json. Timings live here, never in tests.
 */
import { chromium, devices, type Browser, type Locator, type Page } from '@playwright/test';
import { spawn, execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  medianFigures,
  runLighthouse,
  type LighthouseFigures,
  type LighthouseResult,
} from './lighthouse-run';
import { recordTransfer, sharedProviders, type Transfer } from './measure-page';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE_PORT = 4880;
const origin = `http://127.0.0.1:${BASE_PORT}`;

interface Scenario {
  name: string;
  path: string;
  /** The moment a visitor can use the page: its main control or content is there. */
  ready: (page: Page) => Locator;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'home (cold)',
    path: '/',
    ready: (page) => page.getByRole('button', { name: 'Calculate Snow Day Chances' }),
  },
  { name: 'home, Chinese', path: '/zh', ready: (page) => page.locator('form button[type=submit]') },
  {
    name: 'result (sample)',
    path: '/result?location=14201&schoolType=Urban%20Public',
    ready: (page) => page.getByTestId('card-chance').nth(2),
  },
  {
    name: 'blog post',
    path: '/blog/the-science-of-snow',
    ready: (page) => page.locator('main article h2').first(),
  },
];

/** Lighthouse's timings vary from run to run on a busy machine: each page's median of five. */
const LIGHTHOUSE_RUNS = 5;

interface Row extends Transfer, LighthouseFigures {
  name: string;
  sharedCopies: number;
  requestsUntilUsable: number;
}

async function startServer(): Promise<() => void> {
  const server = spawn('npx', ['tsx', 'shell/server/compose.ts'], {
    cwd: repo,
    // A process group of its own: stopping npx alone left the server running, and the benchmark
    // waiting on it after printing its table.
    detached: true,
    env: {
      ...process.env,
      PORT: String(BASE_PORT),
      CALCULATOR_PORT: String(BASE_PORT + 1),
      BLOG_PORT: String(BASE_PORT + 2),
      PAGES_PORT: String(BASE_PORT + 3),
      WEATHER_API_KEY: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is ready')) resolve();
    });
    server.once('exit', () => reject(new Error('The server stopped')));
  });
  return () => {
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGINT');
  };
}

async function pageFigures(browser: Browser, scenario: Scenario) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const recording = await recordTransfer(page);
  await page.goto(`${origin}${scenario.path}`);
  await scenario.ready(page).waitFor();
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build'))
    execSync('npm run build', { cwd: repo, stdio: 'inherit' });
  const stop = await startServer();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      const lighthouse: LighthouseResult[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        lighthouse.push(await runLighthouse(`${origin}${scenario.path}`, chromePath));
      }
      rows.push({
        name: scenario.name,
        ...(await pageFigures(browser, scenario)),
        ...medianFigures(lighthouse),
      });
    }
    const submit = await formToChances(browser);
    const languageSwitchFigures = await languageSwitch(browser);

    console.table(
      rows.map((r) => ({
        page: r.name,
        requests: r.requests,
        'until usable': r.requestsUntilUsable,
        JS: kb(r.jsBytes),
        total: kb(r.totalBytes),
        'MF runtimes': r.runtimeCopies,
        'max copies/lib': r.sharedCopies,
        'LH score': r.score,
        'LCP ms': r.lcpMs,
        'TBT ms': r.tbtMs,
        'TBT range': r.tbtRangeMs.join('–'),
        'LH runs': r.runs,
        CLS: r.cls,
      })),
    );
    console.log(`Form submitted -> three chances on screen: ${submit} ms`);
    console.log(
      `Language switch on the result page: ${languageSwitchFigures.ms} ms, ${kb(languageSwitchFigures.bytes)} fetched, ${languageSwitchFigures.weatherRequests} weather requests`,
    );
    mkdirSync(path.join(repo, 'bench-results'), { recursive: true });
    writeFileSync(
      path.join(repo, 'bench-results/latest.json'),
      `${JSON.stringify({ date: new Date().toISOString(), pages: rows, submitToChancesMs: submit, languageSwitch: languageSwitchFigures }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
