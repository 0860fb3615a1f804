import type { SiteForecast } from '@snowday/shared-i18n/contract';
import { readSiteForecast } from '@snowday/shared-i18n/contract/forecast';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { calculatorOutlook } from '../../../../site-tools/testing/calculator-outlook';
import { createForecastSource } from '../forecast-source';
import { daySnowChance } from './open-meteo-forecast';

/**
 * Open-Meteo behind the setting (docs/product/weather-data.md#from-open-meteo), against answers
 * recorded by hand in the shape its documentation gives (`open-meteo-answers/`): a place search
 * for Buffalo, and a forecast of a snowy morning, a dry cold day, and an evening of snow the
 * ensemble gives no chance of precipitation for yet.
 */
const answer = (name: string) =>
  readFileSync(new URL(`./open-meteo-answers/${name}.json`, import.meta.url), 'utf8');

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** Open-Meteo's two APIs on one loopback port; every address asked is kept. */
async function openMeteo(forecastStatus = 200) {
  const asked: URL[] = [];
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://open-meteo.test');
    asked.push(url);
    res.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/v1/search') {
      const found = url.searchParams.get('name') === 'Buffalo';
      res.end(answer(found ? 'search-buffalo' : 'search-nothing'));
      return;
    }
    res.statusCode = forecastStatus;
    res.end(
      forecastStatus === 200
        ? answer('forecast-buffalo')
        : JSON.stringify({ error: true, reason: 'Latitude must be in range of -90 to 90°.' }),
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const source = createForecastSource({
    provider: 'open-meteo',
    upstreamBase: base,
    geocodingBase: base,
    log: () => undefined,
  });
  return { source, asked };
}

async function forecastOf(q: string): Promise<SiteForecast> {
  const { source } = await openMeteo();
  const result = await source.load(q);
  if (result?.kind !== 'ok') throw new Error(`no forecast: ${JSON.stringify(result)}`);
  const forecast = readSiteForecast(JSON.parse(result.body));
  if (!forecast) throw new Error('the answer is not the site’s forecast');
  return forecast;
}

