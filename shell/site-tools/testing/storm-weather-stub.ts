import { forecastForPlace } from '@snowday/sample-weather/forecasts';
import type { Place } from '@snowday/sample-weather/places';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_KEY, type UpstreamStub } from './upstream-stub';

export interface StormWeatherStub extends UpstreamStub {
  /** When each place was asked for (ms since the epoch), by its query. */
  callTimes: (q: string) => number[];
  /** How many distinct places were asked for. */
  placesAsked: () => number;
}

function send(res: ServerResponse, status: number, body: string): void {
  res
    .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    .end(body);
}
const apiError = (code: number, message: string) => JSON.stringify({ error: { code, message } });

/**
 * A WeatherAPI stand-in for a storm's places on 127.0.0.1: `GET /v1/forecast.json?key&q&days`
 * answers each of `places` (by its query, any case and spacing) with WeatherAPI's shape, the same
 * forecast for the same place and moment, and counts every call by place and time. Any other
 * `q` is WeatherAPI's 1006; a key other than TEST_KEY its 401.
 */
export async function startStormWeatherStub(
  places: readonly (Place & { query: string })[],
  options: { latencyMs?: number } = {},
): Promise<StormWeatherStub> {
  /** Places by their query as the server's cache keys it: spaces folded, any case. */
  const keyOf = (q: string) => q.trim().replace(/\s+/g, ' ').normalize('NFC').toLowerCase();
  const byQuery = new Map(places.map((place) => [keyOf(place.query), place]));
  const calls: UpstreamStub['calls'] = [];
  const times = new Map<string, number[]>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub.invalid');
    const key = url.searchParams.get('key');
    const q = url.searchParams.get('q') ?? '';
    const days = url.searchParams.get('days');
    const alerts = url.searchParams.get('alerts');
    calls.push({ key, q, days, alerts });
    const asked = times.get(keyOf(q)) ?? [];
    asked.push(Date.now());
    times.set(keyOf(q), asked);
    const answer = () => {
      if (key !== TEST_KEY) return send(res, 401, apiError(2006, 'API key provided is invalid'));
      const place = byQuery.get(keyOf(q));
      if (!place) return send(res, 400, apiError(1006, 'No matching location found.'));
      const body = forecastForPlace(place, Number(days ?? 1) || 1, new Date(), {
        alerts: alerts === 'yes',
      });
      send(res, 200, JSON.stringify(body));
    };
    if (options.latencyMs) setTimeout(answer, options.latencyMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${String(port)}`,
    calls,
    callsFor: (q) => times.get(keyOf(q))?.length ?? 0,
    callTimes: (q) => times.get(keyOf(q)) ?? [],
    placesAsked: () => times.size,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
