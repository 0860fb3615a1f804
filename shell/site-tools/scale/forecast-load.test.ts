import { describe, expect, it } from 'vitest';
import { LOAD_PLACES, loadProblems, runForecastLoad } from './forecast-load';

describe('the forecast endpoint alone under load, in front of a WeatherAPI stand-in', () => {
  it('answers 1000 requests over 12 places with one upstream call per place', async () => {
    const report = await runForecastLoad({ amount: 1000, connections: 25, maxSeconds: 4 });
    expect(report.requests).toBeGreaterThan(LOAD_PLACES.length);
    expect(report.errors).toBe(0);
    expect(report.non2xx).toBe(0);
    expect(Object.values(report.upstreamCallsPerPlace)).toEqual(LOAD_PLACES.map(() => 1));
    expect(loadProblems(report)).toEqual([]);
  }, 15_000);

  it('names what went wrong in a failed run', () => {
    const report = {
      requests: 10,
      seconds: 1,
      requestsPerSecond: 10,
      p99Ms: 1,
      errors: 2,
      non2xx: 3,
      stoppedEarly: false,
      upstreamCallsPerPlace: { Paris: 2, Denver: 1 },
      heapUsedMb: { before: 1, after: 1 },
    };
    expect(loadProblems(report)).toEqual([
      '2 errors or timeouts',
      '3 answers were not 2xx',
      'Paris was fetched upstream 2 times',
    ]);
  });
});