describe('Open-Meteo, read into the site’s forecast', () => {
  it('names the place as its search does, on its own clock', async () => {
    const forecast = await forecastOf('Buffalo');
    expect(forecast.place).toEqual({
      name: 'Buffalo',
      region: 'New York',
      country: 'United States',
      localTime: '2026-12-14 09:15',
      timeZone: 'America/New_York',
    });
    expect(forecast.now).toEqual({ tempC: -7.4, condition: { code: 1225, text: '' }, isDay: true });
    expect(forecast.warnings).toEqual([]);
  });

  it('gives each day its figures, and a chance of snow derived from its hours', async () => {
    const [snowy, dry, unknown] = (await forecastOf('Buffalo')).days;
    expect(snowy).toMatchObject({
      date: '2026-12-14',
      maxTempC: -4.1,
      minTempC: -11.8,
      precipMm: 11.6,
      windKph: 38.5,
      // The highest chance of precipitation among the hours that bring snow (04:00–11:00).
      snowChancePct: 85,
      snowCm: 8.2,
      condition: { code: 1225, text: '' },
    });
    expect(
      snowy?.hours?.filter((hour) => hour.willSnow).map((hour) => hour.time.slice(11)),
    ).toEqual(['04:00', '05:00', '06:00', '07:00', '08:00', '09:00', '10:00', '11:00']);
    // No hour brings snow: a chance of 0, as WeatherAPI would say.
    expect(dry).toMatchObject({ snowChancePct: 0, snowCm: 0, condition: { code: 1000 } });
    // Hours of snow, but no chance of precipitation for them: unknown, never 0.
    expect(unknown).toMatchObject({ snowChancePct: null, snowCm: 3, condition: { code: 1213 } });
    expect(unknown?.hours?.find((hour) => hour.time.endsWith('19:00'))).toEqual({
      time: '2026-12-16 19:00',
      willSnow: true,
      snowChancePct: null,
      snowCm: 0.5,
    });
  });

  it('gives forecasts the prediction reads, the unknown chance by its own rule', async () => {
    const { source } = await openMeteo();
    const result = await source.load('Buffalo');
    if (result?.kind !== 'ok') throw new Error('no forecast');
    const asker = { location: 'Buffalo', schoolType: 'Public' as const, snowDays: 0 };
    const chances = [];
    for (const day of ['2026-12-14', '2026-12-15', '2026-12-16']) {
      const outlook = await calculatorOutlook({
        forecast: { status: 200, body: result.body },
        day,
        askers: [asker],
      });
      if (outlook.kind !== 'place') throw new Error('the calculator could not read it');
      expect(outlook.place.name).toBe('Buffalo, New York');
      chances.push(outlook.day?.chances[0]?.chance);
    }
    // 40 + 20 + 10 + 15 = 85, × 1.1 → 93.5 → 80 + 1.75 → 82; the dry day's 0 % stops at 5; the
    // unknown chance adds nothing and holds nothing: 20 (6.3 mm) + 10 (−8.6 °C) = 30, × 1.1 =
    // 33 → 20 + 3 = 23, where a 0 % chance would have stopped the day at 5
    // (docs/product/prediction.md#unknown-readings).
    expect(chances).toEqual([82, 5, 23]);
  });

  it('asks its search, then its forecast for the place found, with the variables the site reads', async () => {
    const { source, asked } = await openMeteo();
    await source.load('Buffalo');
    expect(asked.map((url) => url.pathname)).toEqual(['/v1/search', '/v1/forecast']);
    const [search, forecast] = asked;
    expect(Object.fromEntries(search?.searchParams ?? [])).toEqual({
      name: 'Buffalo',
      count: '1',
      language: 'en',
      format: 'json',
    });
    expect(Object.fromEntries(forecast?.searchParams ?? [])).toEqual({
      latitude: '42.88645',
      longitude: '-78.87837',
      current: 'temperature_2m,weather_code,is_day',
      daily:
        'weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,snowfall_sum,wind_speed_10m_max',
      hourly: 'precipitation_probability,snowfall,weather_code',
      timezone: 'auto',
      forecast_days: '3',
    });
  });

  it('asks no search for a position', async () => {
    const { source, asked } = await openMeteo();
    const result = await source.load('42.89,-78.88');
    expect(result?.kind).toBe('ok');
    expect(asked.map((url) => url.pathname)).toEqual(['/v1/forecast']);
    expect(asked[0]?.searchParams.get('latitude')).toBe('42.89');
  });

  it('says a place its search does not know is not found, as WeatherAPI does', async () => {
    const { source, asked } = await openMeteo();
    const result = await source.load('Atlantis');
    expect(result).toMatchObject({ kind: 'refused', status: 400 });
    expect(JSON.parse(result?.body ?? '')).toMatchObject({ error: { code: 1006 } });
    expect(asked).toHaveLength(1);
  });

  it('passes a refusal of its forecast on, never as a forecast', async () => {
    const { source } = await openMeteo(400);
    expect(await source.load('Buffalo')).toMatchObject({ kind: 'refused', status: 400 });
  });
});

describe('the day’s chance of snow from its hours', () => {
  const hour = (probability: number | null, snowfall: number | null, code: number | null) => ({
    time: '2026-12-14T07:00',
    probability,
    snowfall,
    code,
  });

  it.each([
    [
      'the highest chance of precipitation among the hours of snow',
      [hour(40, 0.2, 71), hour(90, 0, 85), hour(99, 0, 61)],
      90,
    ],
    ['0 when no hour brings snow', [hour(80, 0, 61), hour(10, 0, 3)], 0],
    [
      'unknown when the hours of snow carry no chance',
      [hour(null, 0.4, 73), hour(70, 0, 61)],
      null,
    ],
    ['unknown when no hour can be read', [hour(50, null, null)], null],
    ['unknown without hours', [], null],
  ])('is %s', (_what, hours, chance) => {
    expect(daySnowChance(hours)).toBe(chance);
  });
});
