import { checkMissingTranslations, checkTranslations } from '@lingual/i18n-check';
import { LOCALE_FORMATS } from '../src/format/locale-formats';
import type { LocaleFormats } from '../src/format/locale-formats-types';
import { INTL_LOCALE, LANGUAGES, type Language } from '../src/language/languages';
import { localeTexts, type Glossary, type LocaleFiles, type Text } from './texts';

/**
 * The language check's rules (docs/i18n/README.md, "The language check"). Each returns the
 * faults it finds, one readable line each; no fault, an empty list.
 */

const PLURAL = /_(zero|one|two|few|many|other)$/;
const others = LANGUAGES.filter((language) => language !== 'en');

/**
 * Every language has English's keys and no others (plural forms aside), with the same
 * placeholders, nestings and tags in each text: @lingual/i18n-check's i18next checks, run from
 * English to each language and back.
 */
export function checkParity(files: LocaleFiles): string[] {
  const faults: string[] = [];
  for (const namespace of Object.keys(files.en)) {
    const english = files.en[namespace] ?? {};
    const source = [{ reference: null, name: 'en', content: english }];
    const targets = others.map((language) => ({
      reference: 'en',
      name: language,
      content: files[language][namespace] ?? {},
    }));
    const { missingKeys = {}, invalidKeys = {} } = checkTranslations(source, targets, {
      format: 'i18next',
      checks: ['missingKeys', 'invalidKeys'],
    });
    for (const [language, keys] of Object.entries(missingKeys))
      for (const key of keys) faults.push(`${language}/${namespace}.json: missing ${key}`);
    for (const [language, entries] of Object.entries(invalidKeys))
      for (const { key, msg } of entries)
        faults.push(`${language}/${namespace}.json ${key}: ${msg.replace(/\s+/g, ' ').trim()}`);
    for (const language of others) {
      const extra = checkMissingTranslations(
        files[language][namespace] ?? {},
        { en: english },
        { format: 'i18next' },
      );
      for (const key of extra.en ?? [])
        faults.push(`${language}/${namespace}.json: ${key} is not in English`);
    }
  }
  return faults;
}

/**
 * A text with a count has exactly the plural forms its language has (`Intl.PluralRules`, as
 * i18next picks them: French 0 and 1 → `_one`, Chinese `_other` only), each with the English
 * text's placeholders.
 */
export function checkPlurals(files: LocaleFiles): string[] {
  const faults: string[] = [];
  for (const language of LANGUAGES) {
    const wanted = new Intl.PluralRules(INTL_LOCALE[language]).resolvedOptions().pluralCategories;
    for (const [namespace, texts] of Object.entries(files[language])) {
      const bases = new Map<string, Set<string>>();
      for (const key of Object.keys(texts)) {
        const form = PLURAL.exec(key)?.[1];
        if (!form) continue;
        const base = key.replace(PLURAL, '');
        bases.set(base, (bases.get(base) ?? new Set()).add(form));
      }
      for (const [base, forms] of bases) {
        const missing = wanted.filter((form) => !forms.has(form));
        const extra = [...forms].filter((form) => !wanted.includes(form as Intl.LDMLPluralRule));
        if (missing.length || extra.length)
          faults.push(
            `${language}/${namespace}.json ${base}: plural forms ${[...forms].sort().join(', ')}; ${language} needs ${[...wanted].sort().join(', ')}`,
          );
        const english = files.en[namespace]?.[`${base}_other`] ?? '';
        const names = (text: string) => (text.match(/{{\s*[\w.]+/g) ?? []).sort().join(' ');
        for (const form of forms) {
          const text = texts[`${base}_${form}`] ?? '';
          // English and Spanish may write "one" for 1; French's `_one` also serves 0.
          const spelledOut = form === 'one' && (language === 'en' || language === 'es');
          if (names(text) !== names(english) && !spelledOut)
            faults.push(`${language}/${namespace}.json ${base}_${form}: placeholders differ`);
        }
      }
    }
  }
  return faults;
}

/** What is not prose: tags, addresses, placeholders (written as `placeholder`), code. */
const notProse = (text: string, placeholder = 'X') =>
  text
    .replace(/<code>[^<]*<\/code>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/{{[^}]*}}/g, placeholder);

const CJK = /\p{Script=Han}/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `term` as a whole word in any case (Chinese, which has no spaces: anywhere). */
const wordPattern = (term: string, flags = '') =>
  CJK.test(term)
    ? new RegExp(escape(term), `u${flags}`)
    : new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, `iu${flags}`);

