import { WORD_BREAK_HTML, wordPieces } from '@snowday/shared-i18n/core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { fillOfflinePage, SCHOOL_TYPES_ELEMENT_ID } from '../src/service-worker/offline-page';
import { offlinePageHtml, type OfflineSiteTexts, type OfflineTexts } from './offline-page';
import enInstall from '@snowday/shared-i18n/locales/en/install.json';
import zhInstall from '@snowday/shared-i18n/locales/zh/install.json';
import frCalculator from '@snowday/shared-i18n/locales/fr/calculator.json';
import frInstall from '@snowday/shared-i18n/locales/fr/install.json';

const SITE: OfflineSiteTexts = {
  product: 'Snow Day Calculator',
  schoolTypes: { Public: 'Public' },
};
const offlinePage = (language: 'en' | 'zh', texts: OfflineTexts) =>
  offlinePageHtml(language, texts, SITE);
/** The page as a browser's parser reads it (the test itself runs in Node, as the build does). */
const parse = (html: string) => new JSDOM(html).window.document;
const page = (language: 'en' | 'zh', texts: OfflineTexts) => parse(offlinePage(language, texts));

describe('the offline page (docs/product/result-page.md#typography)', () => {
  it('breaks its Chinese texts between words only, the texts themselves unchanged', () => {
    const html = offlinePage('zh', zhInstall.offline);
    const body = wordPieces(zhInstall.offline.body, 'zh');
    expect(body.length).toBeGreaterThan(3);
    expect(html).toContain(`<p><span>${body.join(WORD_BREAK_HTML)}</span></p>`);
    const shown = page('zh', zhInstall.offline);
    expect(shown.querySelector('h1')?.textContent).toBe(zhInstall.offline.title);
    expect(shown.querySelector('main .card p')?.textContent).toBe(zhInstall.offline.body);
    expect(shown.title).toBe(zhInstall.offline.metaTitle);
    // The title is text only: a tag there would be shown as written.
    expect(html).toContain(`<title>${zhInstall.offline.metaTitle}</title>`);
    expect(html).toMatch(/:lang\(zh\) \{ word-break: keep-all;/);
  });

  it('leaves other languages as they are written', () => {
    const html = offlinePage('en', enInstall.offline);
    expect(html).not.toContain('<wbr');
    expect(html).toContain(`<p>${enInstall.offline.body}</p>`);
  });

  it('names the site, and lists kept results by place, school type and time in its language', () => {
    const template = offlinePageHtml('fr', frInstall.offline, {
      product: 'Snow Day Calculator',
      schoolTypes: frCalculator.schoolTypes,
    });
    const html = fillOfflinePage(template, 'fr', [
      {
        url: 'https://snow.example/result?location=14201&schoolType=Urban+Public',
        savedAt: 'Thu, 26 Nov 2026 21:05:00 GMT',
        placeName: 'Buffalo, New York',
      },
      { url: 'https://snow.example/fr/result?location=14201&schoolType=Boarding' },
    ]);
    const shown = parse(html);
    expect(shown.querySelector('.site')?.textContent).toBe('Snow Day Calculator');
    expect(shown.getElementById(SCHOOL_TYPES_ELEMENT_ID)?.getAttribute('type')).toBe(
      'application/json',
    );
    const items = [...shown.querySelectorAll('[data-testid="offline-results"] li')];
    expect(items.map((item) => item.querySelector('a')?.textContent)).toEqual([
      'Buffalo, New York',
      '14201',
    ]);
    expect(items[0]?.querySelector('bdi')?.getAttribute('lang')).toBe('en');
    expect(items[0]?.textContent).toContain(frCalculator.schoolTypes.UrbanPublic);
    expect(items[0]?.querySelector('time')).not.toBeNull();
    expect(items[1]?.textContent).toContain(frCalculator.schoolTypes.Boarding);
  });
});
