/**
 * Fills a database with a seeded simulation of forecasts and reports and runs the aggregate job's
 * work on it (docs/product/accuracy.md#the-simulation), timing each step: for a developer's look
 * at `/accuracy`, and the benchmark of docs/performance.md#accuracy.
 *
 *   npx tsx shell/site-tools/accuracy/simulate.ts [--place-days 5000] [--reports 1000000]
 *     [--seed 2026] [--data-dir .data/simulation | --database-url postgres://…]
 *
 * Every report it writes is marked simulated, so the summary, and the page, say so. Never point
 * it at a deployed server's database.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/core/database/open-database';
import type { Database } from '../../server/core/database/database';
import { placeKeyOf, recordPublished } from '../../server/core/accuracy/store/forecasts';
import { aggregate } from '../../server/core/accuracy/store/summary';
import { simulate, type Simulation } from './simulation';

const CHUNK = 20_000;

/** Writes the simulation's forecasts and reports, in chunks of unnested arrays. */
export async function writeSimulation(db: Database, simulation: Simulation): Promise<void> {
  const places = simulation.forecasts.map((f) => ({
    key: placeKeyOf({ name: f.place, region: f.region, country: f.country }),
    name: f.place,
    region: f.region,
    country: f.country,
    timeZone: 'America/Toronto',
  }));
  for (let at = 0; at < simulation.forecasts.length; at += CHUNK) {
    await recordPublished(
      db,
      simulation.forecasts.slice(at, at + CHUNK).flatMap((f, i) => {
        const place = places[at + i];
        return place
          ? [
              {
                place,
                schoolType: f.schoolType,
                snowDays: f.snowDays,
                day: f.day,
                chance: f.chance,
              },
            ]
          : [];
      }),
    );
  }
  for (let at = 0; at < simulation.reports.length; at += CHUNK) {
    const chunk = simulation.reports.slice(at, at + CHUNK).flatMap((report) => {
      const forecast = simulation.forecasts[report.forecast];
      const place = places[report.forecast];
      return forecast && place ? [{ report, forecast, place }] : [];
    });
    const of = <T>(pick: (row: (typeof chunk)[number]) => T) => chunk.map(pick);
    await db.query(
      `INSERT INTO accuracy_report (device_hash, place_key, place_name, region, country,
         school_type, snow_days, day, answer, simulated)
       SELECT *, true FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
         $6::text[], $7::smallint[], $8::date[], $9::text[])
       ON CONFLICT DO NOTHING`,
      [
        of((r) => r.report.device),
        of((r) => r.place.key),
        of((r) => r.forecast.place),
        of((r) => r.forecast.region),
        of((r) => r.forecast.country),
        of((r) => r.forecast.schoolType),
        of((r) => r.forecast.snowDays),
        of((r) => r.forecast.day),
        of((r) => r.report.answer),
      ],
    );
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'place-days': { type: 'string', default: '5000' },
      reports: { type: 'string', default: '20000' },
      seed: { type: 'string', default: '2026' },
      'data-dir': { type: 'string', default: '.data/simulation' },
      'database-url': { type: 'string' },
    },
  });
  const placeDays = Number(values['place-days']);
  const reports = Number(values.reports);
  const log = (line: string) => console.log(line);
  let started = performance.now();
  const lap = (what: string) => {
    const now = performance.now();
    log(`${what}: ${((now - started) / 1000).toFixed(2)} s`);
    started = now;
  };
  const simulation = simulate({ seed: Number(values.seed), placeDays, reports });
  lap(`simulated ${String(placeDays)} place-days, ${String(reports)} reports`);
  const db = await openDatabase(
    {
      ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
      dataDir: path.resolve(values['data-dir']),
    },
    log,
  );
  try {
    await db.query('DELETE FROM accuracy_report WHERE simulated');
    await db.query('DELETE FROM accuracy_forecast');
    lap('database opened and emptied');
    await writeSimulation(db, simulation);
    lap('written');
    await db.query('ANALYZE accuracy_report');
    await db.query('ANALYZE accuracy_forecast');
    for (let run = 1; run <= 3; run += 1) {
      const summary = await aggregate(db, new Date());
      lap(
        `aggregate run ${String(run)} (${String(summary.site.placeDays)} place-days, ${String(summary.reports.scored)} reports scored, Brier ${String(summary.site.brier)})`,
      );
    }
    log(`memory: ${String(Math.round(process.memoryUsage().rss / 1e6))} MB resident`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
