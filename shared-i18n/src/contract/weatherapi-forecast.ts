import { z } from 'zod/mini';
import {
  FORECAST_CONTRACT,
  type ForecastDay,
  type SiteForecast,
  type WeatherCondition,
} from './forecast';

/**
 * WeatherAPI's `forecast.json` and the site's own forecast, both ways
 * (docs/product/weather-data.md#from-weatherapi). Read: the fields the site reads, validated,
 * strict only where the prediction needs it (the five daily figures, the date, the clock and the
 * temperature now); what is only shown falls back when missing or odd; other fields are dropped,
 * so WeatherAPI can add fields freely. Written: WeatherAPI's shape again, for a calculator of an
 * earlier release that reads only that (docs/decisions/015-own-forecast-contract.md).
 */

/** WeatherAPI's paid plans may send more days than the site shows. */
export const FORECAST_DAYS = 3;

// zod 4's z.number() already rejects NaN and ±Infinity; every number here must be finite.
const finite = z.number();

// WeatherAPI has sent percentages both as 87 and as "87".
const numericString = z.pipe(
  z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/, 'not a number')),
  z.transform((value: string) => Number(value)),
);
export const percent = z.pipe(
  z.union([finite, numericString]),
  z.number().check(z.gte(0), z.lte(100)),
);
export const amount = z.pipe(z.union([finite, numericString]), z.number().check(z.gte(0)));

/** A display field: its value when it is one, otherwise `fallback`. */
export const orElse = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  z.catch(schema, fallback);
/** A display field: its value when it is one, otherwise absent. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Accounts can switch `code` or `icon` off: no code, drawn with the neutral icon. */
const conditionSchema = orElse(
  z.object({
    text: orElse(z.string(), ''),
    code: orElse(z.nullable(z.number().check(z.int())), null),
  }),
  { text: '', code: null },
);

const daySchema = z.object({
  maxtemp_c: finite,
  mintemp_c: finite,
  totalprecip_mm: finite,
  maxwind_kph: finite,
  daily_chance_of_snow: percent,
  condition: conditionSchema,
  /** Expected snowfall; not shown when absent. */
  totalsnow_cm: optional(amount),
});

/** "2026-12-15 07:00", the place's wall clock. */
export const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}$/;

const hourSchema = z.object({
  time: z.string().check(z.regex(LOCAL_TIME, 'not a local time')),
  will_it_snow: optional(z.union([finite, numericString])),
  chance_of_snow: optional(percent),
  snow_cm: optional(amount),
});

const forecastDaySchema = z.object({
  /** A date that does not read is shown as it came (docs/product/dates.md), not a failure. */
  date: z.string(),
  day: daySchema,
  /** Hourly data; a day without a readable hour list shows no snow hours. */
  hour: optional(z.array(hourSchema)),
});

const warningSchema = z.object({
  event: orElse(z.string(), ''),
  headline: orElse(z.string(), ''),
  severity: orElse(z.string(), ''),
  areas: orElse(z.string(), ''),
  effective: orElse(z.string(), ''),
  expires: orElse(z.string(), ''),
});
type Warning = z.output<typeof warningSchema>;

/** Warnings that cannot be read are left out one by one; the forecast never fails for them. */
export const warningsSchema = z.pipe(
  z.array(z.catch(z.nullable(warningSchema), null)),
  z.transform((warnings: (Warning | null)[]) =>
    warnings.filter(
      (warning): warning is Warning =>
        warning !== null && (warning.event !== '' || warning.headline !== ''),
    ),
  ),
);

