import { ACCURACY_URLS, ALERTS_URLS } from '@snowday/shared-i18n/contract';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './http-client';
import { startStormRig, type StormRig } from './storm-rig';

/** Ports of this run: 120 from the base (CI's default, or E2E_PORT_BASE + 120 beside others). */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4280) + 120;
/** What only a visitor's own request carries: none of it may be in a file nginx keeps. */
const NAME = 'Zephyrine Quillfeather';
const DEVICE = 'device-5c1f0e2a9b7d4c3e';
const TOKEN = 'report-token-8d2e61f4';
const PLACES = ['14201', 'Denver', 'Calgary', 'Paris', 'K1A 0B1'];
/** What only a result rendered on the server holds. */
const RENDERED = 'data-testid="headline-chance"';

interface Kept {
  file: string;
  key: string;
  headers: string;
  body: string;
}

/** Every answer nginx keeps on disk: the key it is kept under, its headers and its body. */
function keptAnswers(folder: string): Kept[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk(folder);
  return files.map((file) => {
    const bytes = readFileSync(file);
    const keyAt = bytes.indexOf('\nKEY: ');
    const keyEnd = bytes.indexOf('\n', keyAt + 6);
    const bodyAt = bytes.indexOf('\r\n\r\n', keyEnd);
    const headers = bytes.subarray(keyEnd + 1, bodyAt).toString('latin1');
    const raw = bytes.subarray(bodyAt + 4);
    const body = /^content-encoding:\s*gzip/im.test(headers)
      ? gunzipSync(raw).toString('utf8')
      : raw.toString('utf8');
    return { file, key: bytes.subarray(keyAt + 6, keyEnd).toString('utf8'), headers, body };
  });
}

/**
 * nginx's cache in front of an instance (docs/deploy/nginx.conf, standing for a CDN): what a
 * shared cache keeps is read from its files, after visitors with names, devices and tokens have
 * asked for the same pages as visitors without.
 */
describe('what nginx keeps for everyone', () => {
  let rig: StormRig;
  beforeAll(async () => {
    rig = await startStormRig({
      portBase: PORT_BASE,
      instances: 1,
      nginx: true,
      redis: false,
      readyTimeoutMs: 110_000,
    });
  }, 120_000);
  afterAll(() => rig?.close(), 30_000);

  it('keeps nameless results and never a name, a token or a device’s answer', async () => {
    const site = rig.siteUrl;
    const personal = { Cookie: `device=${DEVICE}; token=${TOKEN}`, 'X-Device': DEVICE };
    const visits: Promise<unknown>[] = [];
    for (const [i, place] of PLACES.entries()) {
      const visitor = client(`127.0.0.${String(30 + i)}`, 4);
      const result = `/result?location=${encodeURIComponent(place)}&schoolType=Public&snowDays=2`;
      const named = `${result}&userName=${encodeURIComponent(NAME)}`;
      // The same page with a name and without, in both encodings, and the personal APIs.
      for (const encoding of ['gzip', 'identity']) {
        const headers = { ...personal, 'Accept-Encoding': encoding };
        visits.push(
          visitor.get(`${site}${result}`, headers),
          visitor.get(`${site}${named}`, headers),
          visitor.get(`${site}${ACCURACY_URLS.ask}?location=${place}&schoolType=Public`, {
            ...headers,
            'X-Snowday-Device': DEVICE,
          }),
          visitor.get(`${site}${ALERTS_URLS.subscriptions}/${TOKEN}`, headers),
          visitor.get(`${site}/api/weather/v1/forecast.json?q=${place}&days=3`, headers),
        );
      }
      visits.push(visitor.get(`${site}/fr/result?location=${place}&userName=${NAME}`));
    }
    await Promise.all(visits);
    // Asked again: a nameless result now comes from the cache, a named one never does.
    const again = client('127.0.0.50', 4);
    const plain = { 'Accept-Encoding': 'identity' };
    const kept = await again.get(
      `${site}/result?location=Denver&schoolType=Public&snowDays=2`,
      plain,
    );
    const named = await again.get(
      `${site}/result?location=Denver&schoolType=Public&snowDays=2&userName=${encodeURIComponent(NAME)}`,
      plain,
    );
    // A shared link's tracking parameters find the same kept page.
    const tracked = await again.get(
      `${site}/result?location=Denver&utm_source=chat&schoolType=Public&snowDays=2&fbclid=x1`,
      plain,
    );
    again.close();
    expect(kept.headers['x-cache-status'], JSON.stringify(kept.headers)).toBe('HIT');
    expect(tracked.headers['x-cache-status']).toBe('HIT');
    expect(kept.body).toContain(RENDERED);
    expect(named.headers['x-cache-status']).not.toBe('HIT');
    expect(named.body).toContain(NAME);

    // nginx writes a kept answer once it has it whole.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answers = [
      ...keptAnswers(path.join(rig.runtime, 'pages')),
      ...keptAnswers(path.join(rig.runtime, 'cache')),
    ];
    // Each rendered nameless result is kept (one the busy server sent without its answer is not,
    // and must not be): Denver's, asked again above, among them.
    const results = answers.filter((a) => a.key.startsWith('/result?'));
    expect(
      results.some((a) => a.key.startsWith('/result?location=Denver&')),
      answers.map((a) => a.key).join('\n'),
    ).toBe(true);
    expect(results.every((a) => a.body.includes(RENDERED))).toBe(true);
    const personalIn = answers.filter((a) =>
      [NAME, encodeURIComponent(NAME), DEVICE, TOKEN].some(
        (text) => a.key.includes(text) || a.headers.includes(text) || a.body.includes(text),
      ),
    );
    expect(personalIn.map((a) => a.key)).toEqual([]);
    // Only what said a shared cache may keep it, and nothing that set a cookie or is an API's own.
    expect(answers.filter((a) => !/^cache-control:.*\bpublic\b/im.test(a.headers))).toEqual([]);
    expect(answers.filter((a) => /^set-cookie:/im.test(a.headers))).toEqual([]);
    expect(answers.filter((a) => /^\/api\/(?!weather\/)/.test(a.key)).map((a) => a.key)).toEqual(
      [],
    );
  }, 60_000);
});
