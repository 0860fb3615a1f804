import {
  badgeColour,
  headlineLabel,
  messageTier,
  predict,
  type BadgeColour,
  type DayTrace,
  type DayWeather,
  type HeadlineLabel,
  type MessageTier,
} from '../../prediction';
import {
  ENGLISH_PLACES,
  placeName,
  snowTiming,
  type Forecast,
  type ForecastDay,
  type SnowTiming,
  UNKNOWN_CONDITION,
  type WeatherAlert,
} from '../../weather';
import { dayAskedAt } from '@snowday/shared-i18n/contract';
import { readLocalTime, type PlaceTexts } from '@snowday/shared-i18n/format';
import type { PassedDay } from '../../accuracy-question';
import type { ResultQuery } from './result-query';

export interface DayView {
  date: string;
  maxTempC: number;
  minTempC: number;
  precipMm: number;
  /** Null when the forecast does not give it (docs/product/prediction.md#unknown-readings). */
  snowChancePct: number | null;
  windKph: number;
  conditionCode: number;
  conditionText: string;
  chance: number;
  colour: BadgeColour;
  /** How the chance came about (docs/product/explanation.md). */
  trace: DayTrace;
  /** What the visitor said, which the explanation names when a factor moved the score. */
  asked: { schoolType: string; snowDays: number };
  /** Expected snowfall; absent when the forecast has none. */
  snowfallCm?: number;
  /** When snow is expected; absent without hourly data (docs/product/weather-data.md). */
  timing?: SnowTiming;
}

export interface PredictionView {
  /**
   * docs/product/pages.md#place-names: name and region in the USA, otherwise name and country,
   * in the page's language.
   */
  placeName: string;
  localtime: string;
  current: { tempC: number; code: number; text: string; isDay: boolean };
  headline: number;
  label: HeadlineLabel;
  tier: MessageTier;
  days: DayView[];
  /** Every alert the service sent; which are still in force is decided when shown. */
  alerts: WeatherAlert[];
  country: string;
  timeZone?: string;
  /**
   * What the question about the passed day asks (docs/product/accuracy.md#the-question): the
   * place as the weather service names it and the day, read from the forecast's local time.
   * Absent when the forecast names no place, zone or readable local time: the server would not
   * ask either.
   */
  passedDay?: PassedDay;
}

export { placeName };

/** The passed day a forecast's place and local time ("2026-11-27 9:01") make. */
export function passedDayOf(place: Forecast['place']): PassedDay | undefined {
  const name = place.name.trim();
  const clock = readLocalTime(place.localTime);
  if (!name || !place.timeZone || !clock) return undefined;
  return { place: name, day: dayAskedAt(clock.date, clock.time) };
}

/** What the prediction reads of a forecast day. */
export const dayWeather = (day: ForecastDay): DayWeather => ({
  maxTempC: day.maxTempC,
  minTempC: day.minTempC,
  precipMm: day.precipMm,
  windKph: day.windKph,
  snowChancePct: day.snowChancePct,
});

const codeOf = (condition: ForecastDay['condition']) => condition.code ?? UNKNOWN_CONDITION;

/**
 * Everything the prediction panel shows, computed once from the forecast and the query; the
 * place is named with `places`, the page language's country names.
 */
export function buildPredictionView(
  forecast: Forecast,
  query: ResultQuery,
  places: PlaceTexts = ENGLISH_PLACES,
): PredictionView {
  const { place, now, days: forecastDays } = forecast;
  const passedDay = passedDayOf(place);
  const { dayChances, dayTraces, headline } = predict(forecastDays.map(dayWeather), {
    location: query.location,
    schoolType: query.schoolType,
    snowDays: query.snowDays,
  });
  return {
    // A body without any place name still names the place the visitor asked for.
    placeName: placeName(place, places, query.location) || query.location.trim(),
    alerts: forecast.warnings,
    country: place.country,
    ...(place.timeZone ? { timeZone: place.timeZone } : {}),
    localtime: place.localTime,
    ...(passedDay ? { passedDay } : {}),
    current: {
      tempC: now.tempC,
      code: codeOf(now.condition),
      text: now.condition.text,
      // Unknown: the day's icon.
      isDay: now.isDay !== false,
    },
    headline,
    label: headlineLabel(headline),
    tier: messageTier(headline),
    days: forecastDays.map((day, index) => {
      const chance = dayChances[index] ?? headline;
      const trace = dayTraces[index];
      if (!trace) throw new Error('the engine traces every day');
      const timing = snowTiming(day.hours);
      return {
        trace,
        asked: { schoolType: query.schoolType, snowDays: query.snowDays },
        ...(day.snowCm === null ? {} : { snowfallCm: day.snowCm }),
        ...(timing ? { timing } : {}),
        date: day.date,
        maxTempC: day.maxTempC,
        minTempC: day.minTempC,
        precipMm: day.precipMm,
        snowChancePct: day.snowChancePct,
        windKph: day.windKph,
        conditionCode: codeOf(day.condition),
        conditionText: day.condition.text,
        chance,
        colour: badgeColour(chance),
      };
    }),
  };
}