const weatherApiSchema = z.object({
  location: z.object({
    name: orElse(z.string(), ''),
    region: orElse(z.string(), ''),
    country: orElse(z.string(), ''),
    localtime: z.string(),
    tz_id: optional(z.string()),
  }),
  current: z.object({
    temp_c: finite,
    condition: conditionSchema,
    /** A strange value must not fail the forecast: the day's icon is drawn. */
    is_day: z.catch(z.optional(z.union([z.literal(0), z.literal(1)])), undefined),
  }),
  forecast: z.object({
    forecastday: z.pipe(
      z.array(forecastDaySchema).check(z.minLength(1)),
      z.transform((days: z.output<typeof forecastDaySchema>[]) => days.slice(0, FORECAST_DAYS)),
    ),
  }),
  alerts: z.catch(
    z.pipe(
      z.optional(z.object({ alert: z.optional(warningsSchema) })),
      z.transform((alerts) => alerts?.alert ?? []),
    ),
    [],
  ),
});

/** WeatherAPI's refusal, `{"error":{"code":1006,"message":…}}`, whatever the HTTP status. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.optional(z.union([finite, numericString])) }),
});

const dayOf = ({ date, day, hour }: z.output<typeof forecastDaySchema>): ForecastDay => ({
  date,
  maxTempC: day.maxtemp_c,
  minTempC: day.mintemp_c,
  precipMm: day.totalprecip_mm,
  windKph: day.maxwind_kph,
  snowChancePct: day.daily_chance_of_snow,
  snowCm: day.totalsnow_cm ?? null,
  condition: day.condition,
  hours:
    hour?.map((h) => ({
      time: h.time,
      willSnow: h.will_it_snow === undefined ? null : h.will_it_snow === 1,
      snowChancePct: h.chance_of_snow ?? null,
      snowCm: h.snow_cm ?? null,
    })) ?? null,
});

/** WeatherAPI's answer as the site's forecast, or undefined when it is not one. */
export function fromWeatherApi(body: unknown): SiteForecast | undefined {
  const parsed = weatherApiSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { location, current, forecast, alerts } = parsed.data;
  return {
    contract: FORECAST_CONTRACT,
    place: {
      name: location.name,
      region: location.region,
      country: location.country,
      localTime: location.localtime,
      timeZone: location.tz_id ?? null,
    },
    now: {
      tempC: current.temp_c,
      condition: current.condition,
      isDay: current.is_day === undefined ? null : current.is_day === 1,
    },
    days: forecast.forecastday.map(dayOf),
    warnings: alerts,
  };
}

const conditionOut = ({ text, code }: WeatherCondition) =>
  code === null ? { text } : { text, code };
/** `{ key: value }`, or nothing when the value is unknown. */
const known = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;

/**
 * The site's forecast in WeatherAPI's shape, the fields an earlier calculator reads. What the
 * service did not say is left out: an earlier release, which has no rule for an unknown chance
 * of snow, then finds the day unreadable rather than a wrong 0 %.
 */
export function toWeatherApi(forecast: SiteForecast) {
  const { place, now, days, warnings } = forecast;
  return {
    location: {
      name: place.name,
      region: place.region,
      country: place.country,
      localtime: place.localTime,
      ...known('tz_id', place.timeZone),
    },
    current: {
      temp_c: now.tempC,
      condition: conditionOut(now.condition),
      ...known('is_day', now.isDay === null ? null : now.isDay ? 1 : 0),
    },
    forecast: {
      forecastday: days.map((day) => ({
        date: day.date,
        day: {
          maxtemp_c: day.maxTempC,
          mintemp_c: day.minTempC,
          totalprecip_mm: day.precipMm,
          maxwind_kph: day.windKph,
          ...known('daily_chance_of_snow', day.snowChancePct),
          ...known('totalsnow_cm', day.snowCm),
          condition: conditionOut(day.condition),
        },
        ...known(
          'hour',
          day.hours?.map((hour) => ({
            time: hour.time,
            ...known('will_it_snow', hour.willSnow === null ? null : hour.willSnow ? 1 : 0),
            ...known('chance_of_snow', hour.snowChancePct),
            ...known('snow_cm', hour.snowCm),
          })) ?? null,
        ),
      })),
    },
    alerts: { alert: warnings },
  };
}
