import { z } from 'zod/mini';

/**
 * The fields of WeatherAPI's `forecast.json` the site reads (SPEC 3), validated because a
 * malformed body must be a failed fetch, never a crash (DECISIONS 7). Other fields are
 * allowed and dropped (zod objects strip unknown keys), so WeatherAPI can add fields freely.
 */

/** Horizon of the calculator (SPEC 9); WeatherAPI's paid plans may send more days. */
export const FORECAST_DAYS = 3;

// zod 4's z.number() already rejects NaN and ±Infinity; every number here must be finite.
const finite = z.number();

const conditionSchema = z.object({
  text: z.string(),
  icon: z.string(),
  code: z.number().check(z.int()),
});

// WeatherAPI has sent daily_chance_of_snow both as 87 and as "87".
const numericString = z.pipe(
  z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/, 'not a number')),
  z.transform((value: string) => Number(value)),
);
const percent = z.pipe(z.union([finite, numericString]), z.number().check(z.gte(0), z.lte(100)));

const daySchema = z.object({
  maxtemp_c: finite,
  mintemp_c: finite,
  totalprecip_mm: finite,
  maxwind_kph: finite,
  daily_chance_of_snow: percent,
  condition: conditionSchema,
});

const forecastDaySchema = z.object({
  /** Calendar date in the place's zone ("2026-12-15"; DECISIONS 6). */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'not an ISO date')),
  day: daySchema,
});

export const forecastSchema = z.object({
  location: z.object({
    name: z.string(),
    region: z.string(),
    country: z.string(),
    /** The place's wall clock, "2026-12-14 9:05" (DECISIONS 6). */
    localtime: z.string(),
  }),
  current: z.object({
    temp_c: finite,
    condition: conditionSchema,
    /**
     * Not in SPEC 3's list but read when present, to draw the night icon (moon) for the
     * current weather. Optional and forgiving: a strange value must not fail the forecast.
     */
    is_day: z.catch(z.optional(z.union([z.literal(0), z.literal(1)])), undefined),
  }),
  forecast: z.object({
    forecastday: z.pipe(
      z.array(forecastDaySchema).check(z.minLength(1)),
      z.transform((days: z.output<typeof forecastDaySchema>[]) => days.slice(0, FORECAST_DAYS)),
    ),
  }),
});

export type Forecast = z.infer<typeof forecastSchema>;
export type ForecastDay = Forecast['forecast']['forecastday'][number];
export type WeatherCondition = z.infer<typeof conditionSchema>;
