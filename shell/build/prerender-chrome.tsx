import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { i18n, initI18n, LANGUAGES, languageStore } from '@snowday/shared-i18n';
import { CHROME_FILE, type ChromeFrames } from './chrome-file';
import { renderChrome } from './chrome-markup';
import { offlinePageHtml } from './offline-page';
import { offlinePagePath } from '../src/worker/offline-page';

// `npm run build -w shell` then renders the chrome in every language for the server's frame.
const frames: Partial<ChromeFrames> = {};
for (const language of LANGUAGES) {
  languageStore().setState({ language });
  await initI18n(language);
  await i18n.changeLanguage(language);
  frames[language] = renderChrome(language);
  await i18n.loadNamespaces('install');
  // The service worker's offline page, in the same language (docs/product/home-screen.md).
  const file = path.join('dist', offlinePagePath(language));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    offlinePageHtml(language, {
      metaTitle: i18n.t('install:offline.metaTitle'),
      title: i18n.t('install:offline.title'),
      body: i18n.t('install:offline.body'),
      recentTitle: i18n.t('install:offline.recentTitle'),
      recentBody: i18n.t('install:offline.recentBody'),
      retry: i18n.t('install:offline.retry'),
    }),
  );
}
writeFileSync(path.join('dist', CHROME_FILE), `${JSON.stringify(frames)}\n`);
