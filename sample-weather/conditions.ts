/**
 * WeatherAPI.com's condition table (the subset a winter forecast can produce).
 *
 * The codes, English texts and icon numbers are copied from WeatherAPI's published
 * `conditions.json` so the sample responses go through exactly the same
 * code → icon / code → "is it snow?" mapping in the app as live responses do.
 * `night` only differs from `day` where WeatherAPI uses a different word (1000).
 */
export interface ConditionInfo {
  readonly day: string;
  readonly night: string;
  /** Number in WeatherAPI's icon file name, e.g. 338 → `.../day/338.png`. */
  readonly icon: number;
}

export const CONDITIONS = {
  1000: { day: 'Sunny', night: 'Clear', icon: 113 },
  1003: { day: 'Partly cloudy', night: 'Partly cloudy', icon: 116 },
  1006: { day: 'Cloudy', night: 'Cloudy', icon: 119 },
  1009: { day: 'Overcast', night: 'Overcast', icon: 122 },
  1030: { day: 'Mist', night: 'Mist', icon: 143 },
  1063: { day: 'Patchy rain possible', night: 'Patchy rain possible', icon: 176 },
  1066: { day: 'Patchy snow possible', night: 'Patchy snow possible', icon: 179 },
  1069: { day: 'Patchy sleet possible', night: 'Patchy sleet possible', icon: 182 },
  1072: {
    day: 'Patchy freezing drizzle possible',
    night: 'Patchy freezing drizzle possible',
    icon: 185,
  },
  1114: { day: 'Blowing snow', night: 'Blowing snow', icon: 227 },
  1117: { day: 'Blizzard', night: 'Blizzard', icon: 230 },
  1135: { day: 'Fog', night: 'Fog', icon: 248 },
  1147: { day: 'Freezing fog', night: 'Freezing fog', icon: 260 },
  1183: { day: 'Light rain', night: 'Light rain', icon: 296 },
  1189: { day: 'Moderate rain', night: 'Moderate rain', icon: 302 },
  1198: { day: 'Light freezing rain', night: 'Light freezing rain', icon: 311 },
  1201: {
    day: 'Moderate or heavy freezing rain',
    night: 'Moderate or heavy freezing rain',
    icon: 314,
  },
  1204: { day: 'Light sleet', night: 'Light sleet', icon: 317 },
  1207: { day: 'Moderate or heavy sleet', night: 'Moderate or heavy sleet', icon: 320 },
  1210: { day: 'Patchy light snow', night: 'Patchy light snow', icon: 323 },
  1213: { day: 'Light snow', night: 'Light snow', icon: 326 },
  1216: { day: 'Patchy moderate snow', night: 'Patchy moderate snow', icon: 329 },
  1219: { day: 'Moderate snow', night: 'Moderate snow', icon: 332 },
  1222: { day: 'Patchy heavy snow', night: 'Patchy heavy snow', icon: 335 },
  1225: { day: 'Heavy snow', night: 'Heavy snow', icon: 338 },
  1237: { day: 'Ice pellets', night: 'Ice pellets', icon: 350 },
  1240: { day: 'Light rain shower', night: 'Light rain shower', icon: 353 },
  1255: { day: 'Light snow showers', night: 'Light snow showers', icon: 368 },
  1258: {
    day: 'Moderate or heavy snow showers',
    night: 'Moderate or heavy snow showers',
    icon: 371,
  },
} as const satisfies Record<number, ConditionInfo>;

export type ConditionCode = keyof typeof CONDITIONS;

/** Codes that mean falling or blowing snow; the tests use this to keep profiles physically plausible. */
export const SNOW_CODES: ReadonlySet<ConditionCode> = new Set<ConditionCode>([
  1066, 1114, 1117, 1210, 1213, 1216, 1219, 1222, 1225, 1255, 1258,
]);

/** Codes that mean liquid or freezing rain, sleet or ice; the tests hold their days wet. */
export const WET_CODES: ReadonlySet<ConditionCode> = new Set<ConditionCode>([
  1063, 1069, 1072, 1183, 1189, 1198, 1201, 1204, 1207, 1237, 1240,
]);

export interface Condition {
  text: string;
  icon: string;
  code: number;
}

/**
 * Builds the `condition` object in WeatherAPI's shape. The icon URL is
 * protocol-relative exactly like WeatherAPI's; the app never loads it (it maps
 * `code` to its own icons), it is only there so the body is byte-for-byte familiar.
 */
export function conditionFor(code: ConditionCode, isDay: boolean): Condition {
  const info: ConditionInfo = CONDITIONS[code];
  const period = isDay ? 'day' : 'night';
  return {
    text: isDay ? info.day : info.night,
    icon: `//cdn.weatherapi.com/weather/64x64/${period}/${String(info.icon)}.png`,
    code,
  };
}
