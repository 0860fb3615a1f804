import type { SiteForecast } from '@snowday/shared-i18n/contract';
import { fromWeatherApi } from '@snowday/shared-i18n/contract/forecast';
import { parseCoordinates } from '@snowday/shared-i18n/format';
import { conditionFor, type Condition } from './conditions.js';
import { normalizeQuery, PLACES, type DayProfile, type Place } from './places.js';
import { sampleAlerts, type SampleAlert } from './sample-weather-warnings.js';
import { sampleHours, type SampleHour } from './sample-hours.js';

export type { Condition } from './conditions.js';
export type { DayProfile, Place, PlaceLocation, SnowCharacter } from './places.js';

/*
 * Response types: the subset of WeatherAPI.com's `forecast.json` body that the
 * sample service produces, a realistic stand-in for WeatherAPI (the tests' upstream). Field
 * names and units are WeatherAPI's; the site's own forecast is made from it by the same reader
 * the server uses for WeatherAPI's answers (`sampleSiteForecast`).
 */

export interface ForecastLocation {
  name: string;
  region: string;
  country: string;
  lat: number;
  lon: number;
  tz_id: string;
  localtime_epoch: number;
  /** "YYYY-MM-DD H:mm" in the place's zone; WeatherAPI does not zero-pad the hour. */
  localtime: string;
}

export interface CurrentWeather {
  last_updated_epoch: number;
  /** "YYYY-MM-DD HH:mm" (zero-padded, unlike `localtime`, as WeatherAPI does). */
  last_updated: string;
  temp_c: number;
  temp_f: number;
  is_day: 0 | 1;
  condition: Condition;
  wind_mph: number;
  wind_kph: number;
  precip_mm: number;
  humidity: number;
  cloud: number;
  feelslike_c: number;
  feelslike_f: number;
}

export interface ForecastDayDetails {
  maxtemp_c: number;
  maxtemp_f: number;
  mintemp_c: number;
  mintemp_f: number;
  avgtemp_c: number;
  avgtemp_f: number;
  maxwind_mph: number;
  maxwind_kph: number;
  totalprecip_mm: number;
  totalprecip_in: number;
  totalsnow_cm: number;
  avghumidity: number;
  daily_will_it_rain: 0 | 1;
  daily_chance_of_rain: number;
  daily_will_it_snow: 0 | 1;
  daily_chance_of_snow: number;
  condition: Condition;
}

export interface ForecastDay {
  /** "YYYY-MM-DD", a calendar date in the place's zone. */
  date: string;
  /** 00:00 UTC of `date`, which is what WeatherAPI puts here (not local midnight). */
  date_epoch: number;
  day: ForecastDayDetails;
  hour: SampleHour[];
}

export interface ForecastResponse {
  location: ForecastLocation;
  current: CurrentWeather;
  forecast: { forecastday: ForecastDay[] };
  /** Only when asked for (`alerts=yes`), as WeatherAPI does. */
  alerts?: { alert: SampleAlert[] };
}

export interface SampleForecastOptions {
  /** `alerts=yes`: add the official alerts in force. */
  alerts?: boolean;
}

/** Our profiles hold three days; WeatherAPI's free plan also gives three. */
export const MAX_SAMPLE_DAYS = 3;

/** One display query per place, for the result page's "sample data: these places exist" note. */
export const SAMPLE_PLACE_NAMES: string[] = PLACES.map((place) => place.label);

// Built once: alias lookups happen on every request.
const PLACE_BY_ALIAS: ReadonlyMap<string, Place> = new Map(
  PLACES.flatMap((place) => place.aliases.map((alias) => [normalizeQuery(alias), place] as const)),
);

/** How far from a sample place a position may be and still get its forecast. */
const NEAREST_PLACE_KM = 50;
const EARTH_RADIUS_KM = 6371;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** The sample place nearest to a position, when one lies within NEAREST_PLACE_KM. */
function placeNear(lat: number, lon: number): Place | undefined {
  let nearest: { place: Place; km: number } | undefined;
  for (const place of PLACES) {
    const km = distanceKm(lat, lon, place.location.lat, place.location.lon);
    if (km <= NEAREST_PLACE_KM && (!nearest || km < nearest.km)) nearest = { place, km };
  }
  return nearest?.place;
}

