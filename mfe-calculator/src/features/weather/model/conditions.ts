/**
 * WeatherAPI.com's condition codes and the icon each one is drawn with.
 *
 * Why our own table: the site never loads WeatherAPI's icon images
 * (docs/product/weather-data.md#condition-texts-and-icons: sample mode is offline, and html2canvas
 * cannot capture cross-origin images in the share picture), so every code maps to one of a few
 * inline SVG drawings instead.
 */
export type IconKind =
  'sun' | 'partly-cloudy' | 'cloud' | 'fog' | 'rain' | 'sleet' | 'snow' | 'heavy-snow' | 'thunder';

/** Every code in WeatherAPI's published conditions list, grouped by the icon drawn for it. */
const CODES_BY_KIND = {
  sun: [1000],
  'partly-cloudy': [1003],
  cloud: [1006, 1009],
  fog: [1030, 1135, 1147],
  // Rain and drizzle that stays liquid.
  rain: [1063, 1150, 1153, 1180, 1183, 1186, 1189, 1192, 1195, 1240, 1243, 1246],
  // Anything that freezes on the ground: sleet, freezing drizzle/rain, ice pellets.
  sleet: [1069, 1072, 1168, 1171, 1198, 1201, 1204, 1207, 1237, 1249, 1252, 1261, 1264],
  snow: [1066, 1210, 1213, 1216, 1219, 1255],
  'heavy-snow': [1114, 1117, 1222, 1225, 1258],
  thunder: [1087, 1273, 1276, 1279, 1282],
} as const satisfies Record<IconKind, readonly number[]>;

export type ConditionCode = (typeof CODES_BY_KIND)[IconKind][number];

const KIND_BY_CODE: ReadonlyMap<number, IconKind> = new Map(
  (Object.entries(CODES_BY_KIND) as [IconKind, readonly number[]][]).flatMap(([kind, codes]) =>
    codes.map((code) => [code, kind] as const),
  ),
);

/** All known codes, ascending (the keys of `conditions` in weather.json). */
export const CONDITION_CODES: readonly ConditionCode[] = [...KIND_BY_CODE.keys()]
  .filter(isConditionCode)
  .sort((a, b) => a - b);

/** Codes whose WeatherAPI night text differs from the day text (1000: "Sunny" / "Clear"). */
export const NIGHT_VARIANT_CODES = [1000] as const satisfies readonly ConditionCode[];
export type NightVariantCode = (typeof NIGHT_VARIANT_CODES)[number];

export function hasNightVariant(code: number): code is NightVariantCode {
  return (NIGHT_VARIANT_CODES as readonly number[]).includes(code);
}

export function isConditionCode(code: number): code is ConditionCode {
  return KIND_BY_CODE.has(code);
}

/** The drawing for `code`; unknown codes (WeatherAPI may add some) get the plain cloud. */
export function iconKindFor(code: number): IconKind {
  return KIND_BY_CODE.get(code) ?? 'cloud';
}
