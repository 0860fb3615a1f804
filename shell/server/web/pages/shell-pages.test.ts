import { LANGUAGES } from '@snowday/shared-i18n/core';
import express from 'express';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROME_FILE, CHROME_VARIANTS } from '../../../build/chrome-file';
import { createSectionHints } from './section-hints';
import type { RenderedResult } from '../result-page/result-renderer';
import { buildRuntimeConfig, parseServerEnv } from '../../core/server-env';
import { firstFetches, mountShellPages } from './shell-pages';

const here = path.dirname(fileURLToPath(import.meta.url));

const config = (env: Record<string, string> = {}) => buildRuntimeConfig(parseServerEnv(env));

describe('firstFetches (docs/product/performance.md#first-paint: the forecast starts with the page)', () => {
  it('names the forecast of a result page, as the calculator will ask for it', () => {
    expect(firstFetches('result', { location: '  K1A 0B1 ' }, config())).toEqual([
      '/api/weather/v2/forecast?q=K1A%200B1&days=3',
    ]);
  });

  it('names nothing without a location, or on other pages', () => {
    expect(firstFetches('result', {}, config())).toEqual([]);
    expect(firstFetches('result', { location: '   ' }, config())).toEqual([]);
    expect(firstFetches('result', { location: ['a', 'b'] }, config())).toEqual([]);
    expect(firstFetches('home', { location: '14201' }, config())).toEqual([]);
    expect(firstFetches(undefined, { location: '14201' }, config())).toEqual([]);
  });
});

describe('a result page never waits long for the weather or a render (docs/decisions/012-one-paint.md#first-byte)', () => {
  const TEMPLATE = readFileSync(path.join(here, '../../../index.html'), 'utf8');
  const root = mkdtempSync(path.join(tmpdir(), 'shell-pages-'));
  writeFileSync(path.join(root, 'index.html'), TEMPLATE);
  const frame = {
    top: '<header></header><main id="main"><div id="page-root">',
    bottom: '</div></main><footer></footer>',
  };
  writeFileSync(
    path.join(root, CHROME_FILE),
    JSON.stringify(
      Object.fromEntries(
        LANGUAGES.map((l) => [l, Object.fromEntries(CHROME_VARIANTS.map((v) => [v, frame]))]),
      ),
    ),
  );
  // Remotes nothing answers: no frames or heads, the registry's texts.
  const noRemote = () => Promise.reject(new Error('unreachable'));
  const hints = createSectionHints(
    { calculator: 'http://x.test/a.js', blog: 'http://x.test/b.js', pages: 'http://x.test/c.js' },
    noRemote,
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function serve(render: () => Promise<RenderedResult | undefined>) {
    const app = express();
    mountShellPages(app, root, {
      siteUrl: 'https://snow.example',
      runtimeConfig: config(),
      hints,
      results: { render },
      resultDeadlineMs: 200,
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    return { origin: `http://127.0.0.1:${String(port)}`, close: () => server.close() };
  }

  it('sends the chrome and the loading state, status 200, once a hung render passes the deadline', async () => {
    const site = await serve(() => new Promise(() => undefined));
    const started = performance.now();
    const response = await fetch(`${site.origin}/fr/result?location=Buffalo`);
    const html = await response.text();
    const waited = performance.now() - started;
    site.close();
    expect(response.status).toBe(200);
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(2_000);
    expect(html).toContain('<header></header>');
    // The browser asks for the forecast with the page, and finishes the job.
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/weather/');
    expect(html).not.toContain('data-hydrate');
  });

  it("sends the section's answer and its true status when it comes within the deadline", async () => {
    const site = await serve(() =>
      Promise.resolve({
        status: 404,
        html: '<p class="result__error">We could not find “Atlantis”.</p>',
        head: { title: 'Not found', description: 'Check another place' },
      }),
    );
    const response = await fetch(`${site.origin}/result?location=Atlantis`);
    const html = await response.text();
    site.close();
    expect(response.status).toBe(404);
    expect(html).toContain(
      '<div class="page-island" data-hydrate=""><p class="result__error">We could not find “Atlantis”.</p></div>',
    );
  });
});
