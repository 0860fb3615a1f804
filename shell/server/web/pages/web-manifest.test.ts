import { LANGUAGES } from '@snowday/shared-i18n/core';
import { describe, expect, it } from 'vitest';
import { loadSiteTexts } from './site-texts';
import { manifestLinks, manifestPath, webManifest } from './web-manifest';

const texts = loadSiteTexts();

describe('web manifests', () => {
  it.each(LANGUAGES)('%s: its name, prefix, language and icons', (language) => {
    const manifest = webManifest(texts, language);
    const start = language === 'en' ? '/' : `/${language}`;
    expect(manifest).toMatchObject({
      id: start,
      start_url: start,
      scope: start,
      name: texts.t(language, 'install:app.name'),
      short_name: texts.t(language, 'install:app.shortName'),
      display: 'standalone',
      dir: 'ltr',
      lang: language === 'zh' ? 'zh-CN' : language,
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('gives each language a short name a home screen can show whole', () => {
    for (const language of LANGUAGES) {
      expect(texts.t(language, 'install:app.shortName').length).toBeLessThanOrEqual(15);
    }
  });

  it('links the manifest and the Apple touch icon from the page head', () => {
    expect(manifestLinks('fr')).toEqual([
      `<link rel="manifest" href="${manifestPath('fr')}" />`,
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
    ]);
  });
});
