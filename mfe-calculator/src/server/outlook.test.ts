import type { OutlookAsker, ServerEntryModule } from '@snowday/shared-i18n/contract';
import { sampleForecast } from '@snowday/sample-weather/forecasts';
import { describe, expect, it } from 'vitest';
import { headlineLabel } from '../features/prediction';
import { buildPredictionView } from '../features/result/model/prediction-view';
import { readSiteForecast } from '../features/weather/api/forecast-schema';
import { parseResultQuery } from '../features/result/model/result-query';
import * as serverEntry from './render-result';

const raw = sampleForecast('Buffalo', 3, new Date());
const forecast = readSiteForecast(raw);
if (!forecast) throw new Error('the sample reads');
const body = JSON.stringify(forecast);
const days = forecast.days.map((d) => d.date);

/** The English label, and the parts a notification names the place with in its own language. */
const BUFFALO = {
  name: 'Buffalo, New York',
  timeZone: 'America/New_York',
  location: { name: 'Buffalo', region: 'New York', country: 'United States of America' },
};

const ASKERS: OutlookAsker[] = [
  { location: 'Buffalo', schoolType: 'Public', snowDays: 0 },
  { location: 'Buffalo', schoolType: 'Boarding', snowDays: 9 },
  { location: '14201', schoolType: 'Rural Public', snowDays: 2 },
];

describe('the server entry’s outlook for the alerts', () => {
  it('is one of the exports the shell calls, under the contract’s protocol', () => {
    const module: ServerEntryModule = serverEntry;
    expect(typeof module.outlook).toBe('function');
  });

  it.each(days)('gives each asker the chance the result page shows for %s', async (day) => {
    const answer = await serverEntry.outlook({
      forecast: { status: 200, body },
      day,
      askers: ASKERS,
    });
    if (answer.kind !== 'place') throw new Error(`unreadable: ${JSON.stringify(answer)}`);
    expect(answer.place).toEqual(BUFFALO);
    const shown = ASKERS.map((asker) => {
      const query = parseResultQuery(
        new URLSearchParams({ ...asker, snowDays: String(asker.snowDays) }),
      );
      if (!query) throw new Error('the query should read');
      return buildPredictionView(forecast, query).days.find((d) => d.date === day)?.chance;
    });
    expect(answer.day?.chances.map((c) => c.chance)).toEqual(shown);
    for (const { chance, label } of answer.day?.chances ?? [])
      expect(label).toBe(headlineLabel(chance));
    expect(answer.day?.snowfallCm).toBe(forecast.days.find((d) => d.date === day)?.snowCm);
  });

  it('names the place alone when no day is asked, or the forecast does not reach it', async () => {
    for (const day of [undefined, '1999-01-01']) {
      expect(
        await serverEntry.outlook({
          forecast: { status: 200, body },
          ...(day ? { day } : {}),
          askers: ASKERS,
        }),
      ).toEqual({
        kind: 'place',
        place: BUFFALO,
      });
    }
  });

  it('reads WeatherAPI’s shape as loosely as the page does: numbers as strings, no zone', async () => {
    // An earlier server passes on WeatherAPI's shape (docs/decisions/015-own-forecast-contract.md).
    const loose = JSON.parse(JSON.stringify(raw)) as {
      location: Record<string, unknown>;
      forecast: { forecastday: { day: Record<string, unknown> }[] };
    };
    delete loose.location.tz_id;
    const first = loose.forecast.forecastday[0];
    if (!first) throw new Error('the sample has days');
    first.day.daily_chance_of_snow = String(first.day.daily_chance_of_snow);
    const answer = await serverEntry.outlook({
      forecast: { status: 200, body: JSON.stringify(loose) },
      day: days[0],
      askers: ASKERS.slice(0, 1),
    });
    const strict = await serverEntry.outlook({
      forecast: { status: 200, body },
      day: days[0],
      askers: ASKERS.slice(0, 1),
    });
    expect(answer).toEqual({
      ...strict,
      place: { name: BUFFALO.name, location: BUFFALO.location },
    });
  });

  it.each([
    ['a refusal', 400, JSON.stringify({ error: { code: 1006, message: 'No matching location' } })],
    ['a body that is not JSON', 200, '<html>'],
    ['JSON that is not a forecast', 200, JSON.stringify({ location: 'Buffalo' })],
  ])('answers unreadable for %s, never throws', async (_case, status, text) => {
    expect(
      await serverEntry.outlook({ forecast: { status, body: text }, day: days[0], askers: ASKERS }),
    ).toEqual({ kind: 'unreadable' });
  });
});
