// @vitest-environment jsdom
import { WORD_BREAK_HTML, wordPieces } from '@snowday/shared-i18n/core';
import { describe, expect, it } from 'vitest';
import { offlinePageHtml, type OfflineTexts } from './offline-page';
import enInstall from '@snowday/shared-i18n/locales/en/install.json';
import zhInstall from '@snowday/shared-i18n/locales/zh/install.json';

const page = (language: 'en' | 'zh', texts: OfflineTexts) =>
  new DOMParser().parseFromString(offlinePageHtml(language, texts), 'text/html');

describe('the offline page (docs/product/result-page.md#typography)', () => {
  it('breaks its Chinese texts between words only, the texts themselves unchanged', () => {
    const html = offlinePageHtml('zh', zhInstall.offline);
    const body = wordPieces(zhInstall.offline.body, 'zh');
    expect(body.length).toBeGreaterThan(3);
    expect(html).toContain(`<p><span>${body.join(WORD_BREAK_HTML)}</span></p>`);
    const shown = page('zh', zhInstall.offline);
    expect(shown.querySelector('h1')?.textContent).toBe(zhInstall.offline.title);
    expect(shown.querySelector('main p')?.textContent).toBe(zhInstall.offline.body);
    expect(shown.title).toBe(zhInstall.offline.metaTitle);
    // The title is text only: a tag there would be shown as written.
    expect(html).toContain(`<title>${zhInstall.offline.metaTitle}</title>`);
    expect(html).toMatch(/:lang\(zh\) \{ word-break: keep-all;/);
  });

  it('leaves other languages as they are written', () => {
    const html = offlinePageHtml('en', enInstall.offline);
    expect(html).not.toContain('<wbr');
    expect(html).toContain(`<p>${enInstall.offline.body}</p>`);
  });
});
