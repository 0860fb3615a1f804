import type { ConditionCode } from './conditions.js';

/**
 * The fixed set of places the offline sample-weather service knows.
 *
 * Why a fixed list: without an API key the site must still show believable
 * winter forecasts, and nothing may touch the internet, so every query the
 * sample mode can answer is listed here. The profiles are hand-written to cover
 * the whole range of outcomes the calculator can predict (blizzard → mild), so
 * every branch of the UI and of the prediction model can be exercised by
 * typing a real place name or postal code.
 */

/** One forecast day, using WeatherAPI's own field names so the mapping to the response is 1:1. */
export interface DayProfile {
  readonly code: ConditionCode;
  readonly maxtemp_c: number;
  readonly mintemp_c: number;
  readonly totalprecip_mm: number;
  readonly totalsnow_cm: number;
  readonly maxwind_kph: number;
  readonly avghumidity: number;
  readonly daily_chance_of_rain: number;
  readonly daily_chance_of_snow: number;
}

/**
 * What today's (day 1) weather at a place is meant to look like. Documented on
 * each place so tests can assert the profile really has that character and the
 * "sample data" note can be checked against it by a human.
 * - heavy: >= 20 mm precip, min below -10 °C, wind > 30 km/h, snow chance > 70 %
 * - moderate: some snow (a few cm), not all heavy thresholds
 * - rain: above-freezing rain (min above 2 °C), no snow
 * - mild: max above 10 °C, no snow
 * - dry-cold: well below freezing but no precipitation
 */
export type SnowCharacter = 'heavy' | 'moderate' | 'rain' | 'mild' | 'dry-cold';

/** The `location` fields WeatherAPI returns that do not depend on the clock. */
export interface PlaceLocation {
  readonly name: string;
  readonly region: string;
  readonly country: string;
  readonly lat: number;
  readonly lon: number;
  readonly tz_id: string;
}

export interface Place {
  readonly id: string;
  /** Human label for the "these sample places exist" note; the part before " (" is itself a valid query. */
  readonly label: string;
  readonly character: SnowCharacter;
  /** Queries that resolve to this place, compared after `normalizeQuery`. */
  readonly aliases: readonly string[];
  readonly location: PlaceLocation;
  /** Today, tomorrow, the day after (in the place's own time zone). */
  readonly days: readonly [DayProfile, DayProfile, DayProfile];
}

/**
 * Canonical form used for alias matching, so users can type queries the way
 * they would into WeatherAPI: case-insensitive, trimmed, whitespace collapsed,
 * accents optional ("Montreal" = "Montréal"), full-width CJK punctuation
 * accepted ("哈尔滨，黑龙江"), comma spacing ignored, Canadian postal codes with
 * or without the space/hyphen, and US ZIP+4 reduced to the 5-digit ZIP.
 */
export function normalizeQuery(query: string): string {
  const folded = query
    // NFKD splits accented letters and maps full-width forms to ASCII; the marks are then dropped.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*,\s*/g, ', ');

  const [, forward, local] = /^([a-z]\d[a-z])[ -]?(\d[a-z]\d)$/.exec(folded) ?? [];
  if (forward !== undefined && local !== undefined) return `${forward} ${local}`;

  const [, zip] = /^(\d{5})-\d{4}$/.exec(folded) ?? [];
  if (zip !== undefined) return zip;

  return folded;
}

/**
 * Expands "City", "City, Region", "City, Region, Country" and "City, Country"
 * for every spelling, because users type all of these and WeatherAPI accepts all of them.
 */
function cityAliases(
  names: readonly string[],
  regions: readonly string[],
  countries: readonly string[],
): string[] {
  const out: string[] = [];
  for (const name of names) {
    out.push(name);
    for (const region of regions) {
      out.push(`${name}, ${region}`);
      for (const country of countries) out.push(`${name}, ${region}, ${country}`);
    }
    for (const country of countries) out.push(`${name}, ${country}`);
  }
  return out;
}

const US = ['USA', 'US', 'United States', 'United States of America'];
const CANADA = ['Canada', 'CA'];
const SPAIN = ['Spain', 'España', 'ES'];
const FRANCE = ['France', 'FR'];
const CHINA = ['China', 'CN', '中国'];

const USA_COUNTRY = 'United States of America';

