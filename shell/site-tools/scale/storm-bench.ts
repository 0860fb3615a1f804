import autocannon, { type AutocannonResult } from 'autocannon';
import { readFileSync } from 'node:fs';
import { LOAD_PLACES } from './forecast-load';
import type { StormRig } from './storm-rig';

export interface Step {
  targetRate: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  sustained: boolean;
}

export interface BenchReport {
  steps: Step[];
  best: Step | undefined;
  upstreamCalls: number;
  memoryMb: { start: number; end: number }[];
}

/** Resident memory of a process, from Linux's /proc (MB). */
function rssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  let status = '';
  try {
    status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  } catch {
    return Number.NaN; // the process is gone
  }
  const line = /VmRSS:\s+(\d+)/.exec(status);
  return line ? Math.round(Number(line[1]) / 102.4) / 10 : 0;
}

/** A storm night's mix: home pages, result pages, and (most of all) forecast calls. */
function stormRequests() {
  const forecast = (q: string) => `/api/weather/v2/forecast?q=${encodeURIComponent(q)}&days=3`;
  return LOAD_PLACES.flatMap((q, i) => [
    { method: 'GET', path: forecast(q) },
    { method: 'GET', path: i % 2 ? '/' : '/fr/' },
    { method: 'GET', path: forecast(LOAD_PLACES[(i + 5) % 12] ?? q) },
    { method: 'GET', path: `/result?location=${encodeURIComponent(q)}&schoolType=public` },
  ]);
}

const STEP_SECONDS = 10;
/** A step is sustained when it got 95 % of its rate, no errors, and a p99 under 250 ms. */
const P99_LIMIT_MS = 250;

/**
 * After a 5 s warm-up, ramps the request rate over 60 s (six steps of 10 s): each step 1.5 times the last while the
 * last was sustained, else back between the two. Reports every step and the best one sustained.
 */
export async function runStormBench(rig: StormRig, startRate = 300): Promise<BenchReport> {
  const start = rig.instances.map((i) => rssMb(i.process.child.pid));
  const requests = stormRequests();
  const load = (rate: number, duration: number) =>
    new Promise<AutocannonResult>((resolve, reject) => {
      autocannon(
        { url: rig.siteUrl, connections: 64, duration, overallRate: rate, requests },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
    });
  // Not counted: the first requests compile the code and fill the caches.
  await load(startRate / 3, 5);
  const steps: Step[] = [];
  let rate = startRate;
  let lastGood = 0;
  for (let n = 0; n < 60 / STEP_SECONDS; n += 1) {
    const result = await load(rate, STEP_SECONDS);
    const requestsPerSecond = Math.round(result.requests.total / result.duration);
    const errors = result.errors + result.timeouts + result.non2xx;
    const sustained =
      requestsPerSecond >= rate * 0.95 && errors === 0 && result.latency.p99 < P99_LIMIT_MS;
    steps.push({
      targetRate: rate,
      requestsPerSecond,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors,
      sustained,
    });
    if (sustained) lastGood = rate;
    rate = sustained ? Math.round(rate * 1.5) : Math.round((lastGood + rate) / 2) || startRate;
  }
  const end = rig.instances.map((i) => rssMb(i.process.child.pid));
  const best = steps
    .filter((s) => s.sustained)
    .sort((a, b) => b.requestsPerSecond - a.requestsPerSecond)[0];
  return {
    steps,
    best,
    upstreamCalls: rig.upstream.calls.length,
    memoryMb: start.map((s, i) => ({ start: s, end: end[i] ?? 0 })),
  };
}