/**
 * Terms the style sheets forbid (docs/i18n/glossary.json), as whole words in any case, except
 * inside the phrases the rule allows (French "en retard" is right for a bus running late).
 */
export function checkForbiddenTerms(texts: Text[], glossary: Glossary): string[] {
  const faults: string[] = [];
  for (const language of LANGUAGES) {
    const rules = glossary.languages[language].forbidden.map((rule) => ({
      ...rule,
      pattern: wordPattern(rule.term),
      allowed: (rule.allow ?? []).map((phrase) => wordPattern(phrase, 'g')),
    }));
    for (const { where, text } of texts.filter((t) => t.language === language))
      for (const rule of rules) {
        // A placeholder's name ({{score}}) is not a word the reader sees.
        const rest = rule.allowed.reduce(
          (left, phrase) => left.replace(phrase, ' '),
          notProse(text),
        );
        if (rule.pattern.test(rest))
          faults.push(`${where}: "${rule.term}" (use ${rule.use}: ${rule.why})`);
      }
  }
  return faults;
}

/** Every post of a language is signed with the one author its style sheet names. */
export function checkAuthors(blog: Text[], glossary: Glossary): string[] {
  return blog
    .filter(({ where }) => / author$/.test(where))
    .filter(({ language, text }) => text !== glossary.languages[language].author)
    .map(
      ({ language, where, text }) =>
        `${where}: "${text}" (${language} signs every post "${glossary.languages[language].author}")`,
    );
}

/** The article that explains the bands quotes the result page's five labels exactly. */
export function checkBandLabels(files: LocaleFiles, texts: Text[], glossary: Glossary): string[] {
  const faults: string[] = [];
  for (const language of LANGUAGES) {
    const article = texts.find(
      (t) => t.language === language && t.where.endsWith(`/${glossary.bandArticle}.md`),
    );
    if (!article) {
      faults.push(`blog ${language}/${glossary.bandArticle}.md: not found`);
      continue;
    }
    const labels = Object.entries(files[language].result ?? {}).filter(([key]) =>
      key.startsWith('labels.'),
    );
    for (const [key, label] of labels)
      if (!article.text.includes(label))
        faults.push(`${article.where}: does not quote ${key} "${label}" exactly`);
  }
  return faults;
}

const NARROW = '\u202f';
const show = (char: string | undefined) =>
  char === ' ' ? 'a plain space' : char === '\u00a0' ? 'U+00A0' : 'no space';

/**
 * French: a narrow no-break space (U+202F) before ; : ! ? and %, after « and before »; a plain
 * space there lets the sign wrap alone onto the next line (docs/i18n/fr.md).
 */
export function checkFrenchSpacing(texts: Text[]): string[] {
  const faults: string[] = [];
  for (const { language, where, text } of texts) {
    if (language !== 'fr') continue;
    const prose = notProse(text);
    for (const match of prose.matchAll(/[;:!?%«»]/g)) {
      const sign = match[0];
      const at = match.index;
      const before = prose[at - 1];
      const after = prose[at + 1];
      const context = prose.slice(Math.max(0, at - 20), at + 20).replace(/\s+/g, ' ');
      if (sign === '«') {
        if (after !== NARROW) faults.push(`${where}: ${show(after)} after « in "${context}"`);
        continue;
      }
      // A time (05:00) and a doubled sign (?!) take no space.
      if (sign === ':' && /\d/.test(before ?? '') && /\d/.test(after ?? '')) continue;
      if (before !== undefined && /[;:!?]/.test(before)) continue;
      if (at === 0 || before === '\n') continue;
      if (before !== NARROW)
        faults.push(`${where}: ${show(before)} before ${sign} in "${context}"`);
    }
  }
  return faults;
}

/**
 * French hours as the formatter writes them (docs/i18n/fr.md): "9 h 05", "5 h", never "09 h",
 * "5 h 00" or "9h05", with a narrow no-break space (U+202F) on each side of the h so the time
 * never wraps in two.
 */
