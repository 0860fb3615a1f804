import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brierScore,
  calibration,
  dayOutcome,
  median,
  scoredDays,
  skillScore,
  summarize,
  tallyReports,
  TEN_POINT_BUCKETS,
  BAND_BUCKETS,
  wilsonInterval,
  type MatchedReport,
  type ScoredDay,
} from './scoring';

const day = (chance: number, outcome: ScoredDay['outcome'], region = 'New York'): ScoredDay => ({
  region,
  country: 'United States of America',
  chance,
  outcome,
  reports: 1,
});

const report = (placeDay: string, answer: MatchedReport['answer'], chance = 50): MatchedReport => ({
  placeDay,
  region: 'Ontario',
  country: 'Canada',
  chance,
  answer,
});

describe('one place-day counts once', () => {
  it('takes the answer most reports give, leaving out "don\'t know"', () => {
    expect(dayOutcome({ closed: 3, delayed: 1, open: 2 })).toBe('closed');
    expect(dayOutcome({ closed: 0, delayed: 2, open: 1 })).toBe('delayed');
    expect(dayOutcome({ closed: 0, delayed: 0, open: 1 })).toBe('open');
  });

  it('decides nothing on a tie or with only "don\'t know"', () => {
    expect(dayOutcome({ closed: 2, delayed: 0, open: 2 })).toBeUndefined();
    expect(dayOutcome({ closed: 0, delayed: 0, open: 0 })).toBeUndefined();
    const tallies = tallyReports([report('a', 'unknown'), report('a', 'unknown')]);
    expect(scoredDays(tallies)).toEqual([]);
  });

  it('counts a place-day reported by many as one, with the median chance of its reports', () => {
    const tallies = tallyReports([
      report('buffalo|Public|2026-12-01', 'closed', 80),
      report('buffalo|Public|2026-12-01', 'closed', 90),
      report('buffalo|Public|2026-12-01', 'open', 70),
      report('toronto|Public|2026-12-01', 'open', 10),
    ]);
    const days = scoredDays(tallies);
    expect(days).toHaveLength(2);
    expect(days.find((d) => d.outcome === 'closed')).toMatchObject({ chance: 80, reports: 3 });
  });

  it('property: adding reports agreeing with the majority never changes the outcome', () => {
    fc.assert(
      fc.property(
        fc.record({
          closed: fc.nat(20),
          delayed: fc.nat(20),
          open: fc.nat(20),
        }),
        fc.integer({ min: 1, max: 20 }),
        (tally, extra) => {
          const outcome = dayOutcome(tally);
          if (!outcome) return;
          expect(dayOutcome({ ...tally, [outcome]: tally[outcome] + extra })).toBe(outcome);
        },
      ),
    );
  });

  it('property: how many place-days are scored does not depend on how many report each', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            outcome: fc.constantFrom('closed', 'open') as fc.Arbitrary<'closed' | 'open'>,
            copies: fc.integer({ min: 1, max: 5 }),
          }),
          { maxLength: 30 },
        ),
        (list) => {
          const reports = list.flatMap(({ outcome, copies }, index) =>
            Array.from({ length: copies }, () => report(String(index), outcome)),
          );
          expect(scoredDays(tallyReports(reports))).toHaveLength(list.length);
        },
      ),
    );
  });
});

describe('the 90 % interval (Wilson)', () => {
  it('matches a worked value', () => {
    // 10 of 20: centre 0.5, half-width z·sqrt(0.25/20 + z²/1600) / (1 + z²/20) = 0.1726.
    const { low, high } = wilsonInterval(10, 20);
    expect(low).toBeCloseTo(0.3274, 3);
    expect(high).toBeCloseTo(0.6726, 3);
  });

  it('stays inside [0, 1] and is not a point at none or all', () => {
    expect(wilsonInterval(0, 25).low).toBe(0);
    expect(wilsonInterval(0, 25).high).toBeGreaterThan(0.05);
    expect(wilsonInterval(25, 25).high).toBe(1);
    expect(wilsonInterval(25, 25).low).toBeLessThan(0.95);
  });

  it('property: holds the observed rate, within [0, 1], narrowing as trials grow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, share) => {
          const k = Math.round(share * n);
          const { low, high } = wilsonInterval(k, n);
          expect(low).toBeGreaterThanOrEqual(0);
          expect(high).toBeLessThanOrEqual(1);
          expect(low).toBeLessThanOrEqual(k / n + 1e-12);
          expect(high).toBeGreaterThanOrEqual(k / n - 1e-12);
          const wider = wilsonInterval(k, n);
          const narrower = wilsonInterval(k * 4, n * 4);
          expect(narrower.high - narrower.low).toBeLessThanOrEqual(wider.high - wider.low + 1e-12);
        },
      ),
    );
  });
});

