import { formatDeviceTime } from '@snowday/shared-i18n/core';
import { describe, expect, it } from 'vitest';
import {
  fillOfflinePage,
  isResultPath,
  offlineLanguage,
  RECENT_RESULTS_MARK,
  RECENT_SECTION_HIDDEN,
} from './offline-page';

const TEMPLATE = `<section ${RECENT_SECTION_HIDDEN}><ul>${RECENT_RESULTS_MARK}</ul></section>`;
const origin = 'https://snow.example';

describe('the offline page', () => {
  it('is in the language of the page asked for', () => {
    expect(offlineLanguage('/fr/about')).toBe('fr');
    expect(offlineLanguage('/zh-cn/blog')).toBe('zh');
    expect(offlineLanguage('/about')).toBe('en');
  });

  it('knows a result page in any language', () => {
    expect(isResultPath('/result')).toBe(true);
    expect(isResultPath('/es/result/')).toBe(true);
    expect(isResultPath('/es/results')).toBe(false);
    expect(isResultPath('/blog/result')).toBe(false);
  });

  it('stays as it is, the list hidden, when nothing is kept', () => {
    expect(fillOfflinePage(TEMPLATE, 'en', [])).toBe(TEMPLATE);
  });

  it('lists the kept results newest first, as text, each with its time', () => {
    const older = 'Thu, 26 Nov 2026 08:00:00 GMT';
    const newer = 'Thu, 26 Nov 2026 21:05:00 GMT';
    const html = fillOfflinePage(TEMPLATE, 'es', [
      { url: `${origin}/es/result?location=Buffalo&snowDays=1`, savedAt: older },
      { url: `${origin}/es/result?location=%3Cb%3E%22x%22&schoolType=Public`, savedAt: newer },
      { url: `${origin}/es/result`, savedAt: newer },
    ]);
    expect(html).not.toContain(RECENT_SECTION_HIDDEN);
    expect(html).toContain('data-recent');
    expect(html).not.toContain('<b>');
    const items = html.match(/<li>.*?<\/li>/g) ?? [];
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<bdi lang="es">&#60;b&#62;&#34;x&#34;</bdi>');
    expect(items[0]).toContain(formatDeviceTime(new Date(newer), 'es'));
    expect(items[1]).toContain('href="/es/result?location=Buffalo&#38;snowDays=1"');
    expect(items[1]).toContain(`datetime="${new Date(older).toISOString()}"`);
  });

  it('never lists a name, whatever it is given', () => {
    const html = fillOfflinePage(TEMPLATE, 'en', [
      { url: `${origin}/result?location=Buffalo&userName=Samantha&snowDays=2` },
    ]);
    expect(html).not.toContain('Samantha');
    expect(html).toContain('href="/result?location=Buffalo&#38;snowDays=2"');
  });
});
