import {
  SERVER_ENTRY_PROTOCOL,
  VISITOR_NAME_MARKER,
  type ResultRenderRequest,
} from '@snowday/shared-i18n/contract';
import type { Request, Response } from 'express';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderProcess } from '../../section-runner/render-process';
import { createResultRenderer } from './result-renderer';

/**
 * docs/product/hardening.md#state-between-visitors: a module's state
 * lives as long as its sandbox, from one visitor's call to the next. This module keeps every
 * request it is given and writes them all into each page it renders, the worst a section could do
 * with that state; what reaches a later visitor is then exactly what the sandbox was ever given.
 */
const REMEMBERING_ENTRY = `
export const protocol = ${String(SERVER_ENTRY_PROTOCOL)};
const remembered = [];
export async function renderResult(request) {
  remembered.push(request);
  return { status: 200, html: JSON.stringify(remembered), head: { title: 'T', description: 'D' } };
}
export async function outlook(request) {
  remembered.push(request);
  return { kind: 'unreadable' };
}
`;

const folder = mkdtempSync(path.join(os.tmpdir(), 'module-state-test-'));
const entry = path.join(folder, 'render-result-remembering.mjs');
writeFileSync(entry, REMEMBERING_ENTRY);
const renderProcess = createRenderProcess({ protocol: SERVER_ENTRY_PROTOCOL });
afterAll(async () => {
  renderProcess.close();
  // Its folder goes once the sandbox has exited: gone before the next file of this worker runs,
  // which may count its own.
  const mine = () =>
    readdirSync(os.tmpdir()).some((name) =>
      name.startsWith(`snowday-sandbox-${String(process.pid)}-`),
    );
  for (let i = 0; i < 60 && mine(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
});

/** A visitor as express hands one to the renderer: everything a request can carry about them. */
function visitor(url: string, who: { ip: string; cookie: string; name: string }) {
  const req = {
    originalUrl: url,
    ip: who.ip,
    headers: { cookie: who.cookie, 'x-report-device': `device-of-${who.name}` },
    get: (header: string) => (header.toLowerCase() === 'cookie' ? who.cookie : undefined),
    acceptsLanguages: () => ['en-US'],
  } as unknown as Request;
  return { req, res: {} as Response };
}

describe('a module’s state between visitors', { timeout: 60_000 }, () => {
  it('is shared, and holds nothing of one visitor that another may not read in the page’s address', async () => {
    const results = createResultRenderer({
      settings: {
        siteUrl: 'https://snowday.example',
        contactFormUrl: null,
        contactEmail: null,
        weather: { apiBase: '/api/weather', apiKey: null, sample: false },
      },
      pageForecast: () => Promise.resolve({ kind: 'ok', body: '{"v":1}', maxAgeSeconds: 600 }),
      calculator: {
        source: {
          current: () => Promise.resolve(entry),
          warm: () => Promise.resolve(),
          state: () => 'held',
          protocolOf: () => SERVER_ENTRY_PROTOCOL,
        },
        renderProcess,
      },
    });
    const ada = { ip: '198.51.100.23', cookie: 'session=ada-secret-cookie', name: 'Ada Lovelace' };
    const bob = { ip: '203.0.113.77', cookie: 'session=bob-secret-cookie', name: 'Bob' };
    const first = visitor(`/result?location=14201&userName=${encodeURIComponent(ada.name)}`, ada);
    await results.render(first.req, first.res, 'en', '14201');
    await renderProcess.outlook(entry, {
      forecast: { status: 200, body: '{"v":1}' },
      askers: [{ location: '14201', schoolType: 'Public', snowDays: 2 }],
    });
    const second = visitor('/result?location=Quebec&userName=Bob', bob);
    const page = await results.render(second.req, second.res, 'en', 'Quebec');
    const html = page?.html ?? '';
    // Shared: the second visitor's page was rendered by a module that remembers the first call.
    const remembered = JSON.parse(
      html.replaceAll('Bob', VISITOR_NAME_MARKER),
    ) as (ResultRenderRequest & { askers?: unknown })[];
    expect(remembered).toHaveLength(3);
    expect(remembered[0]?.search).toBe(
      `?location=14201&schoolType=Public&snowDays=0&userName=${VISITOR_NAME_MARKER}`,
    );
    // Harmless: nothing there is the first visitor's own. Not the name (the sandbox only ever
    // sees the marker), the address, the cookie or the device; nothing an alert's subscriber
    // gave but the place, school type and snow days its alert is about.
    for (const secret of ['Ada', 'Lovelace', ada.ip, 'ada-secret-cookie', 'device-of', bob.ip]) {
      expect(html).not.toContain(secret);
    }
    expect(Object.keys(remembered[0] ?? {}).sort()).toEqual([
      'forecast',
      'language',
      'search',
      'settings',
    ]);
    expect(Object.keys(remembered[1] ?? {}).sort()).toEqual(['askers', 'forecast']);
  });
});