describe('Brier and skill', () => {
  it('scores a perfect forecast 0 and a confident wrong one 1', () => {
    expect(brierScore([day(100, 'closed'), day(0, 'open')])).toBe(0);
    expect(brierScore([day(0, 'closed'), day(100, 'open')])).toBe(1);
  });

  it('counts a delay as "not closed"', () => {
    expect(brierScore([day(30, 'delayed')])).toBeCloseTo(0.09, 10);
  });

  it('gives no skill to always saying the base rate, and some to a forecast that separates', () => {
    const base = [day(25, 'closed'), day(25, 'open'), day(25, 'open'), day(25, 'open')];
    expect(skillScore(base)).toBeCloseTo(0, 10);
    const sharp = [day(90, 'closed'), day(10, 'open'), day(10, 'open'), day(10, 'open')];
    expect(skillScore(sharp)).toBeGreaterThan(0.9);
  });

  it('has no skill to report when every day went the same way', () => {
    expect(skillScore([day(20, 'open'), day(40, 'open')])).toBeUndefined();
  });

  it('property: skill is at most 1, and 1 only for a perfect forecast', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ chance: fc.integer({ min: 0, max: 100 }), closed: fc.boolean() }), {
          minLength: 1,
          maxLength: 50,
        }),
        (list) => {
          const days = list.map(({ chance, closed }) => day(chance, closed ? 'closed' : 'open'));
          const skill = skillScore(days);
          if (skill === undefined) return;
          expect(skill).toBeLessThanOrEqual(1 + 1e-12);
          if (brierScore(days) > 0) expect(skill).toBeLessThan(1);
        },
      ),
    );
  });
});

describe('calibration buckets', () => {
  it('puts 100 in the last bucket and each chance in exactly one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 80 }), (chances) => {
        const days = chances.map((chance) => day(chance, 'open'));
        for (const buckets of [TEN_POINT_BUCKETS, BAND_BUCKETS]) {
          const total = calibration(days, buckets, 0).reduce((sum, b) => sum + b.count, 0);
          expect(total).toBe(days.length);
        }
      }),
    );
  });

  it('publishes a rate only from the threshold up', () => {
    const days = [
      ...Array.from({ length: 19 }, (_, i) => day(35, i < 5 ? 'closed' : 'open')),
      ...Array.from({ length: 20 }, (_, i) =>
        day(72, i < 14 ? 'closed' : i < 16 ? 'delayed' : 'open'),
      ),
    ];
    const buckets = calibration(days, TEN_POINT_BUCKETS);
    const thirty = buckets.find((b) => b.id === '30');
    const seventy = buckets.find((b) => b.id === '70');
    expect(thirty).toMatchObject({ count: 19, predicted: 35 });
    expect(thirty?.observed).toBeUndefined();
    expect(seventy?.observed).toMatchObject({ closures: 14, delays: 2, rate: 70 });
    expect(seventy?.observed?.low).toBeLessThan(70);
    expect(seventy?.observed?.high).toBeGreaterThan(70);
  });

  it('groups by the headline bands 10 / 55 / 75 / 87', () => {
    expect(BAND_BUCKETS.map((b) => [b.from, b.to])).toEqual([
      [0, 10],
      [10, 55],
      [55, 75],
      [75, 87],
      [87, 100],
    ]);
  });
});

describe('the summary', () => {
  it('lists only regions with enough place-days and counts the others', () => {
    const tallies = [
      ...Array.from({ length: 120 }, (_, i) => ({
        placeDay: `big${String(i)}`,
        region: 'Ontario',
        country: 'Canada',
        chance: 40,
        closed: i % 3 === 0 ? 1 : 0,
        delayed: 0,
        open: i % 3 === 0 ? 0 : 1,
        unknown: 0,
      })),
      ...Array.from({ length: 10 }, (_, i) => ({
        placeDay: `small${String(i)}`,
        region: 'Vermont',
        country: 'United States of America',
        chance: 40,
        closed: 0,
        delayed: 0,
        open: 2,
        unknown: 1,
      })),
    ];
    const summary = summarize(tallies, {
      computedAt: new Date('2026-12-01T00:00:00Z'),
      simulated: false,
      unmatched: 3,
      held: 2,
    });
    expect(summary.site.placeDays).toBe(130);
    expect(summary.reports).toEqual({ scored: 150, unmatched: 3, held: 2 });
    expect(summary.regions.map((r) => r.key)).toEqual(['Canada/Ontario']);
    expect(summary.regionsBelowThreshold).toBe(1);
    // Named, with how many place-days it has so far.
    expect(summary.regionsBelow).toEqual([
      { region: 'Vermont', country: 'United States of America', placeDays: 10 },
    ]);
    expect(summary.regions[0]?.baseRate).toBe(33.3);
  });

  it('is empty but whole with no reports', () => {
    const summary = summarize([], {
      computedAt: new Date(0),
      simulated: false,
      unmatched: 0,
      held: 0,
    });
    expect(summary.site.placeDays).toBe(0);
    expect(summary.site.skill).toBeUndefined();
    expect(summary.site.byTen.every((b) => b.observed === undefined)).toBe(true);
  });

  it('median handles even counts', () => {
    expect(median([10, 20, 30, 40])).toBe(25);
  });
});
