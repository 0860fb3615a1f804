import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { gunzip } from 'node:zlib';
import type { StormWeatherStub } from '../testing/storm-weather-stub';
import type { StormRig } from './storm-rig';
import type { Visit } from './storm-visits';

/** What only a result rendered on the server holds (shell/site-tools/e2e/result-on-server.spec.ts). */
export const ANSWERED = Buffer.from('data-testid="headline-chance"');

/**
 * The morning's shape, 05:00 to 07:00 in steps of ten minutes, as a share of its peak: families
 * wake, the district has not called it yet, everyone asks between six and half past, then
 * leaves for school (or not).
 */
export const MORNING = [0.1, 0.2, 0.35, 0.5, 0.65, 0.8, 1, 1, 0.9, 0.75, 0.6, 0.45] as const;

export interface StepFigures {
  /** Storm time of the step's start, `05:00` … `06:50`. */
  clock: string;
  offeredVisitsPerSecond: number;
  resultPagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Median time to first byte of the result pages. */
  ttfbMs: number;
  /** Result pages that carried the server's answer. */
  answeredShare: number;
  errors: number;
  /** Visits not started: the generator had too many under way. */
  shed: number;
  sustained: boolean;
}

interface Sample {
  kind: 'result' | 'home' | 'forecast';
  status: number;
  ms: number;
  ttfbMs: number;
  answered: boolean;
}

