import {
  FORECAST_CONTRACT,
  type ForecastDay,
  type ForecastHour,
  type ForecastPlace,
  type SiteForecast,
} from '@snowday/shared-i18n/contract';
import { z } from 'zod';

/**
 * Open-Meteo's answers read into the site's forecast (docs/product/weather-data.md#from-open-meteo):
 * its place search (`/v1/search`) names the place, its forecast (`/v1/forecast`) gives the
 * weather. Pure: no request, no clock.
 */

/** One place of the search's `results`; fields it has not are left out of its answer. */
const placeSchema = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country: z.string().optional(),
  admin1: z.string().optional(),
  timezone: z.string().optional(),
});
export type OpenMeteoPlace = z.infer<typeof placeSchema>;

/** No `results` at all is how the search says it found nothing. */
const searchSchema = z.object({ results: z.array(z.unknown()).optional() });

/** The search's first place; `null` when it found none, undefined when the answer does not read. */
export function firstPlace(json: unknown): OpenMeteoPlace | null | undefined {
  const search = searchSchema.safeParse(json);
  if (!search.success) return undefined;
  const [first] = search.data.results ?? [];
  if (first === undefined) return null;
  const place = placeSchema.safeParse(first);
  return place.success ? place.data : undefined;
}

/** The variables the site asks for, in the forecast request and in its answer. */
export const OPEN_METEO_VARIABLES = {
  current: ['temperature_2m', 'weather_code', 'is_day'],
  daily: [
    'weather_code',
    'temperature_2m_max',
    'temperature_2m_min',
    'precipitation_sum',
    'snowfall_sum',
    'wind_speed_10m_max',
  ],
  hourly: ['precipitation_probability', 'snowfall', 'weather_code'],
} as const;

/** A series: one value a step, `null` where the model has none. */
const series = z.array(z.number().nullable());

const forecastSchema = z.object({
  timezone: z.string().optional(),
  current: z.object({
    time: z.string(),
    temperature_2m: z.number(),
    weather_code: z.number().nullable().optional(),
    is_day: z.number().nullable().optional(),
  }),
  daily: z.object({
    time: z.array(z.string()).min(1),
    weather_code: series.optional(),
    temperature_2m_max: series,
    temperature_2m_min: series,
    precipitation_sum: series,
    snowfall_sum: series.optional(),
    wind_speed_10m_max: series,
  }),
  hourly: z
    .object({
      time: z.array(z.string()),
      precipitation_probability: series.optional(),
      snowfall: series.optional(),
      weather_code: series.optional(),
    })
    .optional(),
});
type OpenMeteoForecast = z.infer<typeof forecastSchema>;

/**
 * WMO weather codes (Open-Meteo's `weather_code`) on the site's list of conditions (WeatherAPI's
 * numbers, which its texts and icons are keyed by): the nearest condition of each.
 */
export const WMO_CONDITIONS: Readonly<Record<number, number>> = {
  0: 1000, // clear sky
  1: 1000, // mainly clear
  2: 1003, // partly cloudy
  3: 1009, // overcast
  45: 1135, // fog
  48: 1147, // depositing rime fog
  51: 1150, // light drizzle
  53: 1153, // drizzle
  55: 1153, // dense drizzle
  56: 1168, // light freezing drizzle
  57: 1171, // dense freezing drizzle
  61: 1183, // slight rain
  63: 1189, // moderate rain
  65: 1195, // heavy rain
  66: 1198, // light freezing rain
  67: 1201, // heavy freezing rain
  71: 1213, // slight snow fall
  73: 1219, // moderate snow fall
  75: 1225, // heavy snow fall
  77: 1213, // snow grains
  80: 1240, // slight rain showers
  81: 1243, // moderate rain showers
  82: 1246, // violent rain showers
  85: 1255, // slight snow showers
  86: 1258, // heavy snow showers
  95: 1273, // thunderstorm
  96: 1276, // thunderstorm with slight hail
  99: 1276, // thunderstorm with heavy hail
};

/** The WMO codes of snow: snow fall, snow grains, snow showers. */
export const WMO_SNOW = new Set([71, 73, 75, 77, 85, 86]);

const conditionOf = (wmo: number | null | undefined) => ({
  code: (wmo === null || wmo === undefined ? undefined : WMO_CONDITIONS[wmo]) ?? null,
  text: '',
});

