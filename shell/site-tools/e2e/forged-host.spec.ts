import { request } from 'node:http';
import { E2E_PORTS } from '../../../playwright.config';
import { expect, test } from './fixtures';

const FORGED = {
  Host: 'evil.example',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'gopher',
  Forwarded: 'host=evil.example;proto=gopher',
};

function get(path: string) {
  return new Promise<string>((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port: E2E_PORTS.shell,
      path,
      headers: FORGED,
      agent: false,
    };
    const req = request(options, (res) => {
      let body = JSON.stringify(res.headers);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

// The built site, sections' frames included, with SITE_URL unset (docs/product/public-addresses.md).
test('no answer of the composed site names a forged host', async () => {
  const paths = [
    '/',
    '/result?location=14201',
    '/zh/result?location=Paris',
    '/blog',
    '/es/blog/understanding-snow-day-predictions',
    '/fr/about',
    '/privacy',
    '/contact',
    '/missing',
    '/sitemap.xml',
    '/robots.txt',
    '/runtime-config.json',
  ];
  for (const path of paths) {
    const answer = await get(path);
    expect(answer, path).not.toMatch(/evil|gopher/);
  }
  expect(await get('/fr/about')).toContain(
    `<link rel="canonical" href="http://127.0.0.1:${E2E_PORTS.shell}/fr/about" />`,
  );
});
