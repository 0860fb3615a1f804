/**
 * What reading `/accuracy` costs the server against a warm result page, on the same run
 * (docs/performance.md#accuracy): a database filled with a seeded simulation and aggregated once,
 * the composed site started on it, then the pages asked one after the other, timed to their last
 * byte on this machine (no network between) and weighed as HTML and as gzip.
 *
 *   npx tsx shell/site-tools/accuracy/page-cost.ts [--place-days 5000] [--reports 200000]
 *     [--requests 200]      (BENCH_PORT_BASE: the site's four ports, default 4890)
 *
 * The figures are a ratio: both pages measured the same minute on the same machine, which is
 * what can be compared on a machine shared with other work.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '../../server/core/database/open-database';
import { aggregate } from '../../server/core/accuracy/store/summary';
import { simulate } from './simulation';
import { writeSimulation } from './simulate';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface PageWeight {
  page: string;
  p50Ms: number;
  p90Ms: number;
  htmlBytes: number;
  gzipBytes: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Each page asked in turn, `count` times, after a few asks to warm every cache. */
export async function weighPages(
  origin: string,
  pages: readonly string[],
  count: number,
): Promise<PageWeight[]> {
  const ask = async (page: string) => {
    const started = performance.now();
    const response = await fetch(`${origin}${page}`);
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${page} answered ${String(response.status)}`);
    return { ms, body };
  };
  for (let warm = 0; warm < 5; warm += 1) for (const page of pages) await ask(page);
  const times = pages.map(() => [] as number[]);
  const bodies = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    for (const [index, page] of pages.entries()) {
      const { ms, body } = await ask(page);
      times[index]?.push(ms);
      bodies.set(page, body);
    }
  }
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return pages.map((page, index) => {
    const sorted = [...(times[index] ?? [])].sort((a, b) => a - b);
    const body = bodies.get(page) ?? Buffer.alloc(0);
    return {
      page,
      p50Ms: round(percentile(sorted, 50)),
      p90Ms: round(percentile(sorted, 90)),
      htmlBytes: body.length,
      gzipBytes: gzipSync(body).length,
    };
  });
}

/** The composed site, in a process group of its own; resolves with how to stop it. */
async function startSite(env: Record<string, string>): Promise<() => void> {
  const server = spawn('npx', ['tsx', 'shell/site-tools/bench/site-server.ts'], {
    cwd: repo,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    server.removeAllListeners('exit');
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGINT');
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      // Its log line at info level says so; nothing else is read from it.
      server.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('is ready')) resolve();
      });
      server.once('exit', () => reject(new Error('the site stopped before it was ready')));
      timer = setTimeout(
        () => reject(new Error('the site was not ready within 3 minutes')),
        180_000,
      );
    });
  } catch (error) {
    stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return stop;
}

async function main() {
  const { values } = parseArgs({
    options: {
      'place-days': { type: 'string', default: '5000' },
      reports: { type: 'string', default: '200000' },
      requests: { type: 'string', default: '200' },
    },
  });
  const base = Number(process.env.BENCH_PORT_BASE ?? 4890);
  const dataDir = path.join(tmpdir(), `snowday-accuracy-cost-${String(base)}`);
  await rm(dataDir, { recursive: true, force: true });

  const db = await openDatabase({ dataDir }, () => undefined);
  try {
    const simulation = simulate({
      seed: 2026,
      placeDays: Number(values['place-days']),
      reports: Number(values.reports),
    });
    await writeSimulation(db, simulation);
    const summary = await aggregate(db, new Date());
    console.log(
      `summary: ${String(summary.site.placeDays)} place-days, ${String(summary.regions.length)} regions listed, ${String(summary.regionsBelowThreshold)} below`,
    );
  } finally {
    await db.close();
  }

  const stop = await startSite({
    PORT: String(base),
    CALCULATOR_PORT: String(base + 1),
    BLOG_PORT: String(base + 2),
    PAGES_PORT: String(base + 3),
    DATA_DIR: dataDir,
  });
  try {
    // A prerendered page and the summary's API beside them, for scale.
    const weights = await weighPages(
      `http://127.0.0.1:${String(base)}`,
      [
        '/result?location=Buffalo&schoolType=Public&snowDays=0',
        '/accuracy',
        '/about',
        '/api/accuracy/summary',
      ],
      Number(values.requests),
    );
    const [result, accuracy] = weights;
    if (!result || !accuracy) throw new Error('no figures');
    console.table(weights);
    const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));
    console.log(
      `/accuracy ÷ warm result: time p50 ${ratio(accuracy.p50Ms, result.p50Ms)}, p90 ${ratio(accuracy.p90Ms, result.p90Ms)}; HTML ${ratio(accuracy.htmlBytes, result.htmlBytes)}; gzip ${ratio(accuracy.gzipBytes, result.gzipBytes)}`,
    );
  } finally {
    stop();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
