import { HTML_LANG, LANGUAGES, localizePath, type Language } from '@snowday/shared-i18n/core';
import type { Express } from 'express';
import { APP_ICONS, BACKGROUND, BRAND_BLUE } from '../../../build/app-icons';
import type { SiteTexts } from './site-texts';

/** Each language's manifest: `/manifests/es.webmanifest` (docs/product/home-screen.md). */
export const manifestPath = (language: Language) => `/manifests/${language}.webmanifest`;

/** The page's links to its language's manifest and to the icon iOS puts on the home screen. */
export function manifestLinks(language: Language): string[] {
  return [
    `<link rel="manifest" href="${manifestPath(language)}" />`,
    `<link rel="apple-touch-icon" href="/${APP_ICONS.appleTouch.file}" />`,
  ];
}

/**
 * The web app manifest in one language: its name, its prefix as start and scope (English has
 * none, so its scope is the whole site), the brand's colours, and the icons.
 */
export function webManifest(texts: SiteTexts, language: Language): Record<string, unknown> {
  const start = localizePath(language, '/');
  const icon = (i: (typeof APP_ICONS)[keyof typeof APP_ICONS]) => ({
    src: `/${i.file}`,
    sizes: `${String(i.size)}x${String(i.size)}`,
    type: 'image/png',
    purpose: i.purpose,
  });
  return {
    id: start,
    name: texts.t(language, 'install:app.name'),
    short_name: texts.t(language, 'install:app.shortName'),
    description: texts.t(language, 'calculator:meta.description'),
    lang: HTML_LANG[language],
    dir: 'ltr',
    start_url: start,
    scope: start,
    display: 'standalone',
    theme_color: BRAND_BLUE,
    background_color: BACKGROUND.light,
    // Read by browsers that follow the dark scheme in installed apps; others keep the above.
    user_preferences: {
      color_scheme_dark: { theme_color: BACKGROUND.dark, background_color: BACKGROUND.dark },
    },
    icons: [APP_ICONS.icon192, APP_ICONS.icon512, APP_ICONS.maskable].map(icon),
  };
}

/** Serves the four manifests, revalidated on every load like the pages that link them. */
export function mountManifests(app: Express, texts: SiteTexts): void {
  for (const language of LANGUAGES) {
    const body = JSON.stringify(webManifest(texts, language));
    app.get(manifestPath(language), (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/manifest+json').send(body);
    });
  }
}
