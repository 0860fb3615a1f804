/**
 * How the site scores its own forecasts (docs/product/accuracy.md#scoring). Pure: no database,
 * no clock. The aggregate job counts reports per place-day in SQL and hands the tallies here;
 * `tallyReports` does the same counting in memory for the tests and the simulation.
 */
import {
  ACCURACY_BANDS,
  ACCURACY_BELOW_LISTED,
  ACCURACY_THRESHOLDS,
  type AccuracyScope,
  type AccuracySummary,
  type CalibrationBucket,
  type DayOutcome,
  type RegionBelow,
  type ReportAnswer,
} from '@snowday/shared-i18n/contract';

/** One report, matched with the chance published for its place, school type, snow days and day. */
export interface MatchedReport {
  /** The place-day it is about: place, school type and day (docs/product/accuracy.md#one-place-day-once). */
  placeDay: string;
  region: string;
  country: string;
  /** The chance published for the reporter's own query, in percent. */
  chance: number;
  answer: ReportAnswer;
}

/** Every report of one place-day, counted. */
export interface PlaceDayTally {
  placeDay: string;
  region: string;
  country: string;
  /** The median of the chances its reports were matched with. */
  chance: number;
  closed: number;
  delayed: number;
  open: number;
  unknown: number;
}

/** A place-day with its outcome decided, ready to score. */
export interface ScoredDay {
  region: string;
  country: string;
  chance: number;
  outcome: DayOutcome;
  reports: number;
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}

/** Counts reports per place-day: what the aggregate job's SQL does on the database. */
export function tallyReports(reports: Iterable<MatchedReport>): PlaceDayTally[] {
  const byDay = new Map<string, PlaceDayTally & { chances: number[] }>();
  for (const report of reports) {
    let tally = byDay.get(report.placeDay);
    if (!tally) {
      tally = {
        placeDay: report.placeDay,
        region: report.region,
        country: report.country,
        chance: 0,
        chances: [],
        closed: 0,
        delayed: 0,
        open: 0,
        unknown: 0,
      };
      byDay.set(report.placeDay, tally);
    }
    tally[report.answer] += 1;
    tally.chances.push(report.chance);
  }
  return [...byDay.values()].map(({ chances, ...tally }) => ({
    ...tally,
    chance: median(chances),
  }));
}

/**
 * A place-day's outcome: the answer most of its reports give, "don't know" left out. A tie
 * between the leading answers decides nothing, and the day is not scored: two families who
 * disagree are no evidence either way.
 */
export function dayOutcome(tally: Pick<PlaceDayTally, DayOutcome>): DayOutcome | undefined {
  const ranked = (['closed', 'delayed', 'open'] as const)
    .map((outcome) => ({ outcome, count: tally[outcome] }))
    .sort((a, b) => b.count - a.count);
  const [first, second] = ranked;
  if (!first || first.count === 0 || first.count === second?.count) return undefined;
  return first.outcome;
}

/** The tallies that decide an outcome, as scored days. */
export function scoredDays(tallies: readonly PlaceDayTally[]): ScoredDay[] {
  const days: ScoredDay[] = [];
  for (const tally of tallies) {
    const outcome = dayOutcome(tally);
    if (!outcome || !Number.isFinite(tally.chance)) continue;
    days.push({
      region: tally.region,
      country: tally.country,
      chance: Math.min(100, Math.max(0, tally.chance)),
      outcome,
      reports: tally.closed + tally.delayed + tally.open + tally.unknown,
    });
  }
  return days;
}

/** z for a two-sided 90 % interval: the normal distribution's 95th percentile. */
const Z90 = 1.6448536269514722;

/**
 * The Wilson score interval for `successes` of `trials`, at 90 %
 * (docs/product/accuracy.md#the-interval): closed form, inside [0, 1], and not collapsing to a
 * point at 0 or all, where the plain ± interval does.
 */
export function wilsonInterval(
  successes: number,
  trials: number,
  z = Z90,
): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

const closedOf = (day: ScoredDay) => (day.outcome === 'closed' ? 1 : 0);

/** The mean squared difference between chance (as a probability) and what happened (0 or 1). */
export function brierScore(days: readonly ScoredDay[]): number {
  if (days.length === 0) return Number.NaN;
  let sum = 0;
  for (const day of days) sum += (day.chance / 100 - closedOf(day)) ** 2;
  return sum / days.length;
}

/**
 * Skill against the unskilled guess that says, every day, the scope's own closure rate `r`
 * (docs/product/accuracy.md#skill): that guess scores `r(1 − r)`, and the skill is how much of
 * its error the forecasts remove. Undefined when `r` is 0 or 1: nothing to improve on.
 */
