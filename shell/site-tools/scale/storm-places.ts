import type { Language } from '@snowday/shared-i18n/core';
import { PLACES, type DayProfile, type Place } from '@snowday/sample-weather/places';
import { seededRandom } from '../accuracy/simulation';

/**
 * A storm's places: US ZIP codes, Canadian postal codes and towns named in the four languages,
 * each with where it is (the weather service's `location`), its winter days and the languages
 * its families read. Made from a seed, so every run and the weather stand-in agree on them.
 */
export interface StormPlace extends Place {
  /** What a visitor types: the query the server sends the weather service. */
  query: string;
  kind: 'zip' | 'postal code' | 'town';
  /** The page languages its visitors use, with their weights. */
  languages: readonly (readonly [Language, number])[];
}

/** The accuracy simulation's seeded generator: the same numbers on every machine. */
export const seeded = seededRandom;

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

/** One of `choices` by weight. */
export function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [choice, weight] of choices) {
    left -= weight;
    if (left < 0) return choice;
  }
  return (choices[choices.length - 1] as readonly [T, number])[0];
}

/** ZIP codes by first digit: a state of that range and its zone. */
const US_REGIONS: readonly (readonly [string, string, string])[] = [
  ['0', 'Massachusetts', 'America/New_York'],
  ['1', 'New York', 'America/New_York'],
  ['2', 'Virginia', 'America/New_York'],
  ['3', 'Tennessee', 'America/Chicago'],
  ['4', 'Michigan', 'America/Detroit'],
  ['5', 'Minnesota', 'America/Chicago'],
  ['6', 'Illinois', 'America/Chicago'],
  ['7', 'Oklahoma', 'America/Chicago'],
  ['8', 'Colorado', 'America/Denver'],
  ['9', 'Washington', 'America/Los_Angeles'],
];
/** Canadian postal codes by first letter: the province and its zone. */
const CANADA_REGIONS: readonly (readonly [string, string, string, Language])[] = [
  ['A', 'Newfoundland and Labrador', 'America/St_Johns', 'en'],
  ['B', 'Nova Scotia', 'America/Halifax', 'en'],
  ['E', 'New Brunswick', 'America/Moncton', 'en'],
  ['G', 'Quebec', 'America/Toronto', 'fr'],
  ['H', 'Quebec', 'America/Toronto', 'fr'],
  ['J', 'Quebec', 'America/Toronto', 'fr'],
  ['K', 'Ontario', 'America/Toronto', 'en'],
  ['L', 'Ontario', 'America/Toronto', 'en'],
  ['M', 'Ontario', 'America/Toronto', 'en'],
  ['N', 'Ontario', 'America/Toronto', 'en'],
  ['P', 'Ontario', 'America/Toronto', 'en'],
  ['R', 'Manitoba', 'America/Winnipeg', 'en'],
  ['S', 'Saskatchewan', 'America/Regina', 'en'],
  ['T', 'Alberta', 'America/Edmonton', 'en'],
  ['V', 'British Columbia', 'America/Vancouver', 'en'],
  ['Y', 'Yukon', 'America/Whitehorse', 'en'],
];

/** Town names as each language makes them, and where such towns are. */
const TOWNS: Record<
  Language,
  {
    first: readonly string[];
    second: readonly string[];
    join: (first: string, second: string) => string;
    where: readonly (readonly [string, string, string])[];
  }