/** "2026-12-15T07:00" → "2026-12-15 07:00": the place's wall clock, as the site writes it. */
const wallClock = (time: string) => time.replace('T', ' ');

interface HourReading {
  time: string;
  probability: number | null;
  snowfall: number | null;
  code: number | null;
}

/**
 * Whether an hour brings snow: snowfall above 0, or a snow code. `null` when the hour has
 * neither reading.
 */
function snowyHour({ snowfall, code }: HourReading): boolean | null {
  if (snowfall === null && code === null) return null;
  return (snowfall ?? 0) > 0 || (code !== null && WMO_SNOW.has(code));
}

/**
 * The day's chance of snow, which Open-Meteo does not give (docs/product/weather-data.md#from-open-meteo):
 * the highest chance of precipitation among the hours that bring snow; 0 when the day's hours
 * are read and none brings snow; unknown (`null`) when no hour could be read, or when the
 * hours that bring snow carry no chance of precipitation.
 */
export function daySnowChance(hours: readonly HourReading[]): number | null {
  const read = hours.filter((hour) => snowyHour(hour) !== null);
  if (read.length === 0) return null;
  const snowy = read.filter((hour) => snowyHour(hour) === true);
  if (snowy.length === 0) return 0;
  const chances = snowy.flatMap((hour) => (hour.probability === null ? [] : [hour.probability]));
  return chances.length === 0 ? null : Math.max(...chances);
}

function hourReadings(hourly: OpenMeteoForecast['hourly'], date: string): HourReading[] {
  if (!hourly) return [];
  return hourly.time.flatMap((time, i) =>
    time.startsWith(`${date}T`)
      ? [
          {
            time,
            probability: hourly.precipitation_probability?.[i] ?? null,
            snowfall: hourly.snowfall?.[i] ?? null,
            code: hourly.weather_code?.[i] ?? null,
          },
        ]
      : [],
  );
}

const asHour = (hour: HourReading): ForecastHour => {
  const snowy = snowyHour(hour);
  return {
    time: wallClock(hour.time),
    willSnow: snowy,
    // The chance of precipitation is a chance of snow in an hour that brings snow.
    snowChancePct: snowy === null ? null : snowy ? hour.probability : 0,
    snowCm: hour.snowfall,
  };
};

/** Day `i`, or undefined when a figure the prediction reads is missing. */
function dayAt(forecast: OpenMeteoForecast, i: number): ForecastDay | undefined {
  const { daily, hourly } = forecast;
  const date = daily.time[i];
  const max = daily.temperature_2m_max[i];
  const min = daily.temperature_2m_min[i];
  const precip = daily.precipitation_sum[i];
  const wind = daily.wind_speed_10m_max[i];
  if (date === undefined || max == null || min == null || precip == null || wind == null) {
    return undefined;
  }
  const readings = hourReadings(hourly, date);
  return {
    date,
    maxTempC: max,
    minTempC: min,
    precipMm: precip,
    windKph: wind,
    snowChancePct: daySnowChance(readings),
    snowCm: daily.snowfall_sum?.[i] ?? null,
    condition: conditionOf(daily.weather_code?.[i]),
    hours: readings.length === 0 ? null : readings.map(asHour),
  };
}

/**
 * Open-Meteo's forecast for `place` as the site's forecast, or undefined when it is not one (no
 * current temperature, no day with the figures the prediction reads). Open-Meteo publishes no
 * official warnings: there are none.
 */
export function fromOpenMeteo(
  json: unknown,
  place: Omit<ForecastPlace, 'localTime'>,
  days: number,
): SiteForecast | undefined {
  const parsed = forecastSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const forecast = parsed.data;
  const read: ForecastDay[] = [];
  for (let i = 0; i < Math.min(days, forecast.daily.time.length); i += 1) {
    const day = dayAt(forecast, i);
    if (!day) return undefined;
    read.push(day);
  }
  const { current } = forecast;
  return {
    contract: FORECAST_CONTRACT,
    place: {
      ...place,
      localTime: wallClock(current.time),
      timeZone: forecast.timezone ?? place.timeZone,
    },
    now: {
      tempC: current.temperature_2m,
      condition: conditionOf(current.weather_code),
      isDay: current.is_day === 1 ? true : current.is_day === 0 ? false : null,
    },
    days: read,
    warnings: [],
  };
}