export function skillScore(days: readonly ScoredDay[]): number | undefined {
  if (days.length === 0) return undefined;
  const rate = days.reduce((sum, day) => sum + closedOf(day), 0) / days.length;
  const reference = rate * (1 - rate);
  if (reference === 0) return undefined;
  return 1 - brierScore(days) / reference;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const threeDecimals = (value: number) => Math.round(value * 1000) / 1000;

/** `[from, to)` bounds, the last bucket closed at 100. */
interface Bounds {
  id: string;
  from: number;
  to: number;
}

export const BAND_BUCKETS: readonly Bounds[] = ACCURACY_BANDS.map((band, index) => ({
  id: band.id,
  from: band.from,
  to: ACCURACY_BANDS[index + 1]?.from ?? 100,
}));

export const TEN_POINT_BUCKETS: readonly Bounds[] = Array.from({ length: 10 }, (_, index) => ({
  id: String(index * 10),
  from: index * 10,
  to: index * 10 + 10,
}));

function inBucket(chance: number, bounds: Bounds, last: boolean): boolean {
  return chance >= bounds.from && (chance < bounds.to || (last && chance <= bounds.to));
}

/**
 * Predicted against observed, bucket by bucket. A bucket with fewer place-days than `minimum`
 * publishes its count and mean chance only (docs/product/accuracy.md#how-many-is-enough).
 */
export function calibration(
  days: readonly ScoredDay[],
  buckets: readonly Bounds[],
  minimum: number = ACCURACY_THRESHOLDS.bucket,
): CalibrationBucket[] {
  return buckets.map((bounds, index) => {
    const inside = days.filter((day) => inBucket(day.chance, bounds, index === buckets.length - 1));
    const count = inside.length;
    const predicted = count === 0 ? 0 : inside.reduce((sum, day) => sum + day.chance, 0) / count;
    const bucket: CalibrationBucket = {
      ...bounds,
      count,
      predicted: oneDecimal(predicted),
    };
    if (count < minimum) return bucket;
    const closures = inside.reduce((sum, day) => sum + closedOf(day), 0);
    const delays = inside.filter((day) => day.outcome === 'delayed').length;
    const { low, high } = wilsonInterval(closures, count);
    return {
      ...bucket,
      observed: {
        closures,
        delays,
        rate: oneDecimal((closures / count) * 100),
        low: oneDecimal(low * 100),
        high: oneDecimal(high * 100),
      },
    };
  });
}

/** One scope's figures: the whole site, or one region. */
export function scoreScope(
  key: string,
  days: readonly ScoredDay[],
  where: { region?: string; country?: string } = {},
): AccuracyScope {
  const closures = days.filter((day) => day.outcome === 'closed').length;
  const delays = days.filter((day) => day.outcome === 'delayed').length;
  const skill = skillScore(days);
  return {
    key,
    ...where,
    placeDays: days.length,
    reports: days.reduce((sum, day) => sum + day.reports, 0),
    closures,
    delays,
    baseRate: days.length === 0 ? 0 : oneDecimal((closures / days.length) * 100),
    brier: days.length === 0 ? 0 : threeDecimals(brierScore(days)),
    ...(skill === undefined ? {} : { skill: threeDecimals(skill) }),
    byBand: calibration(days, BAND_BUCKETS),
    byTen: calibration(days, TEN_POINT_BUCKETS),
  };
}

export interface SummaryContext {
  computedAt: Date;
  simulated: boolean;
  /** Reports matching no published forecast, and those held for review: counted, not scored. */
  unmatched: number;
  held: number;
}

/** The summary the page shows: the whole site, then each region with enough place-days. */
export function summarize(
  tallies: readonly PlaceDayTally[],
  context: SummaryContext,
): AccuracySummary {
  const days = scoredDays(tallies);
  const byRegion = new Map<string, ScoredDay[]>();
  for (const day of days) {
    const key = `${day.country}/${day.region}`;
    const list = byRegion.get(key);
    if (list) list.push(day);
    else byRegion.set(key, [day]);
  }
  const regions: AccuracyScope[] = [];
  const below: RegionBelow[] = [];
  for (const [key, list] of byRegion) {
    if (list.length < ACCURACY_THRESHOLDS.region) {
      const [first] = list;
      below.push({
        region: first?.region ?? '',
        country: first?.country ?? '',
        placeDays: list.length,
      });
      continue;
    }
    const [first] = list;
    regions.push(scoreScope(key, list, { region: first?.region, country: first?.country }));
  }
  regions.sort((a, b) => b.placeDays - a.placeDays || a.key.localeCompare(b.key));
  return {
    computedAt: context.computedAt.toISOString(),
    simulated: context.simulated,
    reports: {
      scored: tallies.reduce(
        (sum, tally) => sum + tally.closed + tally.delayed + tally.open + tally.unknown,
        0,
      ),
      unmatched: context.unmatched,
      held: context.held,
    },
    site: scoreScope('', days),
    regions,
    regionsBelowThreshold: below.length,
    regionsBelow: below
      .sort(
        (a, b) =>
          b.placeDays - a.placeDays ||
          a.country.localeCompare(b.country) ||
          a.region.localeCompare(b.region),
      )
      .slice(0, ACCURACY_BELOW_LISTED),
  };
}
