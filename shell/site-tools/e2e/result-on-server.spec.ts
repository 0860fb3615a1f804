import { createSampleWeatherHandler } from '@snowday/sample-weather';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORTS } from '../../../playwright.config';
import { createReadiness } from '../../server/web/observability/health';
import { createLogger } from '../../server/core/observability/logger';
import { remoteSecurity } from '../../server/web/http/security';
import { parseServerEnv } from '../../server/core/server-env';
import { createShellApp } from '../../server/web/shell-app';
import { createStaticApp } from '../../server/web/http/static-app';
import { expect, LANGUAGES, prefix, t, test } from './fixtures';
import { isForecastRequest, pageWithoutJavaScript, recordLayoutShifts } from './page-helpers';
import { redeploy } from './redeploy';

/**
 * docs/product/result-page.md#rendered-on-the-server: a result link arrives answered, rendered by
 * the calculator's own server entry, and the browser takes the same markup over without asking
 * for the forecast again.
 */
const RESULT = '/result?location=14201&schoolType=Public&snowDays=0&userName=Sam';

test.describe('a result rendered on the server', () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: reads whole without JavaScript`, async ({ browser }) => {
      const page = await pageWithoutJavaScript(browser);
      const response = await page.goto(`${prefix(lang)}${RESULT}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-cache');
      const main = page.getByRole('main');
      await expect(main.getByTestId('greeting')).toContainText('Sam');
      await expect(main.getByTestId('place-name')).toHaveText('Buffalo, New York');
      await expect(main.getByTestId('headline-chance')).toHaveText(/\d/);
      await expect(main.getByTestId('headline-label')).not.toBeEmpty();
      await expect(main.getByTestId('day-chip')).toHaveCount(3);
      await expect(main.getByTestId('forecast-card')).toHaveCount(3);
      await expect(main.getByTestId('weather-alert').first()).toBeVisible();
      await expect(main.getByRole('status')).toHaveCount(0);
      // Disclosures open without scripts, with their words already there.
      await main.getByTestId('day-why').first().locator('> summary').click();
      await expect(main.getByTestId('day-why-lines').first()).toBeVisible();
      // The table of ranges is open from the start.
      await expect(
        main.getByRole('table', { name: t(lang, 'result', 'ranges.title') }),
      ).toBeVisible();
      // Controls that need scripts are not offered without them.
      await expect(main.getByTestId('units-toggle')).toBeHidden();
      await expect(main.getByTestId('share-copy')).toBeHidden();
      await expect(main.getByTestId('alerts-open')).toBeHidden();
      // The head names the place; the name stays out of it.
      await expect(page).toHaveTitle(/Buffalo, New York/);
      expect(await page.title()).not.toContain('Sam');
      await page.context().close();
    });
  }

  test('an unknown place is a 404 that says so, in the page’s language', async ({ browser }) => {
    const page = await pageWithoutJavaScript(browser);
    const response = await page.goto('/es/result?location=Atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('result-error')).toContainText('Atlantis');
    await page.context().close();
  });

  test('the browser takes it over: no forecast request, nothing moves', async ({ page }) => {
    const forecasts: string[] = [];
    page.on('request', (request) => {
      if (isForecastRequest(request.url())) forecasts.push(request.url());
    });
    const shifts = await recordLayoutShifts(page);
    await page.goto(`/fr${RESULT}`);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(forecasts).toEqual([]);
    expect(await shifts()).toEqual([]);
    // The page's forecast was read, and is gone from the page.
    await expect(page.locator('#forecast-data')).toHaveCount(0);
  });
});

test.describe('the first screen’s largest paint', () => {
  // Lighthouse's phone: its width decides which text block is the largest.
  test.use({ viewport: { width: 412, height: 823 } });

  test('is the headline’s words, painted from the server’s markup before the app takes over', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: { className: string; app: string | undefined }[] = [];
      (window as unknown as { largestPaints: typeof seen }).largestPaints = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          seen.push({
            className: entry.element?.className ?? '',
            app: document.documentElement.dataset.app,
          });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(RESULT);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    // Largest-paint entries stop at the first input: a click ends the record.
    await page.mouse.click(1, 400);
    const paints = await page.evaluate(
      () =>
        (window as unknown as { largestPaints: { className: string; app: string | undefined }[] })
          .largestPaints,
    );
    expect(paints.at(-1)?.className).toContain('headline__words');
    expect(paints.at(-1)?.app).not.toBe('ready');
  });
});

