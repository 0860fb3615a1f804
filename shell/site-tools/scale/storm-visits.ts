import { LANGUAGES, type Language } from '@snowday/shared-i18n/core';
import { seeded, weighted, zipf, type StormPlace } from './storm-places';

/** One family's visit on a storm morning: where it comes from and the pages it asks for. */
export interface Visit {
  /** The visitor's address (loopback: every 127.x address is this machine). */
  address: string;
  /** The result page's path and query; first the home page for some. */
  home?: string;
  result: string;
  /** The place's query: a result sent without its answer makes the browser ask for it. */
  place: string;
  named: boolean;
}

const SCHOOL_TYPES: readonly (readonly [string, number])[] = [
  ['Public', 55],
  ['Urban Public', 15],
  ['Rural Public', 15],
  ['Private/Prep', 10],
  ['Boarding', 5],
];
/** Snow days used so far: most schools have used a few, a few have used many. */
const SNOW_DAYS: readonly (readonly [number, number])[] = [
  [0, 22],
  [1, 18],
  [2, 15],
  [3, 12],
  [4, 9],
  [5, 7],
  [6, 5],
  [7, 4],
  [8, 3],
  [9, 3],
  [10, 2],
];
const PREFIX: Record<Language, string> = { en: '', es: '/es', fr: '/fr', zh: '/zh' };

export interface VisitOptions {
  /** How many addresses the visits come from. */
  addresses?: number;
  /** Share of visits that give a name (their page is the visitor's own: never kept in front). */
  namedShare?: number;
  /** Share of visits that start on the home page (the others open a shared result link). */
  homeShare?: number;
  /** Share of shared links that carry a tracking parameter (`fbclid`), as chats add them. */
  trackedShare?: number;
  seed?: number;
}

/** The address of visitor `n`: 127.20.0.1, 127.20.0.2, … (loopback, one per visitor). */
export const visitorAddress = (n: number) =>
  `127.${String(20 + Math.floor(n / 65_024))}.${String(Math.floor((n % 65_024) / 254))}.${String((n % 254) + 1)}`;

/**
 * A storm morning's visits, one after another: the place by its Zipf rank, the language its
 * families read, every school type, 0–10 snow days, both unit systems (most let the place
 * decide), a name now and then, from many addresses.
 */
export function stormVisits(
  places: readonly StormPlace[],
  {
    addresses = 2_000,
    namedShare = 0.1,
    homeShare = 0.25,
    trackedShare = 0.2,
    seed = 7,
  }: VisitOptions = {},
): () => Visit {
  const random = seeded(seed);
  const rank = zipf(places.length, 1, random);
  return () => {
    const place = places[rank()] as StormPlace;
    const language = weighted(random, place.languages);
    const units = weighted<string | undefined>(random, [
      [undefined, 80],
      ['us', 10],
      ['metric', 10],
    ]);
    const named = random() < namedShare;
    const query = new URLSearchParams({
      location: place.query,
      schoolType: weighted(random, SCHOOL_TYPES),
      snowDays: String(weighted(random, SNOW_DAYS)),
      ...(units ? { units } : {}),
      ...(named ? { userName: 'Sam' } : {}),
    });
    const prefix = PREFIX[LANGUAGES.includes(language) ? language : 'en'];
    const home = random() < homeShare;
    if (!home && random() < trackedShare) query.set('fbclid', String(Math.floor(random() * 1e9)));
    return {
      address: visitorAddress(Math.floor(random() * addresses)),
      ...(home ? { home: `${prefix}/` } : {}),
      result: `${prefix}/result?${query.toString()}`,
      place: place.query,
      named,
    };
  };
}
