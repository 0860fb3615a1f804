import { LANGUAGES } from '@snowday/shared-i18n/core';
import { afterAll, describe, expect, it } from 'vitest';
import { startStormWeatherStub, type StormWeatherStub } from '../testing/storm-weather-stub';
import { TEST_KEY } from '../testing/upstream-stub';
import { seeded, stormPlaces, zipf } from './storm-places';
import { stormVisits } from './storm-visits';

const places = stormPlaces(10_000);

describe('a storm’s places and visits', () => {
  it('makes 10,000 distinct places of every kind, the same ones every run', () => {
    expect(new Set(places.map((p) => p.query.toLowerCase())).size).toBe(10_000);
    expect(stormPlaces(10_000).map((p) => p.query)).toEqual(places.map((p) => p.query));
    const kinds = new Map<string, number>();
    for (const place of places) kinds.set(place.kind, (kinds.get(place.kind) ?? 0) + 1);
    expect([...kinds.keys()].sort()).toEqual(['postal code', 'town', 'zip']);
    expect(places.filter((p) => p.kind === 'zip').every((p) => /^\d{5}$/.test(p.query))).toBe(true);
    expect(
      places
        .filter((p) => p.kind === 'postal code')
        .every((p) => /^[A-Z]\d[A-Z] \d[A-Z]\d$/.test(p.query)),
    ).toBe(true);
    // Towns are named in each of the four languages (Chinese ones in Chinese characters).
    const towns = places.filter((p) => p.kind === 'town');
    expect(towns.some((p) => /\p{Script=Han}/u.test(p.query))).toBe(true);
    expect(towns.some((p) => /^(San|Santa|Villa) /.test(p.query))).toBe(true);
    expect(towns.some((p) => /^Saint/.test(p.query))).toBe(true);
  });

  it('asks for places by Zipf rank: the first far more than the tenth, the tail now and then', () => {
    const draw = zipf(10_000, 1, seeded(3));
    const counts = new Map<number, number>();
    for (let i = 0; i < 100_000; i += 1) {
      const rank = draw();
      counts.set(rank, (counts.get(rank) ?? 0) + 1);
    }
    const first = counts.get(0) ?? 0;
    // 1 / H(10,000) ≈ 10.2 % of the draws for the first, a tenth of that for the tenth.
    expect(first / 100_000).toBeGreaterThan(0.09);
    expect(first / 100_000).toBeLessThan(0.115);
    expect((counts.get(9) ?? 0) / first).toBeGreaterThan(0.07);
    expect((counts.get(9) ?? 0) / first).toBeLessThan(0.13);
    expect(counts.size).toBeGreaterThan(4_000);
  });

  it('visits in the four languages, every school type, 0–10 snow days, both units, many addresses', () => {
    const next = stormVisits(places, { addresses: 500 });
    const visits = Array.from({ length: 5_000 }, next);
    const queries = visits.map((v) => new URL(v.result, 'http://x').searchParams);
    const prefixes = new Set(visits.map((v) => /^\/(es|fr|zh)\//.exec(v.result)?.[1] ?? 'en'));
    expect([...prefixes].sort()).toEqual([...LANGUAGES].sort());
    expect(new Set(queries.map((q) => q.get('schoolType'))).size).toBe(5);
    expect(new Set(queries.map((q) => q.get('snowDays')))).toEqual(
      new Set(Array.from({ length: 11 }, (_, d) => String(d))),
    );
    expect(new Set(queries.map((q) => q.get('units')))).toEqual(new Set([null, 'us', 'metric']));
    expect(new Set(visits.map((v) => v.address)).size).toBeGreaterThan(450);
    const named = visits.filter((v) => v.named).length / visits.length;
    expect(named).toBeGreaterThan(0.07);
    expect(named).toBeLessThan(0.13);
  });
});

describe('the storm’s weather stand-in', () => {
  let stub: StormWeatherStub;
  afterAll(() => stub?.close());

  it('answers every place in WeatherAPI’s shape, the same each time, and counts its calls', async () => {
    stub = await startStormWeatherStub(places);
    const ask = (q: string, key = TEST_KEY) =>
      fetch(
        `${stub.base}/v1/forecast.json?key=${key}&q=${encodeURIComponent(q)}&days=3&alerts=yes`,
      );
    for (const place of [places[0], places[4_321], places[9_999]]) {
      const query = place?.query ?? '';
      const first = (await (await ask(query)).json()) as {
        location: { name: string; country: string; tz_id: string };
        forecast: { forecastday: { day: { maxtemp_c: number } }[] };
      };
      expect(first.location).toMatchObject({
        name: place?.location.name,
        country: place?.location.country,
        tz_id: place?.location.tz_id,
      });
      expect(first.forecast.forecastday).toHaveLength(3);
      const again = (await (await ask(` ${query.toUpperCase()} `)).json()) as typeof first;
      expect(again.forecast).toEqual(first.forecast);
      expect(stub.callsFor(query)).toBe(2);
    }
    expect((await ask('Atlantis')).status).toBe(400);
    expect((await ask(places[0]?.query ?? '', 'wrong')).status).toBe(401);
    expect(stub.placesAsked()).toBe(4);
  });
});
