import type { Forecast } from '@snowday/mfe-calculator/forecast-schema';
import { dayChance, type SchoolType } from '@snowday/mfe-calculator/prediction';

export interface DayOutlook {
  /** The calculator's chance for that day, as the result page shows it. */
  chance: number;
  /** Expected snowfall, when the forecast has it. */
  snowfallCm?: number;
}

/**
 * A subscriber's chance for one day of the place's forecast, computed by the calculator's own
 * engine with the subscriber's place, school type and snow days
 * (docs/product/prediction.md). Undefined when the forecast does not reach that day.
 */
export function dayOutlook(
  forecast: Forecast,
  day: string,
  who: { location: string; schoolType: SchoolType; snowDays: number },
): DayOutlook | undefined {
  const found = forecast.forecast.forecastday.find((d) => d.date === day)?.day;
  if (!found) return undefined;
  const chance = dayChance(
    {
      maxTempC: found.maxtemp_c,
      minTempC: found.mintemp_c,
      precipMm: found.totalprecip_mm,
      windKph: found.maxwind_kph,
      snowChancePct: found.daily_chance_of_snow,
    },
    who,
  );
  return found.totalsnow_cm === undefined ? { chance } : { chance, snowfallCm: found.totalsnow_cm };
}
