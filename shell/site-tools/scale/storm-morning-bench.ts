/**
 * `npm run bench:storm`: a storm morning (a benchmark, not a test), entirely on 127.0.0.1, after
 * `npm run build`. 10,000 places (US ZIP codes, Canadian postal codes, towns in the four
 * languages) asked for by Zipf rank, every school type, 0–10 snow days, both unit systems, a name
 * now and then, from 2,000 addresses, 05:00 to 07:00 compressed (each ten minutes `--step`
 * seconds), against a WeatherAPI stand-in that knows every place and counts its calls: through
 * nginx and its cache to two instances and Redis, then one instance alone; each quiet, then with
 * one address flooding result pages beside it. Prints, per step and in all: result pages a
 * second, p50/p99, the share answered in the HTML, origin requests per 100 visitors, weather
 * calls per place per 10 minutes, memory, and the machine's load.
 *
 *   npm run bench:storm -- --peak 300 --step 8 --places 10000 --setups nginx,alone,one-sandbox
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startStormWeatherStub } from '../testing/storm-weather-stub';
import { stormPlaces } from './storm-places';
import { runStormMorning, weatherCallsPerTenMinutes, type MorningFigures } from './storm-morning';
import { startStormRig, type StormRig } from './storm-rig';
import { stormVisits } from './storm-visits';

const { values } = parseArgs({
  options: {
    peak: { type: 'string', default: '300' },
    step: { type: 'string', default: '8' },
    places: { type: 'string', default: '10000' },
    setups: { type: 'string', default: 'nginx,alone' },
    'flood-connections': { type: 'string', default: '12' },
    'weather-latency': { type: 'string', default: '120' },
  },
});
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4480);
const peak = Number(values.peak);
const stepSeconds = Number(values.step);
const placeCount = Number(values.places);
const FLOODER = '127.9.9.9';

const SETUPS = {
  nginx: {
    title: 'nginx (its cache) → 2 instances, Redis',
    instances: 2,
    nginx: true,
    redis: true,
  },
  alone: {
    title: '1 instance alone, no nginx, no Redis',
    instances: 1,
    nginx: false,
    redis: false,
  },
  // This branch's pool and gate undone, for comparison: one sandbox, no per-address bound.
  'one-sandbox': {
    title: '1 instance alone, one sandbox, no per-address gate',
    instances: 1,
    nginx: false,
    redis: false,
    env: { RENDER_SANDBOXES: '1', REQUESTS_PER_ADDRESS: '1000' },
  },
} as const;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** Resident memory (MB) of a process and of its children (the sandboxes), from /proc. */
function memoryMb(pid: number | undefined): { process: number; sandboxes: number } {
  const rss = (id: number) => {
    try {
      const line = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${String(id)}/status`, 'utf8'));
      return line ? Number(line[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  if (pid === undefined) return { process: 0, sandboxes: 0 };
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${String(pid)}/task/${String(pid)}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // No children listed: none to count.
  }
  return {
    process: Math.round(rss(pid)),
    sandboxes: Math.round(children.reduce((sum, child) => sum + rss(child), 0)),
  };
}

function print(title: string, figures: MorningFigures, rig: StormRig) {
  console.log(`\n  ${title}`);
  console.log(
    '  time   visits/s  results/s  p50 ms  p99 ms  ttfb p50  answered  errors  shed  sustained',
  );
  for (const s of figures.steps) {
    console.log(
      `  ${s.clock}  ${String(s.offeredVisitsPerSecond).padStart(8)}  ${String(s.resultPagesPerSecond).padStart(9)}  ${String(s.p50Ms).padStart(6)}  ${String(s.p99Ms).padStart(6)}  ${String(s.ttfbMs).padStart(8)}  ${(s.answeredShare * 100).toFixed(1).padStart(7)}%  ${String(s.errors).padStart(6)}  ${String(s.shed).padStart(4)}  ${s.sustained ? 'yes' : 'no'}`,
    );
  }
  const best = figures.steps
    .filter((s) => s.sustained)
    .sort((a, b) => b.resultPagesPerSecond - a.resultPagesPerSecond)[0];
  const bestAnswered = figures.steps
    .filter((s) => s.sustained && s.answeredShare >= 0.99)
    .sort((a, b) => b.resultPagesPerSecond - a.resultPagesPerSecond)[0];
  console.log(
    best
      ? `  sustained (p99 < 1 s): ${String(best.resultPagesPerSecond)} result pages/s (${(best.resultPagesPerSecond / os.availableParallelism()).toFixed(1)} per core), ${(best.answeredShare * 100).toFixed(1)} % answered in the HTML`
      : '  no step was sustained (p99 < 1 s, no error, nothing shed)',
  );
  console.log(
    bestAnswered
      ? `  sustained with 99 % answered: ${String(bestAnswered.resultPagesPerSecond)} result pages/s`
      : '  no sustained step had 99 % answered',
  );
  console.log(
    `  visits ${String(figures.visits)}, requests ${String(figures.requests)}, origin requests ${String(figures.originRequests)}: ${((figures.originRequests / Math.max(1, figures.visits)) * 100).toFixed(1)} per 100 visitors`,
  );
  if (figures.flooded) {
    console.log(
      `  the flooder (${FLOODER}): ${String(figures.flooded.sent)} requests, ${JSON.stringify(figures.flooded.statuses)}`,
    );
  }
  for (const [i, instance] of rig.instances.entries()) {
    const memory = memoryMb(instance.process.child.pid);
    console.log(
      `  instance ${String(i + 1)} memory (RSS): ${String(memory.process)} MB, its sandboxes ${String(memory.sandboxes)} MB`,
    );
  }
  console.log(`  machine load (1, 5, 15 min): ${load()}`);
}

const cpu = os.cpus()[0]?.model ?? 'CPU';
console.log(
  `Storm morning on ${String(os.availableParallelism())} × ${cpu}, ${String(Math.round(os.totalmem() / 2 ** 30))} GB, Node ${process.version}; ${String(placeCount)} places, peak ${String(peak)} visits/s, ${String(stepSeconds)} s per ten minutes`,
);
console.log(`uptime: ${execFileSync('uptime').toString().trim()}`);
const places = stormPlaces(placeCount);
for (const name of values.setups.split(',')) {
  const setup = SETUPS[name as keyof typeof SETUPS];
  if (!setup) throw new Error(`no setup ${name}: ${Object.keys(SETUPS).join(', ')}`);
  const upstream = await startStormWeatherStub(places, {
    latencyMs: Number(values['weather-latency']),
  });
  const rig = await startStormRig({
    portBase: PORT_BASE,
    logLevel: 'warn',
    instances: setup.instances,
    nginx: setup.nginx,
    redis: setup.redis,
    upstream,
    ...('env' in setup ? { env: setup.env } : {}),
    readyTimeoutMs: 180_000,
  });
  for (const [i, instance] of rig.instances.entries()) {
    void instance.process.exited.then((code) => {
      if (code !== 'SIGKILL' && code !== 'SIGTERM') {
        console.error(`instance ${String(i + 1)} exited (${String(code)}):`);
        console.error(instance.process.output().slice(-4000));
      }
    });
  }
  try {
    console.log(`\n${setup.title}`);
    // Not counted: the first visits start the sandboxes' code and fill nothing much.
    await runStormMorning(rig, stormVisits(places, { seed: 1 }), {
      peakVisitsPerSecond: Math.min(20, peak),
      stepSeconds: 1,
    });
    const quiet = await runStormMorning(rig, stormVisits(places, { seed: 2 }), {
      peakVisitsPerSecond: peak,
      stepSeconds,
    });
    print('quiet', quiet, rig);
    const flooded = await runStormMorning(rig, stormVisits(places, { seed: 3 }), {
      peakVisitsPerSecond: peak,
      stepSeconds,
      flood: { address: FLOODER, connections: Number(values['flood-connections']) },
    });
    print(`one address flooding on ${values['flood-connections']} connections`, flooded, rig);
    const both = quiet.steps.flatMap((step, i) => {
      const other = flooded.steps[i];
      return step.sustained && other?.sustained ? [other.ttfbMs / Math.max(1, step.ttfbMs)] : [];
    });
    both.sort((a, b) => a - b);
    if (both.length > 0) {
      console.log(
        `  first byte with the flood ÷ quiet, steps sustained in both: median ${(both[Math.floor(both.length / 2)] ?? 0).toFixed(2)}×, from ${(both[0] ?? 0).toFixed(2)}× to ${(both[both.length - 1] ?? 0).toFixed(2)}×`,
      );
    }
    const calls = weatherCallsPerTenMinutes(
      upstream,
      places.map((p) => p.query),
    );
    console.log(
      `  weather calls: ${String(upstream.calls.length)} for ${String(calls.places)} places; per place per 10 minutes mean ${calls.mean.toFixed(2)}, most ${String(calls.most)}, ${String(calls.moreThanOnce)} places called more than once`,
    );
  } finally {
    await rig.close();
  }
}
