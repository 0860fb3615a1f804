import {
  SERVER_ENTRY_PROTOCOL,
  VISITOR_NAME_ATTRIBUTE,
  VISITOR_NAME_MARKER,
  type ResultRenderAnswer,
  type ResultRenderRequest,
} from '@snowday/shared-i18n/contract';
import type { Request, Response } from 'express';
import { sampleSiteForecast } from '@snowday/sample-weather/forecasts';
import { readSiteForecast } from '@snowday/shared-i18n/contract/forecast';
import { describe, expect, it } from 'vitest';
import type { PageForecast } from '../forecast-endpoint/forecast-endpoint';
import type { RenderProcess, ServerEntrySource } from '../../section-runner';
import { createResultRenderer } from './result-renderer';

const SETTINGS: ResultRenderRequest['settings'] = {
  siteUrl: 'https://snowday.example',
  contactFormUrl: null,
  contactEmail: null,
  weather: { apiBase: '/api/weather', apiKey: null, sample: false },
};

/** A section that greets whoever its query names, and counts what it was asked. */
function fakeSection(fail = false) {
  const asked: ResultRenderRequest[] = [];
  const renderProcess = {
    render: (_file: string, request: ResultRenderRequest): Promise<ResultRenderAnswer> => {
      asked.push(request);
      if (fail) return Promise.reject(new Error('the render took longer than 2000 ms'));
      const name = new URLSearchParams(request.search).get('userName') ?? '';
      return Promise.resolve({
        status: request.forecast.status === 200 ? 200 : 404,
        html: `<p title="${name}">Hi ${name}! ${request.forecast.body}</p>`,
        head: { title: 'Buffalo', description: 'd' },
      });
    },
  } satisfies Pick<RenderProcess, 'render'>;
  return { asked, renderProcess };
}

const source = (file: string | undefined, protocol = SERVER_ENTRY_PROTOCOL): ServerEntrySource => ({
  current: () => Promise.resolve(file),
  warm: () => Promise.resolve(),
  state: () => (file ? 'held' : 'none'),
  protocolOf: (asked) => (asked === file ? protocol : undefined),
});

function visit(url: string, ip = '203.0.113.7'): { req: Request; res: Response } {
  const req = {
    originalUrl: url,
    ip,
    acceptsLanguages: () => ['fr-CA', 'fr'],
  } as unknown as Request;
  return { req, res: {} as Response };
}

function renderer(
  section: ReturnType<typeof fakeSection>,
  forecast: PageForecast = { kind: 'ok', body: '{"v":1}', maxAgeSeconds: 600 },
  file: string | null = '/tmp/render-result-a.mjs',
  protocol = SERVER_ENTRY_PROTOCOL,
) {
  return createResultRenderer({
    settings: SETTINGS,
    pageForecast: () => Promise.resolve(forecast),
    calculator: {
      source: source(file ?? undefined, protocol),
      renderProcess: section.renderProcess,
    },
  });
}

