import {
  badgeColour,
  headlineLabel,
  messageTier,
  predict,
  type BadgeColour,
  type HeadlineLabel,
  type MessageTier,
} from '../../prediction';
import type { Forecast } from '../../weather';
import type { ResultQuery } from './result-query';

export interface DayView {
  date: string;
  maxTempC: number;
  minTempC: number;
  precipMm: number;
  snowChancePct: number;
  windKph: number;
  conditionCode: number;
  conditionText: string;
  chance: number;
  colour: BadgeColour;
}

export interface PredictionView {
  /** SPEC 2 item 2: name and region in the USA, otherwise name and country. */
  placeName: string;
  localtime: string;
  current: { tempC: number; code: number; text: string; isDay: boolean };
  headline: number;
  label: HeadlineLabel;
  tier: MessageTier;
  days: DayView[];
}

const USA = 'United States of America';

export function placeName({ name, region, country }: Forecast['location']): string {
  const second = country === USA ? region : country;
  return [name, second].filter((part) => part.trim() !== '').join(', ');
}

/** Everything the prediction panel shows, computed once from the forecast and the query. */
export function buildPredictionView(forecast: Forecast, query: ResultQuery): PredictionView {
  const forecastDays = forecast.forecast.forecastday;
  const { dayChances, headline } = predict(
    forecastDays.map(({ day }) => ({
      maxTempC: day.maxtemp_c,
      minTempC: day.mintemp_c,
      precipMm: day.totalprecip_mm,
      windKph: day.maxwind_kph,
      snowChancePct: day.daily_chance_of_snow,
    })),
    { location: query.location, schoolType: query.schoolType, snowDays: query.snowDays },
  );
  return {
    placeName: placeName(forecast.location),
    localtime: forecast.location.localtime,
    current: {
      tempC: forecast.current.temp_c,
      code: forecast.current.condition.code,
      text: forecast.current.condition.text,
      isDay: forecast.current.is_day !== 0,
    },
    headline,
    label: headlineLabel(headline),
    tier: messageTier(headline),
    days: forecastDays.map(({ date, day }, index) => {
      const chance = dayChances[index] ?? headline;
      return {
        date,
        maxTempC: day.maxtemp_c,
        minTempC: day.mintemp_c,
        precipMm: day.totalprecip_mm,
        snowChancePct: day.daily_chance_of_snow,
        windKph: day.maxwind_kph,
        conditionCode: day.condition.code,
        conditionText: day.condition.text,
        chance,
        colour: badgeColour(chance),
      };
    }),
  };
}
