import { z } from 'zod/mini';

/**
 * The fields of WeatherAPI's `forecast.json` the site reads, validated because a malformed body
 * must be a failed fetch, never a crash. Strict only where the prediction needs it
 * (docs/product/weather-data.md): the five daily figures the engine reads are required; what is
 * only displayed falls back when missing or odd. Other fields are dropped (zod objects strip
 * unknown keys), so WeatherAPI can add fields freely.
 */

/** Horizon of the calculator; WeatherAPI's paid plans may send more days. */
export const FORECAST_DAYS = 3;

// zod 4's z.number() already rejects NaN and ±Infinity; every number here must be finite.
const finite = z.number();

// WeatherAPI has sent percentages both as 87 and as "87".
const numericString = z.pipe(
  z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/, 'not a number')),
  z.transform((value: string) => Number(value)),
);
const percent = z.pipe(z.union([finite, numericString]), z.number().check(z.gte(0), z.lte(100)));
const amount = z.pipe(z.union([finite, numericString]), z.number().check(z.gte(0)));

/** A display field: its value when it is one, otherwise `fallback`. */
const orElse = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  z.catch(schema, fallback);
/** A display field: its value when it is one, otherwise absent. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Accounts can switch `code` or `icon` off: -1 is no known code, drawn with the neutral icon. */
export const UNKNOWN_CONDITION = -1;
const conditionSchema = orElse(
  z.object({
    text: orElse(z.string(), ''),
    code: orElse(z.number().check(z.int()), UNKNOWN_CONDITION),
  }),
  { text: '', code: UNKNOWN_CONDITION },
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
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}$/;

const hourSchema = z.object({
  time: z.string().check(z.regex(LOCAL_TIME, 'not a local time')),
  will_it_snow: optional(z.union([finite, numericString])),
  chance_of_snow: optional(percent),
  snow_cm: optional(amount),
});

const forecastDaySchema = z.object({
  /**
   * Calendar date in the place's zone ("2026-12-15"; see docs/product/weather-data.md). A date
   * that does not read is shown as it came (docs/product/dates.md), not a failed forecast.
   */
  date: z.string(),
  day: daySchema,
  /** Hourly data; a day without a readable hour list shows no snow hours. */
  hour: optional(z.array(hourSchema)),
});

const alertSchema = z.object({
  event: orElse(z.string(), ''),
  headline: orElse(z.string(), ''),
  severity: orElse(z.string(), ''),
  areas: orElse(z.string(), ''),
  effective: orElse(z.string(), ''),
  expires: orElse(z.string(), ''),
});

/** Alerts that cannot be read are left out one by one; the forecast never fails for them. */
const alertsSchema = z.pipe(
  z.array(z.catch(z.nullable(alertSchema), null)),
  z.transform((alerts: (z.output<typeof alertSchema> | null)[]) =>
    alerts.filter(
      (alert): alert is z.output<typeof alertSchema> =>
        alert !== null && (alert.event !== '' || alert.headline !== ''),
    ),
  ),
);

export const forecastSchema = z.object({
  location: z.object({
    name: orElse(z.string(), ''),
    region: orElse(z.string(), ''),
    country: orElse(z.string(), ''),
    /** The place's wall clock, "2026-12-14 9:05" (docs/product/weather-data.md). */
    localtime: z.string(),
    /** The place's IANA zone, to show alert times on its clock. */
    tz_id: optional(z.string()),
  }),
  current: z.object({
    temp_c: finite,
    condition: conditionSchema,
    /**
     * Read when present, to draw the night icon (moon) for the current weather. Optional and
     * forgiving: a strange value must not fail the forecast.
     */
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
      z.optional(z.object({ alert: z.optional(alertsSchema) })),
      z.transform((alerts) => alerts?.alert ?? []),
    ),
    [],
  ),
});

export type Forecast = z.infer<typeof forecastSchema> & {
  /**
   * Set when the answer came from this device with no network (the shell's service worker):
   * when the server made it, an HTTP date (docs/product/home-screen.md#with-no-signal).
   */
  offlineCopy?: { savedAt: string };
};
export type ForecastDay = Forecast['forecast']['forecastday'][number];
export type ForecastHour = NonNullable<ForecastDay['hour']>[number];
export type WeatherAlert = Forecast['alerts'][number];
export type WeatherCondition = z.infer<typeof conditionSchema>;

/** WeatherAPI's refusal, `{"error":{"code":1006,"message":…}}`, whatever the HTTP status. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.optional(z.union([finite, numericString])) }),
});