/**
 * A shell of its own, with a calculator served from a copy of its build and a weather service
 * that counts its calls: one call per place for server and browser together, and a calculator
 * deployed alone changing what the running server renders.
 */
test.describe('the calculator’s server entry, deployed on its own', () => {
  // One set of servers for both tests, on fixed ports: in one worker.
  test.describe.configure({ mode: 'serial' });
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const SHELL_PORT = E2E_PORTS.shell + 20;
  const CALCULATOR_PORT = E2E_PORTS.shell + 21;
  const WEATHER_PORT = E2E_PORTS.shell + 22;
  const shellOrigin = `http://127.0.0.1:${String(SHELL_PORT)}`;
  const servers: Server[] = [];
  const upstreamCalls: string[] = [];
  let calculatorDir: string;

  test.beforeAll(async () => {
    calculatorDir = mkdtempSync(path.join(tmpdir(), 'snowday-calculator-'));
    cpSync(path.join(repo, 'mfe-calculator/dist'), calculatorDir, {
      recursive: true,
      filter: (source) => !/\.(?:br|gz)$/.test(source),
    });
    const samples = createSampleWeatherHandler();
    const weather = createServer((req, res) => {
      upstreamCalls.push(req.url ?? '');
      samples(req, res);
    });
    const calculator = createStaticApp({
      root: calculatorDir,
      headers: remoteSecurity([shellOrigin]),
    });
    const env = parseServerEnv({
      PORT: String(SHELL_PORT),
      HOST: '127.0.0.1',
      // A "live" weather service: the key stays on this server, the browser asks the server.
      WEATHER_API_KEY: 'e2e-key',
      WEATHER_API_BASE: `http://127.0.0.1:${String(WEATHER_PORT)}/`,
      CALCULATOR_REMOTE_URL: `http://127.0.0.1:${String(CALCULATOR_PORT)}/remoteEntry.js`,
      BLOG_REMOTE_URL: `http://127.0.0.1:${String(E2E_PORTS.blog)}/remoteEntry.js`,
      PAGES_REMOTE_URL: `http://127.0.0.1:${String(E2E_PORTS.pages)}/remoteEntry.js`,
    });
    const readiness = createReadiness();
    readiness.markReady();
    const { app } = createShellApp({
      env,
      root: path.join(repo, 'shell/dist'),
      logger: createLogger('silent'),
      readiness,
    });
    const listen = (server: Server, port: number) =>
      new Promise<void>((resolve) => {
        server.listen(port, '127.0.0.1', resolve);
        servers.push(server);
      });
    await listen(weather, WEATHER_PORT);
    await listen(createServer(calculator), CALCULATOR_PORT);
    await listen(createServer(app), SHELL_PORT);
  });

  test.afterAll(() => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    rmSync(calculatorDir, { recursive: true, force: true });
  });

  test('one forecast call per place, for the server and the browser together', async ({ page }) => {
    const browserAsked: string[] = [];
    page.on('request', (request) => {
      if (isForecastRequest(request.url())) browserAsked.push(request.url());
    });
    const first = await page.goto(
      `${shellOrigin}/result?location=Denver&schoolType=Public&snowDays=1`,
    );
    const answered = (await first?.text())?.includes('data-testid="headline-chance"');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await page.waitForLoadState('networkidle');
    // A page answered on the server asks nothing more. One sent past the server's deadline (a
    // busy machine) has the browser ask, and its call joins the server's: one upstream call.
    if (answered) expect(browserAsked).toEqual([]);
    expect(upstreamCalls.filter((url) => /q=Denver/i.test(url))).toHaveLength(1);
    // The key went to the weather service from the server, never to the page.
    expect(await page.content()).not.toContain('e2e-key');
  });

  test('a calculator deployed alone changes the rendered result, without a shell restart', async ({
    request,
  }) => {
    const heading = t('en', 'result', 'heading');
    const renderedHeading = async () => {
      const html = await (await request.get(`${shellOrigin}/result?location=14201`)).text();
      return /<h1 id="result-title">([^<]*)</.exec(html)?.[1];
    };
    expect(await renderedHeading()).toBe(heading);
    redeploy(calculatorDir, heading, `${heading} (v2)`);
    // Read again within the lists' 30 seconds of freshness.
    await expect(async () => {
      expect(await renderedHeading()).toBe(`${heading} (v2)`);
    }).toPass({ timeout: 45_000, intervals: [2_000] });
  });
});
