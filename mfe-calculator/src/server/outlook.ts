/**
 * The calculator's answer to the shell's alerts (docs/product/alerts.md#thresholds): a place's
 * name and time zone, and each subscriber's chance for one day, by the same rules and the same
 * reading of the forecast as the result page. It runs in the server entry's process, so the
 * shell's server never holds the prediction's code.
 */
import type { OutlookAnswer, OutlookChance, OutlookRequest } from '@snowday/shared-i18n/contract';
import { dayChance, headlineLabel } from '../features/prediction';
import { placeName } from '../features/weather';
import { dayWeather } from '../features/result/model/prediction-view';
import { readForecastAnswer } from '../features/weather/api/fetch-forecast';
import type { Forecast } from '../features/weather/api/forecast-schema';

async function readable({ status, body }: OutlookRequest['forecast']): Promise<Forecast | null> {
  try {
    return await readForecastAnswer(status, body);
  } catch {
    // A refusal or a body that is not a forecast: the place cannot be told about.
    return null;
  }
}

export async function outlook({ forecast, day, askers }: OutlookRequest): Promise<OutlookAnswer> {
  const read = await readable(forecast);
  if (!read) return { kind: 'unreadable' };
  const { name, region, country, timeZone } = read.place;
  const place = {
    name: placeName(read.place),
    location: { name, region, country },
    ...(timeZone ? { timeZone } : {}),
  };
  const found = day === undefined ? undefined : read.days.find((d) => d.date === day);
  if (!found) return { kind: 'place', place };
  const weather = dayWeather(found);
  const chances = askers.map((asker): OutlookChance => {
    const chance = dayChance(weather, asker);
    return { chance, label: headlineLabel(chance) };
  });
  return {
    kind: 'place',
    place,
    day: { chances, ...(found.snowCm === null ? {} : { snowfallCm: found.snowCm }) },
  };
}
