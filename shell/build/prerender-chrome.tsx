import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { i18n, initI18n, LANGUAGES, languageStore } from '@snowday/shared-i18n';
import { CHROME_FILE, type ChromeFrames } from './chrome-file';
import { renderChrome } from './chrome-markup';

// `npm run build -w shell` then renders the chrome in every language for the server's frame.
const frames: Partial<ChromeFrames> = {};
for (const language of LANGUAGES) {
  languageStore().setState({ language });
  await initI18n(language);
  await i18n.changeLanguage(language);
  frames[language] = renderChrome(language);
}
writeFileSync(path.join('dist', CHROME_FILE), `${JSON.stringify(frames)}\n`);
