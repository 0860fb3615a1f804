/**
 * `npm run loadtest`: a bounded load run against the forecast endpoint (issue 6), entirely on
 * 127.0.0.1. Exits non-zero on any error, any non-2xx answer, or a place fetched twice upstream.
 */
import { loadProblems, runForecastLoad } from './forecast-load';

const report = await runForecastLoad({ amount: 3000, connections: 50, maxSeconds: 15 });

console.log('Forecast endpoint load test (3000 requests, 50 connections, 12 places)');
console.log(`  requests completed: ${String(report.requests)} in ${report.seconds.toFixed(2)} s`);
console.log(`  requests/second:    ${String(report.requestsPerSecond)}`);
console.log(`  p99 latency:        ${String(report.p99Ms)} ms`);
console.log(`  errors:             ${String(report.errors)} (non-2xx: ${String(report.non2xx)})`);
console.log(
  `  heap used:          ${String(report.heapUsedMb.before)} MB before, ${String(report.heapUsedMb.after)} MB after`,
);
console.log('  upstream calls per place:');
for (const [place, calls] of Object.entries(report.upstreamCallsPerPlace)) {
  console.log(`    ${place.padEnd(10)} ${String(calls)}`);
}
if (report.stoppedEarly) console.log('  (stopped at the 15 s limit before every request was sent)');

const problems = loadProblems(report);
if (problems.length > 0) {
  console.error(`FAILED:\n- ${problems.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('OK: every answer 2xx, no errors, at most one upstream call per place.');
}
