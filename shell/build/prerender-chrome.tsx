import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { i18n, initI18n, LANGUAGES, languageStore } from '@snowday/shared-i18n';
import { CHROME_FILE, COPYRIGHT_YEAR_MARK, type ChromeFrames } from './chrome-file';
import { renderChrome } from './chrome-markup';
import enInstall from '@snowday/shared-i18n/locales/en/install.json';
import esInstall from '@snowday/shared-i18n/locales/es/install.json';
import frInstall from '@snowday/shared-i18n/locales/fr/install.json';
import zhInstall from '@snowday/shared-i18n/locales/zh/install.json';
import enCalculator from '@snowday/shared-i18n/locales/en/calculator.json';
import esCalculator from '@snowday/shared-i18n/locales/es/calculator.json';
import frCalculator from '@snowday/shared-i18n/locales/fr/calculator.json';
import zhCalculator from '@snowday/shared-i18n/locales/zh/calculator.json';
import { offlinePageHtml } from './offline-page';
import { offlinePagePath } from '../src/service-worker/offline-page';

/** The offline page's texts: read by the build only, never loaded by a page. */
const INSTALL_TEXTS = { en: enInstall, es: esInstall, fr: frInstall, zh: zhInstall };
const SCHOOL_TYPES = {
  en: enCalculator.schoolTypes,
  es: esCalculator.schoolTypes,
  fr: frCalculator.schoolTypes,
  zh: zhCalculator.schoolTypes,
};

// `npm run build -w @snowday/shell` then renders the chrome in every language for the server's frame.
const frames: Partial<ChromeFrames> = {};
for (const language of LANGUAGES) {
  languageStore().setState({ language });
  await initI18n(language);
  await i18n.changeLanguage(language);
  frames[language] = renderChrome(language, COPYRIGHT_YEAR_MARK);
  // The service worker's offline page, in the same language (docs/product/home-screen.md).
  const file = path.join('dist', offlinePagePath(language));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    offlinePageHtml(language, INSTALL_TEXTS[language].offline, {
      product: i18n.t('common:product'),
      schoolTypes: SCHOOL_TYPES[language],
    }),
  );
}
writeFileSync(path.join('dist', CHROME_FILE), `${JSON.stringify(frames)}\n`);
