import autocannon, { type AutocannonResult } from 'autocannon';
import { serveEndpoint } from '../testing/serve-endpoint';
import { startUpstreamStub, TEST_KEY } from '../testing/upstream-stub';

/**
 * Twelve of the sample places (docs/product/weather-data.md#sample-forecasts), in each language's
 * region.
 */
export const LOAD_PLACES = [
  ...['14201', '55401', 'Denver', '02108', '30301', 'Anchorage'],
  ...['K1A 0B1', 'Calgary', 'Madrid', 'Burgos', 'Paris', '北京'],
];

export interface LoadOptions {
  /** Requests in total, spread evenly over LOAD_PLACES. */
  amount: number;
  connections: number;
  /** The run is stopped after this long, whatever is left. */
  maxSeconds: number;
}

export interface LoadReport {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  stoppedEarly: boolean;
  upstreamCallsPerPlace: Record<string, number>;
  heapUsedMb: { before: number; after: number };
}

const heapMb = () => Math.round((process.memoryUsage().heapUsed / 2 ** 20) * 10) / 10;

/**
 * Fires `amount` requests at the forecast endpoint (default settings: 10-minute cache,
 * rate limit, coalescing) in front of a local WeatherAPI stand-in, all on 127.0.0.1.
 */
export async function runForecastLoad(options: LoadOptions): Promise<LoadReport> {
  const upstream = await startUpstreamStub();
  const endpoint = await serveEndpoint({ upstreamBase: upstream.base, apiKey: TEST_KEY });
  const { origin, pathname } = new URL(endpoint.apiBase);
  if (!origin.startsWith('http://127.0.0.1:')) throw new Error('The load test stays on 127.0.0.1');
  const requests = LOAD_PLACES.map((q) => ({
    method: 'GET',
    path: `${pathname}/v2/forecast?q=${encodeURIComponent(q)}&days=3`,
  }));

  const before = heapMb();
  let stoppedEarly = false;
  try {
    const result = await new Promise<AutocannonResult>((resolve, reject) => {
      const run = autocannon(
        { url: origin, connections: options.connections, amount: options.amount, requests },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      const timer = setTimeout(() => {
        stoppedEarly = true;
        run.stop();
      }, options.maxSeconds * 1000);
      run.once('done', () => clearTimeout(timer));
    });
    return {
      requests: result.requests.total,
      seconds: result.duration,
      requestsPerSecond: Math.round(result.requests.total / result.duration),
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      stoppedEarly,
      upstreamCallsPerPlace: Object.fromEntries(LOAD_PLACES.map((q) => [q, upstream.callsFor(q)])),
      heapUsedMb: { before, after: heapMb() },
    };
  } finally {
    await endpoint.close();
    await upstream.close();
  }
}

/** Why a run failed: any error, any non-2xx answer, or a place fetched upstream more than once. */
export function loadProblems(report: LoadReport): string[] {
  const problems: string[] = [];
  if (report.errors > 0) problems.push(`${String(report.errors)} errors or timeouts`);
  if (report.non2xx > 0) problems.push(`${String(report.non2xx)} answers were not 2xx`);
  for (const [place, calls] of Object.entries(report.upstreamCallsPerPlace)) {
    if (calls > 1) problems.push(`${place} was fetched upstream ${String(calls)} times`);
  }
  return problems;
}
