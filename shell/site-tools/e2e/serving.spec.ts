import { E2E_PORTS } from '../../../playwright.config';
import { expect, test } from './fixtures';

test.describe('serving (npm start)', () => {
  test('hashed assets are immutable, entries revalidate, text is compressed', async ({
    request,
    page,
  }) => {
    const html = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    // A browser asks again each time; a shared cache may answer for the same page briefly
    // (docs/product/result-page.md#shared-caches).
    expect(html.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+,/);
    expect(html.headers()['content-encoding']).toMatch(/gzip|br/);

    const config = await request.get('/runtime-config.json');
    expect(config.headers()['cache-control']).toBe('no-cache');

    const entry = await request.get(`http://127.0.0.1:${E2E_PORTS.pages}/remoteEntry.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['content-encoding']).toBe('gzip');
    expect(entry.headers()['vary']).toMatch(/Origin/i);
    expect(entry.headers()['vary']).toMatch(/Accept-Encoding/i);
    // An entry is revalidated, so it carries a validator: a reload costs a 304.
    const etag = entry.headers()['etag'] ?? '';
    expect(etag).not.toBe('');
    const again = await request.get(`http://127.0.0.1:${E2E_PORTS.pages}/remoteEntry.js`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    });
    expect(again.status()).toBe(304);

    // The build's brotli copy, for browsers that take it.
    const brotli = await request.get(`http://127.0.0.1:${E2E_PORTS.pages}/remoteEntry.js`, {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(await brotli.text()).toBe(await entry.text());

    const assets: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/') && r.url().endsWith('.js')) assets.push(r.url());
    });
    await page.goto('/about');
    // The heading is the server's, there before any script: wait for the scripts themselves.
    await expect.poll(() => assets.length).toBeGreaterThan(0);
    const asset = await request.get(assets[0] ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never asked for again, so no validators or ranges: bytes saved on every script.
    for (const header of ['etag', 'last-modified', 'accept-ranges']) {
      expect(asset.headers()[header], header).toBeUndefined();
    }
  });
});
