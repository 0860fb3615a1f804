import { ACCURACY_THRESHOLDS } from '@snowday/shared-i18n/contract';
import { describe, expect, it } from 'vitest';
import { summarize, tallyReports, wilsonInterval } from '../../server/core/accuracy/model/scoring';
import { openEmbeddedDatabase } from '../../server/core/database/embedded-database';
import { migrate } from '../../server/core/database/migrate';
import { aggregate, latestSummary } from '../../server/core/accuracy/store/summary';
import { DEFAULT_CURVE, matchedReports, simulate, type Simulation } from './simulation';
import { writeSimulation } from './simulate';

const context = { computedAt: new Date(0), simulated: true, unmatched: 0, held: 0 };

/** The closure rate the curve implies for the days of a bucket: what the page should recover. */
function expectedRate(simulation: Simulation, from: number, to: number): number {
  const chances = simulation.forecasts
    .map((f) => f.chance)
    .filter((c) => c >= from && (c < to || (to === 100 && c === 100)));
  return chances.reduce((sum, c) => sum + simulation.curve(c), 0) / chances.length;
}

describe('the seeded simulation', () => {
  it('gives the same forecasts and reports for the same seed', () => {
    const a = simulate({ seed: 7, placeDays: 50, reports: 120 });
    const b = simulate({ seed: 7, placeDays: 50, reports: 120 });
    const c = simulate({ seed: 8, placeDays: 50, reports: 120 });
    expect(a.reports).toEqual(b.reports);
    expect(a.forecasts).toEqual(b.forecasts);
    expect(a.truth).not.toEqual(c.truth);
  });

  it('is recovered by the scoring: the curve lies within the shown intervals', () => {
    const simulation = simulate({ seed: 2026, placeDays: 4000, reports: 12_000 });
    const summary = summarize(tallyReports(matchedReports(simulation)), context);
    const shown = [...summary.site.byTen, ...summary.site.byBand].filter((b) => b.observed);
    expect(shown.length).toBeGreaterThanOrEqual(12);
    let inside = 0;
    for (const bucket of shown) {
      const expected = expectedRate(simulation, bucket.from, bucket.to) * 100;
      const { low = 0, high = 100 } = bucket.observed ?? {};
      // Rounded to one decimal, so half a tenth of slack each side.
      if (expected >= low - 0.05 && expected <= high + 0.05) inside += 1;
      // Never far out: within a 99.9 % interval of the same counts.
      const wide = wilsonInterval(bucket.observed?.closures ?? 0, bucket.count, 3.29);
      expect(expected / 100).toBeGreaterThanOrEqual(wide.low - 0.02);
      expect(expected / 100).toBeLessThanOrEqual(wide.high + 0.02);
    }
    // A 90 % interval misses about one bucket in ten by chance.
    expect(inside / shown.length).toBeGreaterThanOrEqual(0.8);
    // The curve is not the diagonal: the top buckets closed less often than they said.
    const top = summary.site.byTen.find((b) => b.id === '90');
    expect(top?.observed?.high ?? 100).toBeLessThan(top?.predicted ?? 0);
    expect(summary.site.skill).toBeGreaterThan(0);
  });

  it('tells a perfect forecast from the simulated one by its Brier score', () => {
    const perfect = simulate({ seed: 3, placeDays: 3000, reports: 3000, curve: (c) => c / 100 });
    const shifted = simulate({
      seed: 3,
      placeDays: 3000,
      reports: 3000,
      curve: (c) => Math.min(1, DEFAULT_CURVE(c) + 0.3),
    });
    const brier = (s: Simulation) => summarize(tallyReports(matchedReports(s)), context).site.brier;
    expect(brier(perfect)).toBeLessThan(brier(shifted));
  });

  it('with too few reports shows no rate at all: the honest empty state', () => {
    const simulation = simulate({ seed: 11, placeDays: 19, reports: 45 });
    const summary = summarize(tallyReports(matchedReports(simulation)), context);
    expect(summary.site.placeDays).toBeGreaterThan(0);
    expect(summary.site.placeDays).toBeLessThan(ACCURACY_THRESHOLDS.region);
    const counted = summary.site.byTen.filter((b) => b.count > 0);
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.every((b) => b.count < ACCURACY_THRESHOLDS.bucket)).toBe(true);
    expect([...summary.site.byTen, ...summary.site.byBand].some((b) => b.observed)).toBe(false);
    expect(summary.regions).toEqual([]);
  });
});

describe('the simulation in the database', () => {
  it('gives the aggregate job the same summary as the scoring in memory', async () => {
    const db = await openEmbeddedDatabase('memory');
    try {
      await migrate(db);
      const simulation = simulate({ seed: 5, placeDays: 300, reports: 900 });
      await writeSimulation(db, simulation);
      const computedAt = new Date('2026-12-05T00:00:00Z');
      const stored = await aggregate(db, computedAt);
      const inMemory = summarize(tallyReports(matchedReports(simulation)), {
        ...context,
        computedAt,
      });
      expect(stored).toEqual(inMemory);
      expect(stored.simulated).toBe(true);
      expect(await latestSummary(db)).toEqual(stored);
    } finally {
      await db.close();
    }
  }, 60_000);
});