export function checkFrenchHours(texts: Text[]): string[] {
  const faults: string[] = [];
  const HOUR = /(?<![\p{L}\p{N}/])(\d{1,2})(\s?)h(?:(\s?)(\d{2}))?(?![\p{L}\p{N}])/gu;
  for (const { language, where, text } of texts) {
    if (language !== 'fr') continue;
    for (const match of notProse(text).matchAll(HOUR)) {
      const [time, hour = '', before = '', after = '', minutes] = match;
      const problems = [
        hour.length === 2 && hour.startsWith('0') ? 'a leading zero' : '',
        minutes === '00' ? 'minutes on the hour' : '',
        before !== NARROW || (minutes !== undefined && after !== NARROW)
          ? 'a space other than U+202F around h'
          : '',
      ].filter(Boolean);
      if (problems.length) faults.push(`${where}: ${problems.join(' and ')} in "${time}"`);
    }
  }
  return faults;
}

/**
 * Chinese: one space between a number or a Latin word and the characters beside it ("最高为
 * 85%", "10 毫米", "Snow Day Calculator 团队"), as the formatters write amounts; dates keep
 * their digits against 年, 月 and 日; and no space between two sentences, whose full-width
 * 。！？ carry their own gap (docs/i18n/zh.md).
 */
export function checkChineseSpacing(texts: Text[]): string[] {
  const faults: string[] = [];
  for (const { language, where, text } of texts) {
    if (language !== 'zh') continue;
    // A placeholder is neither a digit nor a letter here: checkChinesePlaceholders reads them.
    const prose = notProse(text, '\u0001').replace(/\d+[年月日]/gu, '');
    const context = (at: number) => prose.slice(Math.max(0, at - 10), at + 10);
    for (const match of prose.matchAll(/\d(?=\p{Script=Han})|\p{Script=Han}(?=\d)/gu))
      faults.push(`${where}: no space between digit and character in "${context(match.index)}"`);
    for (const match of prose.matchAll(/[A-Za-z](?=\p{Script=Han})|\p{Script=Han}(?=[A-Za-z])/gu))
      faults.push(`${where}: no space between Latin and Han in "${context(match.index)}"`);
    // Tags end paragraphs: only a gap inside one is a space between sentences.
    const paragraphs = text.replace(/<[^>]*>/g, '\n');
    for (const match of paragraphs.matchAll(/[。！？][ \u00a0\u202f]+(?=\S)/gu))
      faults.push(
        `${where}: a space after "${match[0].trim()}" in "${paragraphs.slice(Math.max(0, match.index - 8), match.index + 8)}"`,
      );
  }
  return faults;
}

/**
 * Chinese: the spacing rule holds around a placeholder whose value may be Latin or digits (a
 * place, a name, a number): "{{place}} 的学校", never "{{place}}的学校" ("Buffalo的学校"). Only
 * placeholders the glossary names as written in characters (`hanPlaceholders`: a weekday, a
 * school type) may touch a character, and a date's digits their 年, 月 or 日
 * (docs/i18n/zh.md). A figure the glossary names as ending in a unit's name (`unitPlaceholders`:
 * "10 毫米", "30 公里/小时") may be followed by a character, never preceded by one.
 */
export function checkChinesePlaceholders(texts: Text[], glossary: Glossary): string[] {
  const faults: string[] = [];
  const han = new Set(glossary.languages.zh.hanPlaceholders ?? []);
  const units = new Set(glossary.languages.zh.unitPlaceholders ?? []);
  const PLACEHOLDER = /(\p{Script=Han})?\{\{\s*([\w.]+)[^}]*\}\}(\p{Script=Han})?/gu;
  for (const { language, where, text } of texts) {
    if (language !== 'zh') continue;
    for (const match of text.matchAll(PLACEHOLDER)) {
      const [found, before, name = '', after] = match;
      if (han.has(name) || (!before && (!after || /[年月日]/u.test(after) || units.has(name)))) {
        continue;
      }
      faults.push(
        `${where}: no space between {{${name}}} and the character beside it in "${found}"`,
      );
    }
  }
  return faults;
}