describe('results rendered on the server, and the copies kept of them', () => {
  it('renders a query once for every visitor, each greeted by their own name', async () => {
    const section = fakeSection();
    const results = renderer(section);
    const sam = visit('/result?location=Buffalo&userName=Sam');
    const ana = visit('/result?location=Buffalo&userName=%20Ana%20');
    const first = await results.render(sam.req, sam.res, 'en', 'Buffalo');
    const second = await results.render(ana.req, ana.res, 'en', 'Buffalo');
    expect(first?.html).toBe('<p title="Sam">Hi Sam! {"v":1}</p>');
    expect(second?.html).toBe('<p title="Ana">Hi Ana! {"v":1}</p>');
    expect(section.asked).toHaveLength(1);
    // The section never saw a name, so nothing kept holds one.
    expect(section.asked[0]?.search).toBe(
      `?location=Buffalo&schoolType=Public&snowDays=0&userName=${VISITOR_NAME_MARKER}`,
    );
    // Nor the visitor's languages: the page is the same for whoever asks for its address.
    expect(section.asked[0]).not.toHaveProperty('browserLanguage');
  });

  it('renders by what the page reads: parameters it does not read make no new render', async () => {
    const section = fakeSection();
    const results = renderer(section);
    for (const url of [
      '/result?location=Buffalo&snowDays=2',
      '/result?x=1&location=%20Buffalo%20&snowDays=2abc&schoolType=Hogwarts',
      '/result?location=Buffalo&snowDays=2&utm_source=chat&units=miles&x=2',
      '/result?snowDays=2&location=Buffalo&snowDays=9',
    ]) {
      const { req, res } = visit(url);
      await results.render(req, res, 'en', 'Buffalo');
    }
    expect(section.asked.map((request) => request.search)).toEqual([
      '?location=Buffalo&schoolType=Public&snowDays=2',
    ]);
    const units = visit('/result?location=Buffalo&snowDays=2&units=us');
    await results.render(units.req, units.res, 'en', 'Buffalo');
    expect(section.asked[1]?.search).toBe(
      '?location=Buffalo&schoolType=Public&snowDays=2&units=us',
    );
  });

  it('renders once for visits that arrive while the same render is under way', async () => {
    const section = fakeSection();
    const results = renderer(section);
    const answers = await Promise.all(
      ['Sam', 'Ana', 'Lee'].map((name) => {
        const { req, res } = visit(`/result?location=Buffalo&userName=${name}&x=${name}`);
        return results.render(req, res, 'en', 'Buffalo');
      }),
    );
    expect(section.asked).toHaveLength(1);
    expect(answers.map((answer) => answer?.html)).toEqual([
      '<p title="Sam">Hi Sam! {"v":1}</p>',
      '<p title="Ana">Hi Ana! {"v":1}</p>',
      '<p title="Lee">Hi Lee! {"v":1}</p>',
    ]);
  });

  it('counts only renders the sandbox makes against the visitor, and stops at the limit', async () => {
    const section = fakeSection();
    const taken: string[] = [];
    const results = createResultRenderer({
      settings: SETTINGS,
      pageForecast: () => Promise.resolve({ kind: 'ok', body: '{"v":1}', maxAgeSeconds: 600 }),
      calculator: {
        source: source('/tmp/render-result-a.mjs'),
        renderProcess: section.renderProcess,
      },
      renderLimit: {
        take: (req) => {
          taken.push(req.ip ?? '');
          return Promise.resolve(taken.length <= 2);
        },
      },
    });
    const page = (url: string, ip?: string) => {
      const { req, res } = visit(url, ip);
      return results.render(req, res, 'en', 'Buffalo');
    };
    expect(await page('/result?location=Buffalo&snowDays=1')).toBeDefined();
    // Kept: no count, however the address is dressed.
    expect(await page('/result?location=Buffalo&snowDays=1&x=1')).toBeDefined();
    expect(await page('/result?location=Buffalo&snowDays=2')).toBeDefined();
    // A third render over the limit: the page is served without it (the browser renders).
    expect(await page('/result?location=Buffalo&snowDays=3')).toBeUndefined();
    expect(section.asked).toHaveLength(2);
    expect(taken).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7']);
    // A link preview's render says so, for its image to be refused.
    const { req, res } = visit('/og/result.png?location=Buffalo&snowDays=4');
    expect(await results.preview(req, res, 'en', 'Buffalo')).toBe('limited');
  });

  it('escapes the name wherever it goes', async () => {
    const results = renderer(fakeSection());
    const { req, res } = visit('/result?location=Buffalo&userName=%3Cscript%3E%22x');
    const answer = await results.render(req, res, 'en', 'Buffalo');
    expect(answer?.html).toBe(
      '<p title="&#60;script&#62;&#34;x">Hi &#60;script&#62;&#34;x! {"v":1}</p>',
    );
  });

  it('keeps renders by their bytes, not only by their count', async () => {
    const large = fakeSection();
    const render = large.renderProcess.render;
    // A section whose every answer is 499 KB: eight would be 4 MB.
    large.renderProcess.render = async (file, request) => {
      const answer = await render(file, request);
      return { ...answer, html: `${answer.html}${'x'.repeat(499_000)}` };
    };
    const results = createResultRenderer({
      settings: SETTINGS,
      pageForecast: () => Promise.resolve({ kind: 'ok', body: '{"v":1}', maxAgeSeconds: 600 }),
      calculator: {
        source: source('/tmp/render-result-a.mjs'),
        renderProcess: large.renderProcess,
      },
      keptBytes: 2_000_000,
    });
    const page = (n: number) => visit(`/result?location=Buffalo&snowDays=${String(n)}`);
    for (let n = 0; n < 8; n += 1) {
      const { req, res } = page(n);
      await results.render(req, res, 'en', 'Buffalo');
    }
    // The last three fit in 2 MB; the first went long ago and is rendered again.
    const last = page(7);
    await results.render(last.req, last.res, 'en', 'Buffalo');
    expect(large.asked).toHaveLength(8);
    const first = page(0);
    await results.render(first.req, first.res, 'en', 'Buffalo');
    expect(large.asked).toHaveLength(9);
  });

  it('renders again for another language, query or forecast', async () => {
    const section = fakeSection();
    const results = renderer(section);
    const { req, res } = visit('/result?location=Buffalo');
    await results.render(req, res, 'en', 'Buffalo');
    await results.render(req, res, 'fr', 'Buffalo');
    const other = visit('/result?location=Buffalo&snowDays=2');
    await results.render(other.req, other.res, 'fr', 'Buffalo');
    expect(section.asked).toHaveLength(3);
    const fresher = renderer(section, { kind: 'ok', body: '{"v":2}', maxAgeSeconds: 600 });
    expect((await fresher.render(req, res, 'en', 'Buffalo'))?.html).toContain('{"v":2}');
  });

  it('carries the answer for the browser, a forecast or a refusal', async () => {
    const { req, res } = visit('/result?location=Buffalo');
    const answered = await renderer(fakeSection()).render(req, res, 'en', 'Buffalo');
    expect(answered?.embedded).toEqual({
      location: 'Buffalo',
      status: 200,
      maxAgeSeconds: 600,
      body: { v: 1 },
    });
    const refused = await renderer(fakeSection(), {
      kind: 'refused',
      status: 400,
      body: '{"error":{"code":1006}}',
      maxAgeSeconds: 0,
    }).render(req, res, 'en', 'Buffalo');
    expect(refused?.status).toBe(404);
    expect(refused?.embedded).toEqual({
      location: 'Buffalo',
      status: 400,
      maxAgeSeconds: 0,
      body: { error: { code: 1006 } },
    });
  });

  it('tells the section when the visitor is over the limit', async () => {
    const section = fakeSection();
    const { req, res } = visit('/result?location=Buffalo');
    await renderer(section, {
      kind: 'limited',
      status: 429,
      body: '{"error":{"code":9998}}',
    }).render(req, res, 'en', 'Buffalo');
    expect(section.asked[0]?.forecast.status).toBe(429);
  });

  it('lets the device keep only answers, and only where the name can be taken out', async () => {
    /** A section as the calculator answers (a preview with an answer), its greeting marked. */
    const section = (markup: (name: string) => string) => ({
      render: (_file: string, request: ResultRenderRequest): Promise<ResultRenderAnswer> => {
        const name = new URLSearchParams(request.search).get('userName');
        const answered = request.forecast.status === 200;
        return Promise.resolve({
          status: request.forecast.status === 400 ? 404 : 200,
          html: `${name === null ? '' : markup(name)}<h2>Buffalo</h2>`,
          head: { title: 'Buffalo', description: 'd' },
          ...(answered
            ? {
                preview: {
                  title: 't',
                  description: 'd',
                  imageAlt: 'a',
                  card: { place: 'p', days: [] },
                },
              }
            : {}),
        });
      },
    });
    const marked = section((name) => `<p ${VISITOR_NAME_ATTRIBUTE}="">Hi ${name}!</p>`);
    const loose = section(
      (name) => `<p ${VISITOR_NAME_ATTRIBUTE}="">Hi ${name}!</p><i>${name}</i>`,
    );
    const results = (
      renderProcess: Pick<RenderProcess, 'render'>,
      forecast: PageForecast = { kind: 'ok', body: '{"v":1}', maxAgeSeconds: 600 },
    ) =>
      createResultRenderer({
        settings: SETTINGS,
        pageForecast: () => Promise.resolve(forecast),
        calculator: { source: source('/tmp/render-result-a.mjs'), renderProcess },
      });
    const named = visit('/result?location=Buffalo&userName=Sam');
    const nameless = visit('/result?location=Buffalo');
    const keepable = async (
      renderProcess: Pick<RenderProcess, 'render'>,
      { req, res }: ReturnType<typeof visit>,
      forecast?: PageForecast,
    ) => (await results(renderProcess, forecast).render(req, res, 'en', 'Buffalo'))?.keepable;

    expect(await keepable(marked, named)).toBe(true);
    expect(await keepable(marked, nameless)).toBe(true);
    expect(await keepable(loose, nameless)).toBe(true);
    // The name also outside the marked elements: a copy without them would still hold it.
    expect(await keepable(loose, named)).toBeUndefined();
    const unknown: PageForecast = { kind: 'refused', status: 400, body: '{}', maxAgeSeconds: 0 };
    expect(await keepable(marked, nameless, unknown)).toBeUndefined();
    const failed: PageForecast = { kind: 'failed', status: 502, body: '{}', maxAgeSeconds: 0 };
    // The weather service failed: the page is a 200 that says so, never kept.
    expect(await keepable(marked, nameless, failed)).toBeUndefined();
    // A link preview's head is never a page.
    const head = await results(marked).preview(named.req, named.res, 'en', 'Buffalo');
    expect(head !== 'limited' && head?.keepable).toBeFalsy();
    expect(head).toMatchObject({ head: { title: 'Buffalo' } });
  });

  it('lets shared caches keep only a page that answers, for everyone, without a name', async () => {
    const answering = {
      render: (_file: string, request: ResultRenderRequest): Promise<ResultRenderAnswer> => {
        const name = new URLSearchParams(request.search).get('userName');
        return Promise.resolve({
          status: request.forecast.status === 200 ? 200 : 404,
          html: `<p>Hi ${name ?? ''}</p>`,
          head: { title: 'Buffalo', description: 'd' },
          ...(request.forecast.status === 200
            ? {
                preview: {
                  title: 't',
                  description: 'd',
                  imageAlt: 'a',
                  card: { place: 'p', days: [] },
                },
              }
            : {}),
        });
      },
    };
    const shared = async (url: string, forecast: PageForecast) => {
      const { req, res } = visit(url);
      const results = createResultRenderer({
        settings: SETTINGS,
        pageForecast: () => Promise.resolve(forecast),
        calculator: { source: source('/tmp/render-result-a.mjs'), renderProcess: answering },
      });
      return (await results.render(req, res, 'en', 'Buffalo'))?.sharedForSeconds;
    };
    const fresh: PageForecast = { kind: 'ok', body: '{"v":1}', maxAgeSeconds: 420 };
    expect(await shared('/result?location=Buffalo', fresh)).toBe(420);
    expect(await shared('/result?location=Buffalo&userName=Sam', fresh)).toBeUndefined();
    const unknown: PageForecast = { kind: 'refused', status: 400, body: '{}', maxAgeSeconds: 0 };
    expect(await shared('/result?location=Atlantis', unknown)).toBeUndefined();
    const expiring: PageForecast = { kind: 'ok', body: '{"v":1}', maxAgeSeconds: 0 };
    expect(await shared('/result?location=Buffalo', expiring)).toBeUndefined();
  });

  it('gives up quietly without an entry or when the render fails: the page is served as before', async () => {
    const { req, res } = visit('/result?location=Buffalo');
    expect(
      await renderer(fakeSection(), undefined, null).render(req, res, 'en', 'Buffalo'),
    ).toBeUndefined();
    expect(await renderer(fakeSection(true)).render(req, res, 'en', 'Buffalo')).toBeUndefined();
  });
});