export function findPlace(query: string): Place | undefined {
  // WeatherAPI reads `q=lat,lon` as a position and answers with the place nearest to it.
  const position = parseCoordinates(query);
  if (position) return placeNear(position.latitude, position.longitude);
  return PLACE_BY_ALIAS.get(normalizeQuery(query));
}

/** Clamp a requested day count to what the sample data holds; non-numbers fall back to WeatherAPI's default of 1. */
export function clampDays(days: number): number {
  if (!Number.isFinite(days)) return 1;
  return Math.min(MAX_SAMPLE_DAYS, Math.max(1, Math.trunc(days)));
}

interface LocalClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// Intl.DateTimeFormat construction is comparatively slow; there are only a handful of zones.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      // h23 so midnight is 0, never "24" (which hour12:false produces in some ICU versions).
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock fields of `instant` in `timeZone`; this is what makes the dates the place's local dates. */
export function localClock(instant: Date, timeZone: string): LocalClock {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute } = fields;
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined
  ) {
    throw new Error(`Intl.DateTimeFormat gave incomplete parts for ${timeZone}`);
  }
  return { year, month, day, hour: hour % 24, minute };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;
const cToF = (c: number): number => round1((c * 9) / 5 + 32);
const kphToMph = (kph: number): number => round1(kph / 1.609344);
const mmToIn = (mm: number): number => Math.round((mm / 25.4) * 100) / 100;

/**
 * Temperature at a local hour: coldest around 06:00, warmest around 15:00,
 * cosine in between, so `current` agrees with the day's min/max at any time of day.
 */
function temperatureAt(day: DayProfile, hour: number): number {
  const { mintemp_c: min, maxtemp_c: max } = day;
  const h = hour < 6 ? hour + 24 : hour;
  const share =
    h <= 15
      ? (1 - Math.cos((Math.PI * (h - 6)) / 9)) / 2
      : (1 + Math.cos((Math.PI * (h - 15)) / 15)) / 2;
  return round1(min + (max - min) * share);
}

/** Environment Canada / NWS wind-chill formula; only defined for cold, windy air. */
function feelsLike(tempC: number, windKph: number): number {
  if (tempC > 10 || windKph <= 4.8) return tempC;
  const v = windKph ** 0.16;
  return round1(13.12 + 0.6215 * tempC - 11.37 * v + 0.3965 * tempC * v);
}

function buildDay(profile: DayProfile): ForecastDayDetails {
  const avg = round1((profile.maxtemp_c + profile.mintemp_c) / 2);
  return {
    maxtemp_c: profile.maxtemp_c,
    maxtemp_f: cToF(profile.maxtemp_c),
    mintemp_c: profile.mintemp_c,
    mintemp_f: cToF(profile.mintemp_c),
    avgtemp_c: avg,
    avgtemp_f: cToF(avg),
    maxwind_mph: kphToMph(profile.maxwind_kph),
    maxwind_kph: profile.maxwind_kph,
    totalprecip_mm: profile.totalprecip_mm,
    totalprecip_in: mmToIn(profile.totalprecip_mm),
    totalsnow_cm: profile.totalsnow_cm,
    avghumidity: profile.avghumidity,
    daily_will_it_rain: profile.daily_chance_of_rain >= 50 ? 1 : 0,
    daily_chance_of_rain: profile.daily_chance_of_rain,
    daily_will_it_snow: profile.daily_chance_of_snow >= 50 ? 1 : 0,
    daily_chance_of_snow: profile.daily_chance_of_snow,
    // Forecast-day conditions always carry the day icon in WeatherAPI.
    condition: conditionFor(profile.code, true),
  };
}