/**
 * One minus sign (docs/i18n/README.md): a negative number is written with U+2212, "−5 °C", as
 * the formatters write it, never with a hyphen ("-5 °C"). A hyphen between two numbers or after
 * a letter (a range, a date, a code) is not a sign.
 */
export function checkMinusSign(texts: Text[]): string[] {
  const faults: string[] = [];
  for (const { where, text } of texts) {
    const prose = notProse(text);
    for (const match of prose.matchAll(/(?<![\p{L}\p{N}\-–/.])-(?=\d)/gu)) {
      const context = prose.slice(Math.max(0, match.index - 10), match.index + 10);
      faults.push(`${where}: a hyphen for a minus sign in "${context}" (write U+2212)`);
    }
  }
  return faults;
}

/**
 * One weekday form and one hour form per language (docs/i18n/README.md, "Dates and times"), in
 * what the formatters write: every style names a day as the cards do, or by the full name the
 * cards' name shortens ("mar." for "mardi", "Tue" for "Tuesday"), so Chinese writes 周二 in all
 * of them, never 星期二 beside it; and no style pads the hour ("9:05", never "09:05").
 */
export function checkDateForms(
  formats: Readonly<Record<Language, LocaleFormats>> = LOCALE_FORMATS,
): string[] {
  const faults: string[] = [];
  for (const language of LANGUAGES) {
    const { dates } = formats[language];
    const cards = dates.card.weekdays ?? [];
    for (const [style, format] of Object.entries(dates)) {
      for (const [day, name] of (format.weekdays ?? []).entries()) {
        const card = cards[day] ?? '';
        const shortens = name.startsWith(card.replace(/\.$/u, '')) && card.length < name.length;
        if (name !== card && !shortens)
          faults.push(
            `${language} ${style}: the weekday "${name}" where the cards write "${card}"`,
          );
      }
      if (format.hour && format.hour.digits !== 1)
        faults.push(
          `${language} ${style}: the hour padded to ${String(format.hour.digits)} digits`,
        );
    }
  }
  return faults;
}

/**
 * Each language's quotation marks (docs/i18n/glossary.json, `quotes`): Spanish, English and
 * Chinese write “ ”, never the guillemets « » French uses.
 */
export function checkQuotes(texts: Text[], glossary: Glossary): string[] {
  const faults: string[] = [];
  for (const { language, where, text } of texts) {
    if (glossary.languages[language].quotes === '«»') continue;
    const found = /.{0,15}[«»].{0,15}/u.exec(notProse(text));
    if (found) faults.push(`${where}: guillemets in "${found[0]}" where ${language} writes “ ”`);
  }
  return faults;
}

const SPACE_NAME: Readonly<Record<string, string>> = {
  ' ': 'a plain space',
  '\u00a0': 'U+00A0',
  '\u202f': 'U+202F',
};

/**
 * A number and its unit stay on one line (docs/i18n/README.md): where a space comes between
 * them, it is the language's no-break space, U+202F in French and U+00A0 elsewhere, as the
 * formatters write "5 mm", "30 分钟", "7:00 p.m.". Units: glossary.json's `units`.
 */
export function checkUnitSpaces(texts: Text[], glossary: Glossary): string[] {
  const faults: string[] = [];
  const patterns = new Map(
    LANGUAGES.map((language) => {
      const units = [...glossary.languages[language].units]
        .sort((a, b) => b.length - a.length)
        .map(escape)
        .join('|');
      // A Latin unit is a whole word ("in" is not "inches"); a Chinese one has no spaces around.
      const after = language === 'zh' ? '' : '(?![\\p{L}\\p{N}])';
      return [language, new RegExp(`(?<=\\d)([ \\u00a0\\u202f])(${units})${after}`, 'gu')];
    }),
  );
  for (const { language, where, text } of texts) {
    const wanted = language === 'fr' ? NARROW : '\u00a0';
    const prose = notProse(text);
    for (const match of prose.matchAll(patterns.get(language) ?? /$^/g)) {
      const [, space = '', unit = ''] = match;
      if (space === wanted) continue;
      const context = prose.slice(Math.max(0, match.index - 12), match.index + 12);
      faults.push(
        `${where}: ${SPACE_NAME[space] ?? 'a space'} before "${unit}" in "${context}" (write ${SPACE_NAME[wanted]})`,
      );
    }
  }
  return faults;
}

