/**
 * Writes `countries` into each `src/locales/<language>/weather.json`: the countries' names in
 * the language, read from the ICU data of the Node.js that runs it. Run it
 * (`npm run generate:countries -w shared-i18n`) when a test says the written names and `Intl`
 * disagree. The rest of the file is left as written (a JSON round trip would move the
 * conditions' `_night` keys).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../src/language/languages';
import { deriveCountryNames } from '../src/place/derive-country-names';

const names = deriveCountryNames();
for (const language of LANGUAGES) {
  const file = fileURLToPath(new URL(`../src/locales/${language}/weather.json`, import.meta.url));
  const rest = readFileSync(file, 'utf8')
    .replace(/,\n {2}"countries": \{[^}]*\n {2}\}/u, '')
    .replace(/\n\}\n?$/u, '');
  const block = JSON.stringify(names[language], null, 2).replace(/\n/g, '\n  ');
  writeFileSync(file, `${rest},\n  "countries": ${block}\n}\n`);
  console.log(`wrote ${file}`);
}
