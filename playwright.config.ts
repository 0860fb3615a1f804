import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * End-to-end tests drive the built, composed site (`npm run build` first): the shell and each
 * remote on its own port, sample weather on 127.0.0.1, in Debian's Chromium. Browsers are never
 * downloaded; nothing reaches the internet.
 */
// E2E_PORT_BASE lets several runs share a machine (CI uses the default).
const base = Number(process.env.E2E_PORT_BASE ?? 4280);
export const E2E_PORTS = { shell: base, calculator: base + 1, blog: base + 2, pages: base + 3 };
/** `npm run dev -w <remote>` servers, on ports of their own for the test run. */
export const STANDALONE_PORTS = { calculator: base + 4, blog: base + 5, pages: base + 6 };
const origin = `http://127.0.0.1:${E2E_PORTS.shell}`;
/**
 * The alerts' and reports' embedded database, apart from a developer's `npm start`. Emptied at
 * each start: a result recorded on an earlier day would make its day a passed one, and the
 * result pages would ask "Was school closed?" in a run that expects no question.
 */
const dataDir = path.join(tmpdir(), `snowday-e2e-${String(base)}`);

export default defineConfig({
  testDir: './shell/site-tools/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Every page now also registers the service worker, which caches the files it saw in the
  // background: the specs that walk several pages came within a few seconds of 30 s on two
  // busy cores. A test that is wrong still fails on its first assertion.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: origin,
    // The snowfall animates 50 flakes for as long as a page is open, and with the GPU off every
    // frame is drawn in software: on two cores it took more CPU than the tests themselves (the
    // same four axe checks ran in 2.9 min with it, 1.1 min without). Tests read the site as a
    // visitor who asked for less motion; the tests about motion ask for it themselves.
    reducedMotion: 'reduce',
    // The service worker caches every file a page loads in the background, on every fresh context:
    // on two cores that was a third of the whole run's CPU. Specs about the worker (offline,
    // home screen, alerts, a section's update) allow it with `test.use`; the rest read the site
    // as its first visit does, before the worker has installed.
    serviceWorkers: 'block',
    // Recording a trace snapshots the page at every step of every test, passing or not: in CI
    // only the retry of a failed test records one (the first failure's message and the retry's
    // trace tell the story); locally, where there is no retry, every failure keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // A question is asked about a place-day only once a chance was published for it: the
      // server starts with one for each sample place's last days (docs/product/accuracy.md#abuse).
      command: `rm -rf '${dataDir}' && npx tsx shell/site-tools/testing/seed-published-chances.ts && npx tsx shell/server/compose.ts`,
      // Ready once it has read the sections' lists and started the calculator's sandbox, so the
      // first result page of a test is rendered as any later one is.
      url: `${origin}/readyz`,
      reuseExistingServer: false,
      // The sandbox starts with the server: on a busy two-core machine, a minute or more.
      timeout: 120_000,
      env: {
        PORT: String(E2E_PORTS.shell),
        CALCULATOR_PORT: String(E2E_PORTS.calculator),
        BLOG_PORT: String(E2E_PORTS.blog),
        PAGES_PORT: String(E2E_PORTS.pages),
        HOST: '127.0.0.1',
        WEATHER_API_KEY: '',
        SITE_URL: '',
        CONTACT_FORM_URL: 'https://forms.example.org/snow-day-contact',
        DATA_DIR: dataDir,
      },
    },
    // Promise 3: each remote runs alone for development (`npm run dev -w <remote>`).
    ...Object.entries(STANDALONE_PORTS).map(([remote, port]) => ({
      command: `npm run dev -w mfe-${remote} -- --host 127.0.0.1 --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
});