> = {
  en: {
    first: ['North', 'South', 'East', 'West', 'New', 'Port', 'Fort', 'Lake', 'Mount', 'Glen'],
    second: [
      'Ashford',
      'Brookfield',
      'Cedar Falls',
      'Dover',
      'Elmwood',
      'Fairview',
      'Granby',
      'Hartley',
      'Kingston',
      'Linden',
      'Milford',
      'Oakridge',
      'Pinehurst',
      'Riverton',
      'Salem',
      'Thornbury',
      'Westbrook',
      'Whitby',
      'Yarmouth',
      'Clifton',
    ],
    join: (first, second) => `${first} ${second}`,
    where: [
      ['Vermont', 'United States of America', 'America/New_York'],
      ['Wisconsin', 'United States of America', 'America/Chicago'],
      ['Montana', 'United States of America', 'America/Denver'],
      ['Ontario', 'Canada', 'America/Toronto'],
      ['Scotland', 'United Kingdom', 'Europe/London'],
    ],
  },
  es: {
    first: ['San', 'Santa', 'Villa', 'Puerto', 'Valle', 'Cerro', 'Río', 'Nueva', 'Alto', 'La'],
    second: [
      'Martín de la Sierra',
      'Nieves',
      'Cruz del Monte',
      'Rosa de Lima',
      'Esperanza',
      'Vega',
      'Blanca',
      'Fría',
      'Escondido',
      'del Carmen',
      'Nevada',
      'de los Andes',
      'Verde',
      'del Valle',
      'Hermosa',
      'Grande',
      'Chico',
      'Viejo',
      'de Oro',
      'Claro',
    ],
    join: (first, second) => `${first} ${second}`,
    where: [
      ['Aragón', 'Spain', 'Europe/Madrid'],
      ['Castilla y León', 'Spain', 'Europe/Madrid'],
      ['Chihuahua', 'Mexico', 'America/Chihuahua'],
      ['Mendoza', 'Argentina', 'America/Argentina/Mendoza'],
      ['Magallanes', 'Chile', 'America/Punta_Arenas'],
    ],
  },
  fr: {
    first: [
      'Saint-Julien',
      'Sainte-Marie',
      'Villeneuve',
      'Beaulieu',
      'Montagne',
      'Bois',
      'Val',
      'Mont',
      'Pont',
      'Roche',
    ],
    second: [
      'sur-Loire',
      'les-Neiges',
      'du-Lac',
      'en-Forêt',
      'des-Monts',
      'sur-Rhône',
      'la-Blanche',
      'le-Froid',
      'aux-Pins',
      'de-Givre',
      'sous-Bois',
      'd’Hiver',
      'la-Vallée',
      'les-Bains',
      'du-Nord',
      'sur-Mer',
      'des-Cimes',
      'le-Haut',
      'la-Neuve',
      'aux-Loups',
    ],
    join: (first, second) => `${first}-${second}`,
    where: [
      ['Auvergne-Rhône-Alpes', 'France', 'Europe/Paris'],
      ['Grand Est', 'France', 'Europe/Paris'],
      ['Wallonie', 'Belgium', 'Europe/Brussels'],
      ['Valais', 'Switzerland', 'Europe/Zurich'],
      ['Quebec', 'Canada', 'America/Toronto'],
    ],
  },
  zh: {
    first: ['长', '白', '雪', '北', '东', '青', '松', '安', '宁', '兴', '龙', '丰'],
    second: ['宁', '山', '城', '江', '河', '原', '岭', '安', '阳', '林', '泉', '川'],
    join: (first, second) => `${first}${second}`,
    where: [
      ['黑龙江', 'China', 'Asia/Harbin'],
      ['吉林', 'China', 'Asia/Shanghai'],
      ['内蒙古', 'China', 'Asia/Shanghai'],
      ['新疆', 'China', 'Asia/Urumqi'],
      ['北京', 'China', 'Asia/Shanghai'],
    ],
  },
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A sample place's three days, a few degrees and millimetres off: each place its own weather. */
function daysLike(random: () => number): Place['days'] {
  const source = pick(random, PLACES);
  const shift = round1((random() - 0.5) * 6);
  const wetter = 0.6 + random() * 0.8;
  const day = (profile: DayProfile): DayProfile => ({
    ...profile,
    maxtemp_c: round1(profile.maxtemp_c + shift),
    mintemp_c: round1(profile.mintemp_c + shift),
    totalprecip_mm: round1(profile.totalprecip_mm * wetter),
    totalsnow_cm: round1(profile.totalsnow_cm * wetter),
  });
  const [a, b, c] = source.days;
  return [day(a), day(b), day(c)];
}

const LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

function makePlace(random: () => number, id: number): StormPlace {
  const kind = weighted<StormPlace['kind']>(random, [
    ['zip', 50],
    ['postal code', 20],
    ['town', 30],
  ]);
  const days = daysLike(random);
  const character = PLACES[0]?.character ?? 'moderate';
  const lat = round1(35 + random() * 30);
  const lon = round1(-120 + random() * 60);
  if (kind === 'zip') {
    const [digit, region, zone] = pick(random, US_REGIONS);
    const query = `${digit}${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;
    const name = TOWNS.en.join(pick(random, TOWNS.en.first), pick(random, TOWNS.en.second));
    return {
      id: `storm-${String(id)}`,
      query,
      kind,
      label: query,
      character,
      aliases: [query],
      location: { name, region, country: 'United States of America', lat, lon, tz_id: zone },
      days,
      languages: [
        ['en', 82],
        ['es', 14],
        ['zh', 3],
        ['fr', 1],
      ],
    };
  }
  if (kind === 'postal code') {
    const [first, region, zone, language] = pick(random, CANADA_REGIONS);
    const digit = () => String(Math.floor(random() * 10));
    const letter = () => pick(random, [...LETTERS]);
    const query = `${first}${digit()}${letter()} ${digit()}${letter()}${digit()}`;
    const name = TOWNS[language].join(
      pick(random, TOWNS[language].first),
      pick(random, TOWNS[language].second),
    );
    return {
      id: `storm-${String(id)}`,
      query,
      kind,
      label: query,
      character,
      aliases: [query],
      location: { name, region, country: 'Canada', lat, lon, tz_id: zone },
      days,
      languages:
        language === 'fr'
          ? [
              ['fr', 80],
              ['en', 20],
            ]
          : [
              ['en', 75],
              ['fr', 20],
              ['zh', 5],
            ],
    };
  }
  const language = weighted<Language>(random, [
    ['en', 35],
    ['es', 25],
    ['fr', 20],
    ['zh', 20],
  ]);
  const towns = TOWNS[language];
  const name = towns.join(pick(random, towns.first), pick(random, towns.second));
  const [region, country, zone] = pick(random, towns.where);
  return {
    id: `storm-${String(id)}`,
    query: `${name}, ${region}`,
    kind,
    label: name,
    character,
    aliases: [`${name}, ${region}`],
    location: { name, region, country, lat, lon, tz_id: zone },
    days,
    languages: [
      [language, 85],
      ['en', language === 'en' ? 0 : 15],
    ],
  };
}

/**
 * `count` distinct places, most popular first (a storm's big towns and dense ZIP codes are
 * asked for most): the kinds mixed in every rank.
 */
export function stormPlaces(count = 10_000, seed = 20261202): StormPlace[] {
  const random = seeded(seed);
  const seen = new Set<string>();
  const places: StormPlace[] = [];
  while (places.length < count) {
    const place = makePlace(random, places.length);
    const key = place.query.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    places.push(place);
  }
  return places;
}

/**
 * A Zipf draw of a rank 0 … count − 1 (the rank r asked for in proportion to 1 / (r + 1)^s): a
 * handful of towns take most of a storm, and a long tail of places is asked for once or twice.
 */
export function zipf(count: number, s = 1, random: () => number = Math.random): () => number {
  const cumulative = new Float64Array(count);
  let total = 0;
  for (let rank = 0; rank < count; rank += 1) {
    total += 1 / (rank + 1) ** s;
    cumulative[rank] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}
