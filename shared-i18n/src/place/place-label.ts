/**
 * How the site names a forecast's place (docs/product/pages.md#place-names): the one formatter
 * of the result page, its server render and link preview, and the alerts' notifications.
 */

/** The forecast's `location`, in the weather service's English. */
export interface PlaceParts {
  name: string;
  region: string;
  country: string;
}

/** A language's country names: weather.json's `countries`, ISO 3166 code → name. */
export type CountryNames = Readonly<Record<string, string>>;

/** The names a label needs: English ones to read the service's country, the page's to show it. */
export interface PlaceTexts {
  english: CountryNames;
  shown: CountryNames;
}

/**
 * The service's spellings of a country that differ from the English names of weather.json
 * (which are ICU's): older or official names.
 */
const ALIASES: Readonly<Record<string, string>> = {
  'united states of america': 'US',
  usa: 'US',
  'united states': 'US',
  'russian federation': 'RU',
  'czech republic': 'CZ',
  turkey: 'TR',
  'korea south': 'KR',
  'republic of korea': 'KR',
  'korea north': 'KP',
  'viet nam': 'VN',
  'iran islamic republic of': 'IR',
  'hong kong': 'HK',
  macau: 'MO',
  macao: 'MO',
  'democratic republic of congo': 'CD',
  'democratic republic of the congo': 'CD',
  congo: 'CG',
  'republic of the congo': 'CG',
  'ivory coast': 'CI',
  macedonia: 'MK',
  swaziland: 'SZ',
  burma: 'MM',
  myanmar: 'MM',
  palestine: 'PS',
  'palestinian territory': 'PS',
  vatican: 'VA',
  'vatican city state': 'VA',
  'east timor': 'TL',
  'brunei darussalam': 'BN',
  'lao peoples democratic republic': 'LA',
  'syrian arab republic': 'SY',
  'libyan arab jamahiriya': 'LY',
  'tanzania united republic of': 'TZ',
  'moldova republic of': 'MD',
  'cape verde': 'CV',
};

/** "St. Kitts & Nevis", "Saint Kitts and Nevis" → "saint kitts and nevis". */
const key = (country: string) =>
  country
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bst\b\.?/g, 'saint')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

const codesByName = new WeakMap<CountryNames, Map<string, string>>();

/** The ISO 3166 code of the service's country name, when the site knows the country. */
export function countryCode(country: string, english: CountryNames): string | undefined {
  let codes = codesByName.get(english);
  if (!codes) {
    codes = new Map(Object.entries(english).map(([code, name]) => [key(name), code]));
    codesByName.set(english, codes);
  }
  const wanted = key(country);
  return ALIASES[wanted] ?? codes.get(wanted);
}

const letters = (text: string) => Array.from(text.normalize('NFC'));
const bare = (letter: string) => letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const accented = (letter: string) => letter.normalize('NFD').length > 1;

/**
 * The service's name of the place with the visitor's accents, when what the visitor typed (up to
 * a comma) is that name but for accents and case: "Montréal" typed, "Montreal" served →
 * "Montréal". The service's capitals stay, so "montréal" typed gives "Montréal" too; any other
 * difference keeps the service's name.
 */
export function typedSpelling(name: string, typed: string): string {
  const served = letters(name);
  const own = letters(typed.split(',')[0]?.trim() ?? '');
  if (own.length !== served.length) return name;
  const merged: string[] = [];
  for (const [i, letter] of served.entries()) {
    const mine = own[i] ?? '';
    if (bare(mine) !== bare(letter)) return name;
    const upper = letter !== letter.toLowerCase();
    merged.push(
      accented(mine) && !accented(letter)
        ? upper
          ? mine.toUpperCase()
          : mine.toLowerCase()
        : letter,
    );
  }
  return merged.join('');
}

/**
 * The place's label: its name and, in the United States, its region ("Buffalo, New York");
 * elsewhere its country, named in the page's language ("Madrid, España"). The name and region
 * are the service's, but for the visitor's accents (`typedSpelling`); a country the site does
 * not know keeps the service's name.
 */
export function formatPlace(place: PlaceParts, texts: PlaceTexts, typed = ''): string {
  const code = countryCode(place.country, texts.english);
  const second =
    code === 'US' ? place.region : code ? (texts.shown[code] ?? place.country) : place.country;
  const name = typedSpelling(place.name, typed);
  return [name, second].filter((part) => part.trim() !== '').join(', ');
}
