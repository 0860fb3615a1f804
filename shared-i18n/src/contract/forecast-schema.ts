import { z } from 'zod/mini';
import { FORECAST_CONTRACT, type SiteForecast } from './forecast';
import {
  amount,
  FORECAST_DAYS,
  fromWeatherApi,
  LOCAL_TIME,
  orElse,
  percent,
  warningsSchema,
} from './weatherapi-forecast';

/**
 * The site's forecast as every reader parses it (docs/product/weather-data.md#the-forecast-contract),
 * because the writer may be another release: strict where the prediction reads (the four daily
 * figures, the chance of snow or its `null`, the date, the clock, the temperature now), forgiving
 * where a value is only shown (it falls back to unknown). A chance of snow that is neither a
 * percentage nor `null` is a broken forecast, not an unknown one.
 */

const finite = z.number();
/** A shown value that does not read is unknown. */
const unknownIfOdd = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullable(schema), null);

const conditionSchema = orElse(
  z.object({
    code: unknownIfOdd(z.number().check(z.int())),
    text: orElse(z.string(), ''),
  }),
  { code: null, text: '' },
);

const hourSchema = z.object({
  time: z.string().check(z.regex(LOCAL_TIME, 'not a local time')),
  willSnow: unknownIfOdd(z.boolean()),
  snowChancePct: unknownIfOdd(percent),
  snowCm: unknownIfOdd(amount),
});

const daySchema = z.object({
  date: z.string(),
  maxTempC: finite,
  minTempC: finite,
  precipMm: finite,
  windKph: finite,
  snowChancePct: z.nullable(percent),
  snowCm: unknownIfOdd(amount),
  condition: conditionSchema,
  hours: unknownIfOdd(z.array(hourSchema)),
});

export const siteForecastSchema = z.object({
  contract: z.literal(FORECAST_CONTRACT),
  place: z.object({
    name: orElse(z.string(), ''),
    region: orElse(z.string(), ''),
    country: orElse(z.string(), ''),
    localTime: z.string(),
    timeZone: unknownIfOdd(z.string()),
  }),
  now: z.object({
    tempC: finite,
    condition: conditionSchema,
    isDay: unknownIfOdd(z.boolean()),
  }),
  days: z.pipe(
    z.array(daySchema).check(z.minLength(1)),
    z.transform((days: z.output<typeof daySchema>[]) => days.slice(0, FORECAST_DAYS)),
  ),
  warnings: z.catch(warningsSchema, []),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A forecast body read as the site's forecast, or undefined when it is not one. A body in this
 * contract says so (`contract: 2`); one without that field is read as WeatherAPI's own shape, which
 * an earlier server answered and a device may still keep, and which WeatherAPI itself sends
 * (docs/decisions/015-own-forecast-contract.md).
 */
export function readSiteForecast(body: unknown): SiteForecast | undefined {
  if (!isObject(body)) return undefined;
  if (!('contract' in body)) return fromWeatherApi(body);
  const parsed = siteForecastSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

export { apiErrorSchema, FORECAST_DAYS, fromWeatherApi, toWeatherApi } from './weatherapi-forecast';
