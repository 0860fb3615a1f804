/**
 * The site's own forecast (docs/product/weather-data.md#the-forecast-contract): exactly what the
 * site reads of a place's weather, whichever service gave it. The server writes it from the
 * weather service's answer (WeatherAPI, Open-Meteo) or the sample forecasts; the calculator, its
 * server entry and the alerts read it. What a service does not say is `null`, never a number
 * standing in for it: a chance of snow the service does not give is not a 0 % chance, and the
 * prediction has its own rule for it (docs/product/prediction.md#unknown-readings).
 *
 * Its zod schema, which every reader parses it with, is `@snowday/shared-i18n/contract/forecast`
 * (`forecast-schema.ts`), kept apart so that what needs only the type or the address carries no
 * zod.
 */

/** Raised when a field's meaning changes; a body says which it is (docs/decisions/015-own-forecast-contract.md). */
export const FORECAST_CONTRACT = 2;

export interface SiteForecast {
  contract: typeof FORECAST_CONTRACT;
  place: ForecastPlace;
  now: CurrentWeather;
  /** The place's calendar days from today, one to three. */
  days: ForecastDay[];
  /** The official weather warnings in force (WeatherAPI calls them alerts). */
  warnings: WeatherWarning[];
}

export interface ForecastPlace {
  /** The service's own names; empty when it gives none. */
  name: string;
  region: string;
  country: string;
  /** The place's wall clock, "2026-12-14 9:05" (docs/product/dates.md). */
  localTime: string;
  /** Its IANA zone ("America/New_York"), for the warnings' times; null when unknown. */
  timeZone: string | null;
}

/**
 * The sky, by the site's list of conditions (the numbers of WeatherAPI's published list, which
 * the site's texts and icons are keyed by; another service's codes are mapped onto it), with the
 * service's own words for a code the list does not know. `code` is null when there is none.
 */
export interface WeatherCondition {
  code: number | null;
  text: string;
}

export interface CurrentWeather {
  tempC: number;
  condition: WeatherCondition;
  /** Daylight at the place now; null when unknown (the day's icon is drawn). */
  isDay: boolean | null;
}

export interface ForecastDay {
  /** "2026-12-15", a calendar day on the place's clock; shown as it came when it does not read. */
  date: string;
  maxTempC: number;
  minTempC: number;
  /** Rain and snow together, as water. */
  precipMm: number;
  /** The day's highest sustained wind. */
  windKph: number;
  /** The day's chance of snow, 0 to 100; null when the service does not say. */
  snowChancePct: number | null;
  /** Expected snowfall; null when unknown (not shown). */
  snowCm: number | null;
  condition: WeatherCondition;
  /** The day's hours; null without hourly data (no snow timing is shown). */
  hours: ForecastHour[] | null;
}

export interface ForecastHour {
  /** "2026-12-15 07:00", the place's wall clock. */
  time: string;
  /** The service's own word that it will snow that hour; null when it gives none. */
  willSnow: boolean | null;
  snowChancePct: number | null;
  snowCm: number | null;
}

/** One official warning, in the issuing agency's words; empty strings where it gives none. */
export interface WeatherWarning {
  event: string;
  headline: string;
  severity: string;
  areas: string;
  effective: string;
  expires: string;
}

/**
 * Where a base address answers forecasts: this contract at `v2/forecast?q&days` (the site's
 * server, the sample forecasts), WeatherAPI's own shape at `v1/forecast.json`
 * (docs/decisions/015-own-forecast-contract.md).
 */
export const FORECAST_PATHS = {
  contract: '/v2/forecast',
  weatherApi: '/v1/forecast.json',
} as const;