/**
 * Times written in a text as the page writes them (docs/i18n/README.md, "Times"): Spanish on a
 * 12-hour clock, "7:00 p.m.", never "19:00", "7 p. m." or "7pm"; French "5 h", "17 h 30", never
 * "17:30" or "5 PM" (the hours themselves: `checkFrenchHours`); Chinese on a 24-hour clock
 * ("21:05"), a rough time with 点 ("晚上 7 点左右", never "5:30 左右"), never a.m. or p.m.
 */
export function checkTimes(texts: Text[]): string[] {
  const faults: string[] = [];
  const CLOCK = /(?<![\p{L}\p{N}:.])(\d{1,2}):(\d{2})(?![\p{N}])([\s\u00a0\u202f]*)(\S*)/gu;
  const PERIOD = /^(a\.m\.|p\.m\.)/u;
  const OTHER_PERIOD = /(?<=\d)[\s\u00a0\u202f]*(?:[ap]\.\s+m\.|[ap]m\b|[AP]M\b|[ap]\.m(?!\.))/u;
  for (const { language, where, text } of texts) {
    const prose = notProse(text);
    const fault = (what: string, found: string) => faults.push(`${where}: ${what} in "${found}"`);
    if (language === 'es') {
      for (const match of prose.matchAll(CLOCK)) {
        const [found, hour = '', , , next = ''] = match;
        if (Number(hour) > 12 || hour.startsWith('0') || !PERIOD.test(next))
          fault('a time not on the 12-hour clock ("7:00 p.m.")', found);
      }
      const other = OTHER_PERIOD.exec(prose);
      if (other) fault('a day period other than "a.m." or "p.m."', other[0]);
    }
    if (language === 'fr') {
      for (const match of prose.matchAll(CLOCK)) fault('a time with a colon ("17 h 30")', match[0]);
      const period = /\d[\s\u00a0\u202f]*(?:[ap]\.\s?m\.|[AaPp]M\b)/u.exec(prose);
      if (period) fault('a 12-hour time ("17 h")', period[0]);
    }
    if (language === 'zh') {
      for (const match of prose.matchAll(CLOCK)) {
        const [found, , , , next = ''] = match;
        if (/^(左右|前后)/u.test(next)) fault('a rough time on the clock ("5 点半左右")', found);
      }
      const period = /\d[\s\u00a0]*(?:[ap]\.?m\b\.?|[AP]M\b)/u.exec(prose);
      if (period) fault('a 12-hour time ("21:05", "晚上 7 点")', period[0]);
      const padded = /(?<![\p{N}:])0\d:\d{2}/u.exec(prose);
      if (padded) fault('an hour with a leading zero ("9:05")', padded[0]);
    }
  }
  return faults;
}

/** One apostrophe per language, the one its style sheet names (docs/i18n/glossary.json). */
export function checkApostrophes(texts: Text[], glossary: Glossary): string[] {
  const faults: string[] = [];
  for (const { language, where, text } of texts) {
    const wanted = glossary.languages[language].apostrophe;
    const wrong = wanted === "'" ? '’' : "'";
    const found = new RegExp(`\\p{L}${wrong}\\p{L}`, 'u').exec(notProse(text));
    if (found) faults.push(`${where}: "${found[0]}" where ${language} writes ${wanted}`);
  }
  return faults;
}

/** Every rule over the texts given. */
export function checkLanguages(files: LocaleFiles, blog: Text[], glossary: Glossary): string[] {
  const all = [...localeTexts(files), ...blog];
  return [
    ...checkParity(files),
    ...checkPlurals(files),
    ...checkForbiddenTerms(all, glossary),
    ...checkBandLabels(files, blog, glossary),
    ...checkFrenchSpacing(all),
    ...checkApostrophes(all, glossary),
    ...checkChineseSpacing(all),
    ...checkChinesePlaceholders(all, glossary),
    ...checkMinusSign(all),
    ...checkDateForms(),
    ...checkFrenchHours(all),
    ...checkQuotes(all, glossary),
    ...checkUnitSpaces(all, glossary),
    ...checkTimes(all),
    ...checkAuthors(blog, glossary),
  ];
}