/** One GET, its body read (and unzipped) whole. */
function fetchPage(agent: Agent, localAddress: string, url: string): Promise<Omit<Sample, 'kind'>> {
  const started = performance.now();
  return new Promise((resolve) => {
    const fail = () =>
      resolve({ status: 0, ms: performance.now() - started, ttfbMs: 0, answered: false });
    const req = request(
      url,
      { agent, localAddress, headers: { 'Accept-Encoding': 'gzip' }, timeout: 30_000 },
      (res) => {
        const ttfbMs = performance.now() - started;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          const done = (body: Buffer) =>
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              ttfbMs,
              answered: body.includes(ANSWERED),
            });
          const body = Buffer.concat(chunks);
          if (res.headers['content-encoding'] === 'gzip') {
            gunzip(body, (error, plain) => done(error ? Buffer.alloc(0) : plain));
          } else {
            done(body);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', fail);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0);

export interface MorningOptions {
  /** Visits per second at the morning's peak. */
  peakVisitsPerSecond: number;
  /** Real seconds each ten minutes of the morning lasts. */
  stepSeconds: number;
  /** Visits under way at once past which new ones are shed (the generator's own bound). */
  maxInFlight?: number;
  /** One address flooding result pages beside the morning, on this many connections. */
  flood?: { address: string; connections: number };
}

export interface MorningFigures {
  steps: StepFigures[];
  visits: number;
  requests: number;
  /** Requests that reached an instance (nginx's log; every request without nginx). */
  originRequests: number;
  flooded?: { sent: number; statuses: Record<string, number> };
}

/**
 * The flooder, a thread of its own reading nothing it is sent: result pages of a popular place
 * with a new junk parameter each time (past any cache), as fast as it is answered.
 */
const FLOOD = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const { site, address, connections, place } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const statuses = {};
let sent = 0;
let flooding = true;
parentPort.once('message', () => { flooding = false; });
const get = (path) => new Promise((resolve) => {
  const req = request(site + path, { agent, localAddress: address }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
    res.on('error', () => resolve(0));
  });
  req.on('error', () => resolve(0));
  req.end();
});
const loop = async () => {
  while (flooding) {
    sent += 1;
    const status = await get('/result?location=' + encodeURIComponent(place) + '&x=' + sent + '&snowDays=' + (sent % 11));
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
};
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ sent, statuses });
});
`;

/** Lines of nginx's access log that went to an instance, from `from` on. */
function originLines(runtime: string, from: number): { count: number; size: number } {
  let log = '';
  try {
    log = readFileSync(path.join(runtime, 'access.log'), 'utf8');
  } catch {
    return { count: 0, size: from };
  }
  const lines = log.slice(from).split('\n');
  return {
    count: lines.filter((line) => /"upstream":"[^"]+"/.test(line)).length,
    size: log.length,
  };
}

/**
 * A storm morning against the rig, 05:00 to 07:00 in `MORNING`'s steps, each ten minutes of it
 * `stepSeconds` long: visits arrive at the step's rate whatever the answers' speed (an open
 * arrival, as families do), each visit its result page (after the home page for some) and, when
 * the page came without the server's answer, the forecast its browser then asks for.
 */
export async function runStormMorning(
  rig: StormRig,
  nextVisit: () => Visit,
  { peakVisitsPerSecond, stepSeconds, maxInFlight = 1_500, flood }: MorningOptions,
): Promise<MorningFigures> {
  const agents = new Map<string, Agent>();
  const agentFor = (address: string) => {
    let agent = agents.get(address);
    if (!agent) {
      agent = new Agent({ keepAlive: true, maxSockets: 2, keepAliveMsecs: 5_000 });
      agents.set(address, agent);
    }
    return agent;
  };
  const site = rig.siteUrl;
  let samples: Sample[] = [];
  let inFlight = 0;
  let shed = 0;
  let visits = 0;
  let requests = 0;

  const visit = async (v: Visit) => {
    inFlight += 1;
    visits += 1;
    const agent = agentFor(v.address);
    const ask = async (kind: Sample['kind'], url: string) => {
      requests += 1;
      const answer = await fetchPage(agent, v.address, `${site}${url}`);
      samples.push({ kind, ...answer });
      return answer;
    };
    try {
      if (v.home) await ask('home', v.home);
      const page = await ask('result', v.result);
      if (page.status === 200 && !page.answered) {
        await ask(
          'forecast',
          `/api/weather/v1/forecast.json?q=${encodeURIComponent(v.place)}&days=3`,
        );
      }
    } finally {
      inFlight -= 1;
    }
  };

  const worker = flood
    ? new Worker(FLOOD, {
        eval: true,
        workerData: {
          site,
          address: flood.address,
          connections: flood.connections,
          place: nextVisit().place,
        },
      })
    : undefined;
  const flooded = worker
    ? new Promise<MorningFigures['flooded']>((resolve) => worker.once('message', resolve))
    : undefined;

  let log = rig.nginx ? originLines(rig.runtime, 0).size : 0;
  let origin = 0;
  const steps: StepFigures[] = [];
  const running: Promise<void>[] = [];
  for (const [k, share] of MORNING.entries()) {
    const rate = peakVisitsPerSecond * share;
    samples = [];
    const stepShed = shed;
    const started = performance.now();
    let launched = 0;
    while (performance.now() - started < stepSeconds * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const due = (rate * (performance.now() - started)) / 1000;
      for (; launched < due; launched += 1) {
        if (inFlight >= maxInFlight) shed += 1;
        else running.push(visit(nextVisit()));
      }
    }
    // The step's answers, those still under way included, once they are in.
    const elapsed = (performance.now() - started) / 1000;
    const results = samples.filter((s) => s.kind === 'result');
    const times = results.map((s) => s.ms).sort((a, b) => a - b);
    const ttfb = results.map((s) => s.ttfbMs).sort((a, b) => a - b);
    const errors = samples.filter((s) => s.status === 0 || s.status >= 500).length;
    const minutes = 10 * k;
    const figures: StepFigures = {
      clock: `0${String(5 + Math.floor(minutes / 60))}:${String(minutes % 60).padStart(2, '0')}`,
      offeredVisitsPerSecond: Math.round(rate),
      resultPagesPerSecond: Math.round((results.length / elapsed) * 10) / 10,
      p50Ms: Math.round(percentile(times, 0.5)),
      p99Ms: Math.round(percentile(times, 0.99)),
      ttfbMs: Math.round(percentile(ttfb, 0.5)),
      answeredShare: results.length
        ? Math.round((results.filter((s) => s.answered).length / results.length) * 1000) / 1000
        : 0,
      errors,
      shed: shed - stepShed,
      sustained: false,
    };
    figures.sustained =
      figures.p99Ms < 1_000 &&
      figures.errors === 0 &&
      figures.shed === 0 &&
      figures.resultPagesPerSecond >= rate * 0.9;
    steps.push(figures);
    if (rig.nginx) {
      const lines = originLines(rig.runtime, log);
      origin += lines.count;
      log = lines.size;
    }
  }
  await Promise.all(running);
  worker?.postMessage('stop');
  const floodFigures = await flooded;
  await worker?.terminate();
  for (const agent of agents.values()) agent.destroy();
  if (rig.nginx) origin += originLines(rig.runtime, log).count;
  return {
    steps,
    visits,
    requests,
    originRequests: rig.nginx ? origin : requests,
    ...(floodFigures ? { flooded: floodFigures } : {}),
  };
}

/** Calls the weather service had for each place within any ten minutes: mean and most. */
export function weatherCallsPerTenMinutes(stub: StormWeatherStub, places: string[]) {
  const most = places.map((q) => {
    const times = stub.callTimes(q);
    let best = 0;
    for (let i = 0, j = 0; j < times.length; j += 1) {
      while ((times[j] ?? 0) - (times[i] ?? 0) > 600_000) i += 1;
      best = Math.max(best, j - i + 1);
    }
    return best;
  });
  const asked = most.filter((n) => n > 0);
  return {
    places: asked.length,
    mean: asked.length ? asked.reduce((a, b) => a + b, 0) / asked.length : 0,
    most: Math.max(0, ...asked),
    moreThanOnce: asked.filter((n) => n > 1).length,
  };
}
