import { E2E_PORTS } from '../../../playwright.config';
import { expect, test } from './fixtures';

const remoteEntry = `http://127.0.0.1:${E2E_PORTS.calculator}/remoteEntry.js`;

test.describe('browser security (docs/product/hardening.md#browser-security)', () => {
  test('pages carry a strict CSP and the protective headers', async ({ request }) => {
    const response = await request.get('/fr/about');
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(`http://127.0.0.1:${E2E_PORTS.pages}`);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('the site works under its CSP, sharing included', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.goto('/result?location=14201');
    await expect(page.getByTestId('headline-chance')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('share-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('snow-day-14201.png');
    await page.goto('/blog/the-science-of-snow');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('remotes may be loaded only by the shell origins', async ({ request, baseURL }) => {
    const shell = new URL(baseURL ?? '').origin;
    const allowed = await request.get(remoteEntry, { headers: { Origin: shell } });
    expect(allowed.headers()['access-control-allow-origin']).toBe(shell);
    const stranger = await request.get(remoteEntry, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
    expect(stranger.headers()['x-content-type-options']).toBe('nosniff');
    // Framing rules belong on documents: the remote's own page carries them.
    const page = await request.get(new URL('/', remoteEntry).href);
    expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('the weather key never reaches the browser', async ({ request }) => {
    const config = await (await request.get('/runtime-config.json')).json();
    expect(config.settings.weather.apiKey).toBeNull();
    expect(config.settings.weather.apiBase).toMatch(/\/api\/weather$/);
  });
});
