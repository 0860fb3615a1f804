import { INTL_LOCALE, LANGUAGES, type Language } from '../language/languages';

/*
 * Reads the countries' names out of the ICU data behind `Intl`, for `generate-country-names` to
 * write into each language's weather.json (`countries`) and for a test to hold the written
 * names to. Never shipped: pages read the written names, so the server and every browser name a
 * country alike, whatever their ICU, and no page builds an `Intl.DisplayNames`
 * (docs/product/performance.md#blocking-time).
 */

/**
 * Codes ICU names that are not a country a forecast can be in: withdrawn codes (AN, BU, CS, DD,
 * FX, NH, RH, SU, TP, UK, VD, YD, YU, ZR, DY, HV), groupings (EU, EZ, UN, QO) and codes reserved
 * for other uses (AC, CP, CQ, DG, EA, IC, TA, XA, XB, ZZ).
 */
const NOT_COUNTRIES = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(
    ' ',
  ),
);

/** Where ICU's full name is an official title a place's name would not carry. */
const SHORT = new Set(['HK', 'MO', 'PS']);

/** The apostrophe each language writes (docs/i18n/glossary.json); ICU writes ’ in all. */
const APOSTROPHE: Readonly<Record<Language, string>> = { en: "'", es: "'", fr: '’', zh: "'" };

/**
 * One spelling of an abbreviation in a language's names: ICU writes Spanish "EE.UU." in one
 * name and "EE. UU." in the others (docs/i18n/es.md).
 */
const HOUSE_SPELLINGS: Partial<Record<Language, readonly [RegExp, string][]>> = {
  es: [[/EE\.UU\./g, 'EE. UU.']],
};

const LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/** Every region code ICU names, countries only, A to Z. */
export function countryCodes(): string[] {
  const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  return LETTERS.flatMap((a) => LETTERS.map((b) => a + b)).filter(
    (code) => !NOT_COUNTRIES.has(code) && english.of(code) !== undefined,
  );
}

/** `{ en: { ES: 'Spain', … }, es: { ES: 'España', … }, … }`, in each language's variety. */
export function deriveCountryNames(): Record<Language, Record<string, string>> {
  const codes = countryCodes();
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const long = new Intl.DisplayNames(INTL_LOCALE[language], { type: 'region' });
      const short = new Intl.DisplayNames(INTL_LOCALE[language], {
        type: 'region',
        style: 'short',
      });
      const names = codes.map((code) => {
        const name = (SHORT.has(code) ? short : long).of(code) ?? code;
        const spelled = (HOUSE_SPELLINGS[language] ?? []).reduce(
          (text, [from, to]) => text.replace(from, to),
          name,
        );
        return [code, spelled.replace(/[’']/g, APOSTROPHE[language])];
      });
      return [language, Object.fromEntries(names)];
    }),
  ) as Record<Language, Record<string, string>>;
}
