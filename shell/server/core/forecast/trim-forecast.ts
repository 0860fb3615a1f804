/**
 * The forecast endpoint passes on only the fields the result page reads
 * (docs/product/weather-data.md, "What the page reads"): hourly data makes WeatherAPI's answer
 * several times larger, and nearly all of it is never shown. This picks, it does not validate:
 * a field that is missing or odd stays as it came (or absent), and the browser's own schema
 * decides what it can use.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `source`'s own `keys` that are present, in that order. */
function pick(source: unknown, keys: readonly string[]): Json | undefined {
  if (!isObject(source)) return undefined;
  const out: Json = {};
  for (const key of keys) if (key in source) out[key] = source[key];
  return out;
}

function pickEach(source: unknown, keep: (item: unknown) => unknown): unknown[] | undefined {
  return Array.isArray(source) ? source.map(keep) : undefined;
}

const CONDITION = ['text', 'code'] as const;
const LOCATION = ['name', 'region', 'country', 'localtime', 'tz_id'] as const;
const DAY = [
  'maxtemp_c',
  'mintemp_c',
  'totalprecip_mm',
  'maxwind_kph',
  'daily_chance_of_snow',
  'totalsnow_cm',
] as const;
const HOUR = ['time', 'will_it_snow', 'chance_of_snow', 'snow_cm'] as const;
/** A weather warning from the agency (WeatherAPI calls them `alerts`; not our push alerts). */
const WEATHER_WARNING = ['event', 'headline', 'severity', 'areas', 'effective', 'expires'] as const;

function withCondition(source: unknown, keys: readonly string[]): Json | undefined {
  const out = pick(source, keys);
  if (out && isObject(source) && 'condition' in source) {
    out.condition = pick(source.condition, CONDITION) ?? source.condition;
  }
  return out;
}

function forecastDay(source: unknown): unknown {
  if (!isObject(source)) return source;
  const out: Json = {};
  if ('date' in source) out.date = source.date;
  if ('day' in source) out.day = withCondition(source.day, DAY) ?? source.day;
  if ('hour' in source) out.hour = pickEach(source.hour, (hour) => pick(hour, HOUR) ?? hour);
  return out;
}

export function trimForecast(body: Json): Json {
  const out: Json = {};
  if ('location' in body) out.location = pick(body.location, LOCATION) ?? body.location;
  if ('current' in body) {
    out.current = withCondition(body.current, ['temp_c', 'is_day']) ?? body.current;
  }
  if (isObject(body.forecast)) {
    const days = pickEach(body.forecast.forecastday, forecastDay);
    out.forecast = days ? { forecastday: days } : {};
  } else if ('forecast' in body) out.forecast = body.forecast;
  if (isObject(body.alerts)) {
    const warnings = pickEach(
      body.alerts.alert,
      (warning) => pick(warning, WEATHER_WARNING) ?? warning,
    );
    out.alerts = warnings ? { alert: warnings } : {};
  }
  return out;
}