function buildCurrent(place: Place, now: Date, clock: LocalClock): CurrentWeather {
  const today = place.days[0];
  // WeatherAPI refreshes `current` every 15 minutes; all our zones are offset by whole quarter hours.
  const updatedEpoch = Math.floor(now.getTime() / 900_000) * 900;
  const updated = localClock(new Date(updatedEpoch * 1000), place.location.tz_id);
  // Winter daylight, roughly; good enough to pick the day or night icon.
  const isDay = clock.hour >= 7 && clock.hour < 17;
  const temp = temperatureAt(today, clock.hour);
  // Sustained wind is well below the day's peak gust-driven max.
  const wind = round1(today.maxwind_kph * 0.6);
  const feels = feelsLike(temp, wind);
  const precipitating = today.totalprecip_mm > 0 && today.code !== 1000 && today.code !== 1003;
  return {
    last_updated_epoch: updatedEpoch,
    last_updated: `${isoDate(updated.year, updated.month, updated.day)} ${pad2(updated.hour)}:${pad2(updated.minute)}`,
    temp_c: temp,
    temp_f: cToF(temp),
    is_day: isDay ? 1 : 0,
    condition: conditionFor(today.code, isDay),
    wind_mph: kphToMph(wind),
    wind_kph: wind,
    precip_mm: precipitating ? round1(today.totalprecip_mm / 24) : 0,
    humidity: today.avghumidity,
    cloud: today.code === 1000 ? 0 : today.code === 1003 ? 40 : precipitating ? 100 : 75,
    feelslike_c: feels,
    feelslike_f: cToF(feels),
  };
}

/**
 * A WeatherAPI-shaped `forecast.json` body for `query`, or undefined when the
 * query matches no sample place (the handler turns that into error 1006).
 *
 * `now` is injected rather than read from the clock so tests can pin it and so
 * the forecast dates always start at the place's local "today": the cards
 * never show a date in the past, whatever day the site is visited.
 */
export function sampleForecast(
  query: string,
  days: number,
  now: Date,
  options: SampleForecastOptions = {},
): ForecastResponse | undefined {
  const place = findPlace(query);
  return place && forecastForPlace(place, days, now, options);
}

/**
 * The `forecast.json` body of one place, sample or not: its location at `now`, its current
 * weather and its days, as WeatherAPI writes them (a benchmark's stand-in answers its own
 * places with it).
 */
export function forecastForPlace(
  place: Place,
  days: number,
  now: Date,
  options: SampleForecastOptions = {},
): ForecastResponse {
  const { location } = place;
  const clock = localClock(now, location.tz_id);
  const count = clampDays(days);
  // The place's offset from UTC now, in whole minutes (for the hours' epochs and alert times).
  const offsetMinutes = Math.round(
    (Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) - now.getTime()) /
      60_000,
  );

  const forecastday: ForecastDay[] = place.days.slice(0, count).map((profile, offset) => {
    // Date.UTC normalises day overflow, so +1/+2 roll over month and year ends correctly.
    const dateMs = Date.UTC(clock.year, clock.month - 1, clock.day + offset);
    const date = new Date(dateMs);
    const isoDay = isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
    const midnightEpoch = dateMs / 1000 - offsetMinutes * 60;
    return {
      date: isoDay,
      date_epoch: dateMs / 1000,
      day: buildDay(profile),
      hour: sampleHours(profile, offset, isoDay, midnightEpoch, (hour) =>
        temperatureAt(profile, hour),
      ),
    };
  });

  return {
    location: {
      name: location.name,
      region: location.region,
      country: location.country,
      lat: location.lat,
      lon: location.lon,
      tz_id: location.tz_id,
      localtime_epoch: Math.floor(now.getTime() / 1000),
      localtime: `${isoDate(clock.year, clock.month, clock.day)} ${String(clock.hour)}:${pad2(clock.minute)}`,
    },
    current: buildCurrent(place, now, clock),
    forecast: { forecastday },
    ...(options.alerts ? { alerts: sampleAlerts(place.id, now, offsetMinutes) } : {}),
  };
}

/**
 * The sample forecast for `query` as the site's own forecast (docs/product/weather-data.md#the-forecast-contract),
 * what the samples serve at `/v2/forecast`: the WeatherAPI-shaped body above, read into the
 * contract the way the server reads WeatherAPI's. Always with the warnings, as the server asks.
 */
export function sampleSiteForecast(
  query: string,
  days: number,
  now: Date,
): SiteForecast | undefined {
  const body = sampleForecast(query, days, now, { alerts: true });
  if (!body) return undefined;
  const forecast = fromWeatherApi(body);
  if (!forecast) throw new Error(`the sample for ${query} does not read as a forecast`);
  return forecast;
}
