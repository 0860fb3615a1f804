import { VISITOR_NAME_ATTRIBUTE } from '@snowday/shared-i18n/contract';
import { KEEPABLE_RESULT_HEADER } from '@snowday/shared-i18n/settings';
import { describe, expect, it } from 'vitest';
import { followsKeepRules, greetsByName, keptCopy, withoutNameParameter } from './kept-results';

const origin = 'https://snow.example';
const greeting = `<p class="greeting" ${VISITOR_NAME_ATTRIBUTE}=""><strong>Hi <bdi>Samantha</bdi>!</strong> Boots by the door.</p>`;
const page = (name = true) =>
  `<!doctype html><html><head><title>Buffalo</title></head><body><main><div class="prediction-panel">${name ? greeting : ''}<h2>Buffalo, New York</h2></div></main></body></html>`;

/** A result page as the server sends it. */
const served = (body: string, status = 200, keepable = true) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(new TextEncoder().encode(body).length),
      ETag: 'W/"named"',
      Date: 'Thu, 26 Nov 2026 21:05:00 GMT',
      ...(keepable ? { [KEEPABLE_RESULT_HEADER]: '1' } : {}),
    },
  });

describe('the result pages the worker keeps', () => {
  it('files a result under its address without the name, written one way', () => {
    expect(
      withoutNameParameter(`${origin}/result?location=New%20York&userName=Sam&snowDays=2`),
    ).toBe(`${origin}/result?location=New+York&snowDays=2`);
    expect(withoutNameParameter(`${origin}/es/result?location=New+York#top`)).toBe(
      `${origin}/es/result?location=New+York`,
    );
    expect(withoutNameParameter(`${origin}/result?userName=Sam`)).toBe(`${origin}/result`);
  });

  it('knows a page that greets by name, as the calculator reads the name', () => {
    expect(greetsByName(`${origin}/result?location=Buffalo&userName=Sam`)).toBe(true);
    expect(greetsByName(`${origin}/result?location=Buffalo&userName=%20%20`)).toBe(false);
    expect(greetsByName(`${origin}/result?location=Buffalo`)).toBe(false);
  });

  it('keeps an answer without a name as it came', async () => {
    const response = served(page(false));
    expect(await keptCopy(`${origin}/result?location=Buffalo`, response)).toBe(response);
  });

  it('keeps a named answer as the page without the name', async () => {
    const copy = await keptCopy(
      `${origin}/result?location=Buffalo&userName=Samantha`,
      served(page()),
    );
    expect(copy?.status).toBe(200);
    const html = await copy?.text();
    expect(html).toBe(page(false));
    expect(html).not.toContain('Samantha');
    expect(copy?.headers.get('Date')).toBe('Thu, 26 Nov 2026 21:05:00 GMT');
    expect(copy?.headers.get('Content-Length')).toBeNull();
    expect(copy?.headers.get('ETag')).toBeNull();
  });

  it('keeps no failure: an unmarked page, a 4xx or a 5xx', async () => {
    const address = `${origin}/result?location=Atlantis`;
    // The weather service failed: the page is a 200 that says so, and the server does not mark it.
    expect(await keptCopy(address, served(page(false), 200, false))).toBeNull();
    expect(await keptCopy(address, served(page(false), 404))).toBeNull();
    expect(await keptCopy(address, served(page(false), 429))).toBeNull();
    expect(await keptCopy(address, served(page(false), 500))).toBeNull();
  });

  it('keeps nothing of a named page whose marked element never ends', async () => {
    const broken = page().replace('</p>', '');
    expect(
      await keptCopy(`${origin}/result?location=Buffalo&userName=Samantha`, served(broken)),
    ).toBeNull();
  });

  it('drops what an earlier worker kept under other rules', () => {
    const key = `${origin}/result?location=Buffalo`;
    expect(followsKeepRules(key, served(page(false)))).toBe(true);
    expect(followsKeepRules(`${key}&userName=Sam`, served(page(false)))).toBe(false);
    expect(followsKeepRules(key, served(page(false), 200, false))).toBe(false);
    expect(followsKeepRules(key, undefined)).toBe(false);
  });
});
