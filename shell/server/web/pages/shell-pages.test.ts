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
import { loadSiteTexts } from './site-texts';

const here = path.dirname(fileURLToPath(import.meta.url));

const config = (env: Record<string, string> = {}) => buildRuntimeConfig(parseServerEnv(env));

describe('firstFetches (docs/product/performance.md#first-paint: the forecast starts with the page)', () => {
  it('names the forecast of a result page, as the calculator will ask for it', () => {
    expect(firstFetches('result', { location: '  K1A 0B1 ' }, config())).toEqual([
      '/api/weather/v2/forecast?q=K1A%200B1&days=3',
    ]);
  });

  it('names the first place of a repeated parameter, as the page reads it', () => {
    expect(firstFetches('result', { location: ['14201', 'Buffalo'] }, config())).toEqual([
      '/api/weather/v2/forecast?q=14201&days=3',
    ]);
  });

  it('names nothing without a location, or on other pages', () => {
    expect(firstFetches('result', {}, config())).toEqual([]);
    expect(firstFetches('result', { location: '   ' }, config())).toEqual([]);
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
    { fetchImpl: noRemote },
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

describe('who may keep a page (docs/product/result-page.md#shared-caches)', () => {
  const TEMPLATE = readFileSync(path.join(here, '../../../index.html'), 'utf8');
  const root = mkdtempSync(path.join(tmpdir(), 'shell-pages-caches-'));
  writeFileSync(path.join(root, 'index.html'), TEMPLATE);
  const frame = { top: '<main><div id="page-root">', bottom: '</div></main>' };
  writeFileSync(
    path.join(root, CHROME_FILE),
    JSON.stringify(
      Object.fromEntries(
        LANGUAGES.map((l) => [l, Object.fromEntries(CHROME_VARIANTS.map((v) => [v, frame]))]),
      ),
    ),
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  // The pages section publishes a frame of About; nothing else answers.
  const hints = createSectionHints(
    {
      calculator: 'http://x.test/a.js',
      blog: 'http://x.test/b.js',
      pages: 'http://pages.test/c.js',
    },
    {
      fetchImpl: async (url) =>
        url === 'http://pages.test/section-frames.json'
          ? Response.json({ frames: { '/about': '<h1>About</h1>' } })
          : Promise.reject(new Error('unreachable')),
    },
  );
  const answer = (extra: Partial<RenderedResult>): RenderedResult => ({
    status: 200,
    html: '<p>60%</p>',
    head: { title: 'Buffalo', description: 'd' },
    preview: { title: 't', description: 'd', imageAlt: 'a', card: { place: 'Buffalo', days: [] } },
    ...extra,
  });

  async function cacheControlOf(url: string, rendered?: RenderedResult) {
    const app = express();
    mountShellPages(app, root, {
      siteUrl: 'https://snow.example',
      runtimeConfig: config(),
      hints,
      results: { render: () => Promise.resolve(rendered) },
      resultDeadlineMs: 200,
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${String(port)}${url}`);
      return response.headers.get('cache-control');
    } finally {
      server.close();
    }
  }

  it('lets shared caches keep a result without a name for as long as its forecast is fresh', async () => {
    expect(
      await cacheControlOf('/result?location=Buffalo', answer({ sharedForSeconds: 420 })),
    ).toBe('public, max-age=0, s-maxage=420, stale-while-revalidate=60, stale-if-error=3600');
  });

  it("keeps a result the server rendered with a name in the visitor's browser only", async () => {
    expect(await cacheControlOf('/result?location=Buffalo&userName=Sam', answer({}))).toBe(
      'private, no-cache',
    );
  });

  it('lets no one keep a result sent without its answer, or a page that is not there', async () => {
    expect(await cacheControlOf('/result?location=Buffalo')).toBe('no-cache');
    expect(await cacheControlOf('/nowhere')).toBe('no-cache');
  });

  it('lets shared caches keep a prerendered page, shortly', async () => {
    expect(await cacheControlOf('/about')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=60, stale-if-error=3600',
    );
  });
});

describe('what the server does without scripts, as the app would', () => {
  const texts = loadSiteTexts();
  const TEMPLATE = readFileSync(path.join(here, '../../../index.html'), 'utf8');
  const root = mkdtempSync(path.join(tmpdir(), 'shell-pages-moves-'));
  writeFileSync(path.join(root, 'index.html'), TEMPLATE);
  const frame = { top: '<main><div id="page-root">', bottom: '</div></main>' };
  writeFileSync(
    path.join(root, CHROME_FILE),
    JSON.stringify(
      Object.fromEntries(
        LANGUAGES.map((l) => [l, Object.fromEntries(CHROME_VARIANTS.map((v) => [v, frame]))]),
      ),
    ),
  );
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  // The blog publishes one post, in French; nothing else answers.
  const hints = createSectionHints(
    {
      calculator: 'http://x.test/a.js',
      blog: 'http://blog.test/b.js',
      pages: 'http://x.test/c.js',
    },
    {
      fetchImpl: async (url) =>
        url === 'http://blog.test/section-frames.json'
          ? Response.json({ frames: { '/fr/blog/une-tempete': '<article>…</article>' } })
          : Promise.reject(new Error('unreachable')),
    },
  );

  async function visit(url: string) {
    const app = express();
    mountShellPages(app, root, { siteUrl: 'https://snow.example', runtimeConfig: config(), hints });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${String(port)}${url}`, {
        redirect: 'manual',
      });
      return {
        status: response.status,
        location: response.headers.get('location'),
        html: await response.text(),
      };
    } finally {
      server.close();
    }
  }

  it('sends a result without a place to the home page of its language', async () => {
    expect(await visit('/result')).toMatchObject({ status: 302, location: '/' });
    expect(await visit('/zh/result?location=%20%20&schoolType=Public')).toMatchObject({
      status: 302,
      location: '/zh',
    });
    expect((await visit('/fr/result?location=Montr%C3%A9al')).status).toBe(200);
  });

  it('sends the zh-CN alias to the Chinese page, with its query', async () => {
    expect(await visit('/zh-CN/about?x=1')).toMatchObject({
      status: 302,
      location: '/zh/about?x=1',
    });
    expect(await visit('/ZH-cn/result?location=Harbin')).toMatchObject({
      status: 302,
      location: '/zh/result?location=Harbin',
    });
  });

  it('says a post the blog does not publish is not found, in its words, with the way back', async () => {
    const { status, html } = await visit('/fr/blog/pas-un-article');
    expect(status).toBe(404);
    expect(html).toContain(
      `<h1 class="page-intro__title">${texts.t('fr', 'blog:notFoundTitle')}</h1>`,
    );
    expect(html).toContain(`<a href="/fr/blog">${texts.t('fr', 'blog:back')}</a>`);
    // An address that is no page at all says the site's own "not found".
    const nowhere = await visit('/fr/nulle-part');
    expect(nowhere.status).toBe(404);
    expect(nowhere.html).not.toContain(texts.t('fr', 'blog:notFoundTitle'));
  });
});
