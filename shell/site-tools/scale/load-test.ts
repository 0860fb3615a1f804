/**
 * `npm run loadtest`: a storm-night benchmark (not a test), entirely on 127.0.0.1, after
 * `npm run build`. Two instances with Redis behind Debian's nginx (docs/deploy/nginx.conf),
 * then one instance alone: each ramped over 60 s on a mix of home pages, result pages and
 * forecast calls. Prints requests/s, p50/p99, errors, upstream calls and each instance's memory.
 */
import os from 'node:os';
import { measurePageCosts, type PageCost } from './page-costs';
import { runStormBench, type BenchReport } from './storm-bench';
import { startStormRig } from './storm-rig';

const PORT_BASE = Number(process.env.LOADTEST_PORT_BASE ?? 4380);

function print(title: string, report: BenchReport): void {
  console.log(`\n${title}`);
  console.log('  target/s  got/s   p50 ms  p99 ms  errors  sustained');
  for (const s of report.steps) {
    const cells = [s.targetRate, s.requestsPerSecond, s.p50Ms, s.p99Ms, s.errors];
    console.log(
      `  ${cells.map((c) => String(c).padEnd(7)).join(' ')} ${s.sustained ? 'yes' : 'no'}`,
    );
  }
  const best = report.best;
  console.log(
    best
      ? `  highest sustained: ${String(best.requestsPerSecond)} req/s, p50 ${String(best.p50Ms)} ms, p99 ${String(best.p99Ms)} ms`
      : '  no step was sustained',
  );
  console.log(`  upstream calls: ${String(report.upstreamCalls)} (12 places)`);
  report.memoryMb.forEach((m, i) => {
    console.log(
      `  instance ${String(i + 1)} memory (RSS): ${String(m.start)} MB → ${String(m.end)} MB`,
    );
  });
}

function printCosts(costs: PageCost[]): void {
  console.log(
    '  page                                        cold p50/p99 ms   cached p50/p99 ms (req/s, errors)',
  );
  for (const { page, cold, cached } of costs) {
    console.log(
      `  ${page.padEnd(44)}${`${String(cold.p50Ms)} / ${String(cold.p99Ms)}`.padEnd(18)}${String(cached.p50Ms)} / ${String(cached.p99Ms)} (${String(cached.requestsPerSecond)}/s, ${String(cached.errors)})`,
    );
  }
}

console.log(
  `Storm-night benchmark on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${String(Math.round(os.totalmem() / 2 ** 30))} GB, Node ${process.version}`,
);
for (const setup of [
  { title: 'nginx → 2 instances, Redis', instances: 2, nginx: true, redis: true },
  { title: '1 instance, no nginx, no Redis', instances: 1, nginx: false, redis: false },
]) {
  const rig = await startStormRig({
    portBase: PORT_BASE,
    logLevel: 'warn',
    ...setup,
    // One address here stands for a storm's many visitors: the per-address limits of renders
    // and drawings (docs/product/hardening.md#floods) would measure themselves, not capacity.
    env: { RESULT_RENDER_LIMIT: '100000', PREVIEW_DRAW_LIMIT: '100000' },
    // Each instance starts the calculator's sandbox: on a busy two-core machine, a minute.
    readyTimeoutMs: 120_000,
  });
  for (const [i, instance] of rig.instances.entries()) {
    void instance.process.exited.then((code) => {
      if (code !== 'SIGKILL') {
        console.error(`instance ${String(i + 1)} exited (${String(code)}):`);
        console.error(instance.process.output().slice(-4000));
      }
    });
  }
  try {
    const costs = await measurePageCosts(rig);
    print(setup.title, await runStormBench(rig));
    printCosts(costs);
  } finally {
    await rig.close();
  }
}