export const PLACES: readonly Place[] = [
  {
    id: 'buffalo-ny',
    label: '14201 (Buffalo, NY)',
    character: 'heavy',
    aliases: ['14201', '14202', '14203', ...cityAliases(['Buffalo'], ['NY', 'New York'], US)],
    location: {
      name: 'Buffalo',
      region: 'New York',
      country: USA_COUNTRY,
      lat: 42.89,
      lon: -78.88,
      tz_id: 'America/New_York',
    },
    // Lake-effect band parks over the city, then weakens as the wind backs.
    days: [
      {
        code: 1225,
        maxtemp_c: -4.2,
        mintemp_c: -12.1,
        totalprecip_mm: 28.4,
        totalsnow_cm: 32.5,
        maxwind_kph: 45.4,
        avghumidity: 90,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 92,
      },
      {
        code: 1258,
        maxtemp_c: -6.3,
        mintemp_c: -14.0,
        totalprecip_mm: 21.7,
        totalsnow_cm: 26.1,
        maxwind_kph: 38.2,
        avghumidity: 88,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 88,
      },
      {
        code: 1213,
        maxtemp_c: -2.8,
        mintemp_c: -9.4,
        totalprecip_mm: 4.1,
        totalsnow_cm: 5.2,
        maxwind_kph: 22.3,
        avghumidity: 84,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 65,
      },
    ],
  },
  {
    id: 'minneapolis-mn',
    label: '55401 (Minneapolis, MN)',
    character: 'moderate',
    aliases: ['55401', '55402', '55403', ...cityAliases(['Minneapolis'], ['MN', 'Minnesota'], US)],
    location: {
      name: 'Minneapolis',
      region: 'Minnesota',
      country: USA_COUNTRY,
      lat: 44.98,
      lon: -93.27,
      tz_id: 'America/Chicago',
    },
    // Steady clipper snow, then an Arctic high clears the sky and drops the lows.
    days: [
      {
        code: 1219,
        maxtemp_c: -7.1,
        mintemp_c: -15.3,
        totalprecip_mm: 9.2,
        totalsnow_cm: 11.4,
        maxwind_kph: 26.3,
        avghumidity: 85,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 80,
      },
      {
        code: 1066,
        maxtemp_c: -10.4,
        mintemp_c: -19.2,
        totalprecip_mm: 1.2,
        totalsnow_cm: 1.5,
        maxwind_kph: 18.0,
        avghumidity: 78,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 45,
      },
      {
        code: 1003,
        maxtemp_c: -9.0,
        mintemp_c: -21.4,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 14.4,
        avghumidity: 70,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 5,
      },
    ],
  },
  {
    id: 'denver-co',
    label: '80202 (Denver, CO)',
    character: 'dry-cold',
    aliases: ['80202', '80203', ...cityAliases(['Denver'], ['CO', 'Colorado'], US)],
    location: {
      name: 'Denver',
      region: 'Colorado',
      country: USA_COUNTRY,
      lat: 39.75,
      lon: -104.99,
      tz_id: 'America/Denver',
    },
    // Dry Front Range cold, a brief upslope snow shower, then a downslope warm-up.
    days: [
      {
        code: 1000,
        maxtemp_c: -2.1,
        mintemp_c: -14.2,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 12.2,
        avghumidity: 45,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
      {
        code: 1255,
        maxtemp_c: -5.0,
        mintemp_c: -13.1,
        totalprecip_mm: 2.5,
        totalsnow_cm: 4.0,
        maxwind_kph: 20.2,
        avghumidity: 68,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 55,
      },
      {
        code: 1003,
        maxtemp_c: 4.3,
        mintemp_c: -8.2,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 10.1,
        avghumidity: 40,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
    ],
  },
  {
    id: 'boston-ma',
    label: '02108 (Boston, MA)',
    character: 'heavy',
    aliases: ['02108', '02109', '02110', ...cityAliases(['Boston'], ['MA', 'Massachusetts'], US)],
    location: {
      name: 'Boston',
      region: 'Massachusetts',
      country: USA_COUNTRY,
      lat: 42.36,
      lon: -71.06,
      tz_id: 'America/New_York',
    },
    // Nor'easter: blizzard on day one, blowing snow as it pulls away.
    days: [
      {
        code: 1117,
        maxtemp_c: -2.3,
        mintemp_c: -11.2,
        totalprecip_mm: 34.1,
        totalsnow_cm: 38.2,
        maxwind_kph: 62.3,
        avghumidity: 92,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 95,
      },
      {
        code: 1114,
        maxtemp_c: -5.1,
        mintemp_c: -13.3,
        totalprecip_mm: 6.0,
        totalsnow_cm: 8.1,
        maxwind_kph: 48.2,
        avghumidity: 80,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 70,
      },
      {
        code: 1006,
        maxtemp_c: -3.2,
        mintemp_c: -10.1,
        totalprecip_mm: 0.3,
        totalsnow_cm: 0.3,
        maxwind_kph: 24.1,
        avghumidity: 72,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 20,
      },
    ],
  },
  {
    id: 'new-york-ny',
    label: '10001 (New York, NY)',
    character: 'rain',
    aliases: [
      '10001',
      '10002',
      '10003',
      'NYC',
      'New York City',
      'Manhattan',
      ...cityAliases(['New York'], ['NY'], US),
    ],
    location: {
      name: 'New York',
      region: 'New York',
      country: USA_COUNTRY,
      lat: 40.75,
      lon: -73.99,
      tz_id: 'America/New_York',
    },
    // Coastal storm hovering at the rain/snow line: rain, then sleet, then freezing rain.
    days: [
      {
        code: 1183,
        maxtemp_c: 6.2,
        mintemp_c: 3.1,
        totalprecip_mm: 8.3,
        totalsnow_cm: 0,
        maxwind_kph: 28.1,
        avghumidity: 90,
        daily_chance_of_rain: 85,
        daily_chance_of_snow: 0,
      },
      {
        code: 1204,
        maxtemp_c: 2.1,
        mintemp_c: -1.2,
        totalprecip_mm: 9.4,
        totalsnow_cm: 2.0,
        maxwind_kph: 30.2,
        avghumidity: 91,
        daily_chance_of_rain: 60,
        daily_chance_of_snow: 55,
      },
      {
        code: 1198,
        maxtemp_c: 0.4,
        mintemp_c: -2.9,
        totalprecip_mm: 5.1,
        totalsnow_cm: 0.5,
        maxwind_kph: 24.1,
        avghumidity: 89,
        daily_chance_of_rain: 65,
        daily_chance_of_snow: 35,
      },
    ],
  },
  {
    id: 'atlanta-ga',
    label: '30301 (Atlanta, GA)',
    character: 'mild',
    aliases: ['30301', '30303', ...cityAliases(['Atlanta'], ['GA', 'Georgia'], US)],
    location: {
      name: 'Atlanta',
      region: 'Georgia',
      country: USA_COUNTRY,
      lat: 33.75,
      lon: -84.39,
      tz_id: 'America/New_York',
    },
    // Southern winter: no snow at all, so the calculator must say "school as usual".
    days: [
      {
        code: 1003,
        maxtemp_c: 14.2,
        mintemp_c: 4.1,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 15.1,
        avghumidity: 62,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
      {
        code: 1063,
        maxtemp_c: 16.0,
        mintemp_c: 7.2,
        totalprecip_mm: 1.5,
        totalsnow_cm: 0,
        maxwind_kph: 18.4,
        avghumidity: 75,
        daily_chance_of_rain: 65,
        daily_chance_of_snow: 0,
      },
      {
        code: 1000,
        maxtemp_c: 12.3,
        mintemp_c: 1.2,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 11.2,
        avghumidity: 55,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
    ],
  },
  {
    id: 'anchorage-ak',
    label: '99501 (Anchorage, AK)',
    character: 'moderate',
    aliases: ['99501', '99502', ...cityAliases(['Anchorage'], ['AK', 'Alaska'], US)],
    location: {
      name: 'Anchorage',
      region: 'Alaska',
      country: USA_COUNTRY,
      lat: 61.22,
      lon: -149.9,
      tz_id: 'America/Anchorage',
    },
    // Routine Alaskan snow: schools rarely close for this, which the model should reflect.
    days: [
      {
        code: 1213,
        maxtemp_c: -6.2,
        mintemp_c: -13.1,
        totalprecip_mm: 5.0,
        totalsnow_cm: 7.1,
        maxwind_kph: 20.2,
        avghumidity: 86,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 75,
      },
      {
        code: 1219,
        maxtemp_c: -8.1,
        mintemp_c: -16.2,
        totalprecip_mm: 10.1,
        totalsnow_cm: 13.2,
        maxwind_kph: 28.1,
        avghumidity: 88,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 85,
      },
      {
        code: 1009,
        maxtemp_c: -11.0,
        mintemp_c: -19.3,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 15.1,
        avghumidity: 80,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 20,
      },
    ],
  },
  {
    id: 'ottawa-on',
    label: 'K1A 0B1 (Ottawa, ON)',
    character: 'heavy',
    aliases: ['K1A 0B1', 'K1P 1J1', ...cityAliases(['Ottawa'], ['ON', 'Ontario'], CANADA)],
    location: {
      name: 'Ottawa',
      region: 'Ontario',
      country: 'Canada',
      lat: 45.42,
      lon: -75.7,
      tz_id: 'America/Toronto',
    },
    // Big Ottawa Valley storm followed by a deep-freeze clear day.
    days: [
      {
        code: 1225,
        maxtemp_c: -8.3,
        mintemp_c: -17.2,
        totalprecip_mm: 24.2,
        totalsnow_cm: 28.4,
        maxwind_kph: 36.4,
        avghumidity: 89,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 90,
      },
      {
        code: 1219,
        maxtemp_c: -12.1,
        mintemp_c: -22.0,
        totalprecip_mm: 8.0,
        totalsnow_cm: 10.2,
        maxwind_kph: 30.2,
        avghumidity: 84,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 75,
      },
      {
        code: 1000,
        maxtemp_c: -15.2,
        mintemp_c: -26.1,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 16.2,
        avghumidity: 70,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 5,
      },
    ],
  },
  {
    id: 'calgary-ab',
    label: 'T2P 1J9 (Calgary, AB)',
    character: 'moderate',
    aliases: ['T2P 1J9', ...cityAliases(['Calgary'], ['AB', 'Alberta'], CANADA)],
    location: {
      name: 'Calgary',
      region: 'Alberta',
      country: 'Canada',
      lat: 51.05,
      lon: -114.07,
      tz_id: 'America/Edmonton',
    },
    // Snow squalls, an Arctic day, then a chinook pushes the high above zero.
    days: [
      {
        code: 1258,
        maxtemp_c: -9.1,
        mintemp_c: -20.2,
        totalprecip_mm: 6.1,
        totalsnow_cm: 9.3,
        maxwind_kph: 32.4,
        avghumidity: 80,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 80,
      },
      {
        code: 1006,
        maxtemp_c: -14.2,
        mintemp_c: -24.1,
        totalprecip_mm: 0.5,
        totalsnow_cm: 0.8,
        maxwind_kph: 22.0,
        avghumidity: 74,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 35,
      },
      {
        code: 1003,
        maxtemp_c: 6.1,
        mintemp_c: -5.2,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 40.3,
        avghumidity: 42,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
    ],
  },
  {
    id: 'montreal-qc',
    label: 'H2X 1Y4 (Montréal, QC)',
    character: 'heavy',
    aliases: [
      'H2X 1Y4',
      'H3B 1A7',
      ...cityAliases(['Montréal', 'Montreal'], ['QC', 'Québec', 'Quebec'], CANADA),
    ],
    location: {
      name: 'Montreal',
      region: 'Quebec',
      country: 'Canada',
      lat: 45.51,
      lon: -73.57,
      tz_id: 'America/Toronto',
    },
    days: [
      {
        code: 1225,
        maxtemp_c: -9.2,
        mintemp_c: -18.1,
        totalprecip_mm: 26.3,
        totalsnow_cm: 31.2,
        maxwind_kph: 42.1,
        avghumidity: 90,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 93,
      },
      {
        code: 1219,
        maxtemp_c: -6.0,
        mintemp_c: -14.2,
        totalprecip_mm: 14.1,
        totalsnow_cm: 17.0,
        maxwind_kph: 30.2,
        avghumidity: 87,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 85,
      },
      {
        code: 1114,
        maxtemp_c: -14.1,
        mintemp_c: -24.0,
        totalprecip_mm: 2.0,
        totalsnow_cm: 3.1,
        maxwind_kph: 50.0,
        avghumidity: 76,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 60,
      },
    ],
  },
  {
    id: 'quebec-qc',
    label: 'G1R 4P5 (Québec, QC)',
    character: 'heavy',
    aliases: [
      'G1R 4P5',
      'Quebec City',
      'Québec City',
      'Ville de Québec',
      ...cityAliases(['Québec', 'Quebec'], ['QC'], CANADA),
    ],
    location: {
      name: 'Quebec',
      region: 'Quebec',
      country: 'Canada',
      lat: 46.81,
      lon: -71.21,
      tz_id: 'America/Toronto',
    },
    days: [
      {
        code: 1225,
        maxtemp_c: -10.2,
        mintemp_c: -20.1,
        totalprecip_mm: 30.2,
        totalsnow_cm: 35.4,
        maxwind_kph: 44.3,
        avghumidity: 91,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 95,
      },
      {
        code: 1117,
        maxtemp_c: -12.0,
        mintemp_c: -21.3,
        totalprecip_mm: 21.1,
        totalsnow_cm: 26.0,
        maxwind_kph: 58.3,
        avghumidity: 90,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 90,
      },
      {
        code: 1213,
        maxtemp_c: -15.1,
        mintemp_c: -25.2,
        totalprecip_mm: 3.0,
        totalsnow_cm: 4.2,
        maxwind_kph: 26.0,
        avghumidity: 80,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 60,
      },
    ],
  },
  {
    id: 'madrid-es',
    label: 'Madrid, España',
    character: 'mild',
    aliases: cityAliases(['Madrid'], ['Comunidad de Madrid'], SPAIN),
    location: {
      name: 'Madrid',
      region: 'Madrid',
      country: 'Spain',
      lat: 40.4,
      lon: -3.68,
      tz_id: 'Europe/Madrid',
    },
    // Typical Madrid winter: sunny and cool, a rainy day, no snow.
    days: [
      {
        code: 1000,
        maxtemp_c: 11.2,
        mintemp_c: 1.1,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 12.2,
        avghumidity: 60,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
      {
        code: 1183,
        maxtemp_c: 9.1,
        mintemp_c: 3.2,
        totalprecip_mm: 4.2,
        totalsnow_cm: 0,
        maxwind_kph: 20.2,
        avghumidity: 82,
        daily_chance_of_rain: 75,
        daily_chance_of_snow: 0,
      },
      {
        code: 1003,
        maxtemp_c: 12.1,
        mintemp_c: 2.0,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 14.0,
        avghumidity: 66,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
    ],
  },
  {
    id: 'burgos-es',
    label: 'Burgos, España',
    character: 'moderate',
    aliases: cityAliases(['Burgos'], ['Castilla y León'], SPAIN),
    location: {
      name: 'Burgos',
      region: 'Castilla y Leon',
      country: 'Spain',
      lat: 42.35,
      lon: -3.7,
      tz_id: 'Europe/Madrid',
    },
    // High Castilian plateau: light snow right at freezing, then frosty and grey.
    days: [
      {
        code: 1210,
        maxtemp_c: 1.2,
        mintemp_c: -4.1,
        totalprecip_mm: 4.0,
        totalsnow_cm: 4.1,
        maxwind_kph: 25.2,
        avghumidity: 88,
        daily_chance_of_rain: 20,
        daily_chance_of_snow: 70,
      },
      {
        code: 1066,
        maxtemp_c: 3.0,
        mintemp_c: -6.1,
        totalprecip_mm: 1.0,
        totalsnow_cm: 1.0,
        maxwind_kph: 20.2,
        avghumidity: 82,
        daily_chance_of_rain: 10,
        daily_chance_of_snow: 40,
      },
      {
        code: 1009,
        maxtemp_c: 5.1,
        mintemp_c: -3.2,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 15.1,
        avghumidity: 80,
        daily_chance_of_rain: 10,
        daily_chance_of_snow: 10,
      },
    ],
  },
  {
    id: 'leon-es',
    label: 'León, España',
    character: 'moderate',
    aliases: cityAliases(['León', 'Leon'], ['Castilla y León'], SPAIN),
    location: {
      name: 'Leon',
      region: 'Castilla y Leon',
      country: 'Spain',
      lat: 42.6,
      lon: -5.57,
      tz_id: 'Europe/Madrid',
    },
    days: [
      {
        code: 1219,
        maxtemp_c: 0.8,
        mintemp_c: -5.2,
        totalprecip_mm: 10.1,
        totalsnow_cm: 10.2,
        maxwind_kph: 28.1,
        avghumidity: 89,
        daily_chance_of_rain: 15,
        daily_chance_of_snow: 78,
      },
      {
        code: 1204,
        maxtemp_c: 3.1,
        mintemp_c: -0.4,
        totalprecip_mm: 6.0,
        totalsnow_cm: 1.0,
        maxwind_kph: 22.0,
        avghumidity: 90,
        daily_chance_of_rain: 55,
        daily_chance_of_snow: 50,
      },
      {
        code: 1003,
        maxtemp_c: 4.2,
        mintemp_c: -7.1,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 12.0,
        avghumidity: 72,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
    ],
  },
  {
    id: 'andorra-la-vella-ad',
    label: 'Andorra la Vella, Andorra',
    character: 'moderate',
    aliases: ['AD500', 'Andorra', ...cityAliases(['Andorra la Vella'], [], ['Andorra', 'AD'])],
    location: {
      name: 'Andorra La Vella',
      // WeatherAPI leaves region empty for some places; kept empty so the UI handles that case.
      region: '',
      country: 'Andorra',
      lat: 42.5,
      lon: 1.52,
      tz_id: 'Europe/Andorra',
    },
    days: [
      {
        code: 1219,
        maxtemp_c: -1.1,
        mintemp_c: -8.2,
        totalprecip_mm: 12.0,
        totalsnow_cm: 14.1,
        maxwind_kph: 30.0,
        avghumidity: 86,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 82,
      },
      {
        code: 1255,
        maxtemp_c: -3.0,
        mintemp_c: -10.1,
        totalprecip_mm: 4.1,
        totalsnow_cm: 6.0,
        maxwind_kph: 24.1,
        avghumidity: 80,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 65,
      },
      {
        code: 1000,
        maxtemp_c: 3.2,
        mintemp_c: -9.1,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 10.1,
        avghumidity: 55,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
    ],
  },
  {
    id: 'paris-fr',
    label: 'Paris, France',
    character: 'rain',
    aliases: cityAliases(['Paris'], ['Île-de-France'], FRANCE),
    location: {
      name: 'Paris',
      region: 'Ile-de-France',
      country: 'France',
      lat: 48.87,
      lon: 2.33,
      tz_id: 'Europe/Paris',
    },
    // Atlantic rain, then colder air brings a chance of flurries on day three.
    days: [
      {
        code: 1189,
        maxtemp_c: 8.2,
        mintemp_c: 4.1,
        totalprecip_mm: 9.1,
        totalsnow_cm: 0,
        maxwind_kph: 28.1,
        avghumidity: 90,
        daily_chance_of_rain: 85,
        daily_chance_of_snow: 0,
      },
      {
        code: 1183,
        maxtemp_c: 7.1,
        mintemp_c: 3.2,
        totalprecip_mm: 4.0,
        totalsnow_cm: 0,
        maxwind_kph: 22.0,
        avghumidity: 88,
        daily_chance_of_rain: 75,
        daily_chance_of_snow: 0,
      },
      {
        code: 1066,
        maxtemp_c: 3.1,
        mintemp_c: -1.0,
        totalprecip_mm: 1.0,
        totalsnow_cm: 0.8,
        maxwind_kph: 18.0,
        avghumidity: 85,
        daily_chance_of_rain: 20,
        daily_chance_of_snow: 40,
      },
    ],
  },
  {
    id: 'chamonix-fr',
    label: 'Chamonix-Mont-Blanc, France',
    character: 'heavy',
    aliases: cityAliases(
      ['Chamonix-Mont-Blanc', 'Chamonix Mont Blanc', 'Chamonix'],
      ['Haute-Savoie'],
      FRANCE,
    ),
    location: {
      name: 'Chamonix-Mont-Blanc',
      region: 'Rhone-Alpes',
      country: 'France',
      lat: 45.92,
      lon: 6.87,
      tz_id: 'Europe/Paris',
    },
    days: [
      {
        code: 1225,
        maxtemp_c: -5.1,
        mintemp_c: -13.2,
        totalprecip_mm: 26.0,
        totalsnow_cm: 34.1,
        maxwind_kph: 40.3,
        avghumidity: 91,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 90,
      },
      {
        code: 1258,
        maxtemp_c: -7.2,
        mintemp_c: -15.0,
        totalprecip_mm: 14.0,
        totalsnow_cm: 20.2,
        maxwind_kph: 35.0,
        avghumidity: 88,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 85,
      },
      {
        code: 1003,
        maxtemp_c: -4.0,
        mintemp_c: -16.1,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 12.2,
        avghumidity: 70,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 5,
      },
    ],
  },
  {
    id: 'harbin-cn',
    label: '哈尔滨 (Harbin)',
    character: 'moderate',
    aliases: [
      '哈尔滨',
      '哈尔滨市',
      '哈尔滨, 黑龙江',
      '150000',
      ...cityAliases(['Harbin', 'Haerbin'], ['Heilongjiang'], CHINA),
    ],
    location: {
      name: 'Harbin',
      region: 'Heilongjiang',
      country: 'China',
      lat: 45.75,
      lon: 126.65,
      // WeatherAPI still reports the legacy zone id for Harbin; Intl resolves it to China Standard Time.
      tz_id: 'Asia/Harbin',
    },
    // Siberian cold: moderate snow, then bitterly cold and clear.
    days: [
      {
        code: 1219,
        maxtemp_c: -16.2,
        mintemp_c: -27.1,
        totalprecip_mm: 7.0,
        totalsnow_cm: 10.1,
        maxwind_kph: 28.1,
        avghumidity: 78,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 80,
      },
      {
        code: 1003,
        maxtemp_c: -20.1,
        mintemp_c: -31.2,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 16.2,
        avghumidity: 70,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 5,
      },
      {
        code: 1000,
        maxtemp_c: -17.3,
        mintemp_c: -30.0,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 12.0,
        avghumidity: 66,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
    ],
  },
  {
    id: 'beijing-cn',
    label: '北京 (Beijing)',
    character: 'dry-cold',
    aliases: ['北京', '北京市', '100000', 'Peking', ...cityAliases(['Beijing'], [], CHINA)],
    location: {
      name: 'Beijing',
      region: 'Beijing',
      country: 'China',
      lat: 39.93,
      lon: 116.39,
      tz_id: 'Asia/Shanghai',
    },
    // Dry continental winter: sun and wind, only a slight chance of flurries.
    days: [
      {
        code: 1000,
        maxtemp_c: 3.1,
        mintemp_c: -7.2,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 18.4,
        avghumidity: 30,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
      {
        code: 1003,
        maxtemp_c: 2.0,
        mintemp_c: -8.1,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 22.0,
        avghumidity: 34,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
      {
        code: 1066,
        maxtemp_c: 0.2,
        mintemp_c: -6.1,
        totalprecip_mm: 0.8,
        totalsnow_cm: 1.0,
        maxwind_kph: 14.0,
        avghumidity: 55,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 45,
      },
    ],
  },
  {
    id: 'changchun-cn',
    label: '长春 (Changchun)',
    character: 'heavy',
    aliases: [
      '长春',
      '长春市',
      '长春, 吉林',
      '130000',
      ...cityAliases(['Changchun'], ['Jilin'], CHINA),
    ],
    location: {
      name: 'Changchun',
      region: 'Jilin',
      country: 'China',
      lat: 43.88,
      lon: 125.32,
      tz_id: 'Asia/Shanghai',
    },
    days: [
      {
        code: 1225,
        maxtemp_c: -11.1,
        mintemp_c: -22.2,
        totalprecip_mm: 22.0,
        totalsnow_cm: 27.2,
        maxwind_kph: 38.2,
        avghumidity: 86,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 88,
      },
      {
        code: 1114,
        maxtemp_c: -16.0,
        mintemp_c: -26.1,
        totalprecip_mm: 3.0,
        totalsnow_cm: 4.1,
        maxwind_kph: 46.0,
        avghumidity: 74,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 60,
      },
      {
        code: 1000,
        maxtemp_c: -19.2,
        mintemp_c: -29.1,
        totalprecip_mm: 0,
        totalsnow_cm: 0,
        maxwind_kph: 20.1,
        avghumidity: 62,
        daily_chance_of_rain: 0,
        daily_chance_of_snow: 0,
      },
    ],
  },
];