describe('a calculator of the earlier release (docs/decisions/015-own-forecast-contract.md#rollout)', () => {
  const stored = JSON.stringify(sampleSiteForecast('Buffalo', 3, new Date()));

  it.each([
    [SERVER_ENTRY_PROTOCOL, 'the site’s own forecast', (body: unknown) => body],
    [2, 'WeatherAPI’s shape', (body: unknown) => readSiteForecast(body)],
  ])('of protocol %i gets, and its page embeds, %s', async (protocol, _shape, asRead) => {
    const section = fakeSection();
    const results = renderer(
      section,
      { kind: 'ok', body: stored, maxAgeSeconds: 600 },
      undefined,
      protocol,
    );
    const { req, res } = visit('/result?location=Buffalo');
    const rendered = await results.render(req, res, 'en', 'Buffalo');
    const sent: unknown = JSON.parse(section.asked[0]?.forecast.body ?? 'null');
    const embedded = rendered?.embedded?.body;
    expect(embedded).toEqual(sent);
    // Either way, the same forecast; only the earlier one is without the contract's mark.
    expect(asRead(sent)).toEqual(JSON.parse(stored));
    expect(typeof sent === 'object' && sent !== null && 'contract' in sent).toBe(
      protocol === SERVER_ENTRY_PROTOCOL,
    );
  });
});
