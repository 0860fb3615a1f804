import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startShellWithoutBuild,
  type ShellWithoutBuild,
} from '../../site-tools/testing/shell-without-build';

/** Every header a proxy or a visitor could use to name another host. */
const FORGED = {
  Host: 'evil.example',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'gopher',
  'X-Forwarded-Server': 'evil.example',
  'X-Forwarded-For': '203.0.113.9',
  Forwarded: 'for=203.0.113.9;host=evil.example;proto=gopher',
  'X-Original-Host': 'evil.example',
};

/** Each kind of answer the shell gives: pages of every section and language, 404, feeds, config. */
export const FORGED_HOST_PATHS = [
  '/',
  '/es/',
  '/result?location=14201&schoolType=public&snowDays=2',
  '/fr/result?location=Paris',
  '/blog',
  '/zh/blog/understanding-snow-day-predictions',
  '/about',
  '/privacy',
  '/es/contact',
  '/no-such-page',
  '/sitemap.xml',
  '/robots.txt',
  '/runtime-config.json',
  '/api/weather/v2/forecast?q=14201&days=3',
  '/api/weather/v1/forecast.json?q=14201&days=3',
  '/healthz',
  '/readyz',
];

function get(port: number, pathname: string) {
  return new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: pathname, headers: FORGED, agent: false };
    const req = request(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, head: JSON.stringify(res.headers), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const PORT = Number(process.env.E2E_PORT_BASE ?? 4280) + 17;

describe.each([
  { name: 'without SITE_URL', siteUrl: '', expected: `http://127.0.0.1:${String(PORT)}` },
  { name: 'with SITE_URL', siteUrl: 'https://snow.example', expected: 'https://snow.example' },
])('forged Host and X-Forwarded-* headers, $name', ({ siteUrl, expected }) => {
  let shell: ShellWithoutBuild;

  beforeAll(async () => {
    shell = await startShellWithoutBuild({ PORT: String(PORT), SITE_URL: siteUrl });
  });
  afterAll(() => shell.close());

  it.each(FORGED_HOST_PATHS)('%s never names the forged host', async (pathname) => {
    const { status, head, body } = await get(PORT, pathname);
    expect(status).toBeLessThan(500);
    for (const text of [head, body]) {
      expect(text).not.toMatch(/evil|gopher|203\.0\.113/);
    }
  });

  it('builds absolute addresses from the settings, and the forecast address from the path', async () => {
    const page = (await get(PORT, '/fr/result?location=Paris')).body;
    expect(page).toContain(`<link rel="canonical" href="${expected}/fr/result" />`);
    expect(page).toContain(`hreflang="x-default" href="${expected}/result"`);
    expect(page).toContain('href="/api/weather/v2/forecast?q=Paris&#38;days=3"');
    expect((await get(PORT, '/robots.txt')).body).toContain(`Sitemap: ${expected}/sitemap.xml`);
    expect((await get(PORT, '/sitemap.xml')).body).toContain(`<loc>${expected}/es/about</loc>`);
    const config = JSON.parse((await get(PORT, '/runtime-config.json')).body) as {
      settings: { siteUrl: string; weather: { apiBase: string } };
    };
    expect(config.settings.siteUrl).toBe(expected);
    expect(config.settings.weather.apiBase).toBe('/api/weather');
  });
});
