/**
 * A seeded simulation of published forecasts and families' reports, drawn from a known
 * calibration curve (docs/product/accuracy.md#the-simulation). For tests, the benchmark and a
 * developer's look at the page; its summary is always marked simulated and never shown as the
 * site's.
 */
import type { ReportAnswer } from '@snowday/shared-i18n/contract';
import type { MatchedReport } from '../../server/core/accuracy/model/scoring';

/** A small, fast, seeded generator (mulberry32): the same seed gives the same simulation. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How often a school really closed, for a published chance (0–100) → probability (0–1). */
export type CalibrationCurve = (chance: number) => number;

/**
 * The default truth: a little overconfident at the top and underconfident at the bottom, as a
 * rule-based forecast often is, so a test can tell it from a perfect one.
 */
export const DEFAULT_CURVE: CalibrationCurve = (chance) =>
  Math.min(1, Math.max(0, 0.04 + 0.82 * (chance / 100)));

export const SIMULATED_REGIONS = [
  { region: 'New York', country: 'United States of America', weight: 5 },
  { region: 'Ontario', country: 'Canada', weight: 4 },
  { region: 'Michigan', country: 'United States of America', weight: 3 },
  { region: 'Quebec', country: 'Canada', weight: 2 },
  { region: 'Vermont', country: 'United States of America', weight: 1 },
] as const;

const SCHOOL_TYPES = ['Public', 'Urban Public', 'Rural Public', 'Private/Prep', 'Boarding'];

export interface SimulatedForecast {
  place: string;
  region: string;
  country: string;
  schoolType: string;
  snowDays: number;
  day: string;
  chance: number;
}

export interface SimulatedReport {
  /** The forecast (index in `forecasts`) whose page the report was sent from. */
  forecast: number;
  device: string;
  answer: ReportAnswer;
}

export interface Simulation {
  curve: CalibrationCurve;
  forecasts: SimulatedForecast[];
  reports: SimulatedReport[];
  /** What really happened on each forecast's place-day, as the simulation drew it. */
  truth: ('closed' | 'delayed' | 'open')[];
}

export interface SimulationOptions {
  seed: number;
  placeDays: number;
  /** Reports in all, spread over the place-days (at least one each while there are enough). */
  reports: number;
  curve?: CalibrationCurve;
  /** Share of reports that answer something other than what happened (default 5 %). */
  mistakes?: number;
  /** Share of reports answering "don't know" (default 5 %). */
  unknown?: number;
}

const dayOf = (index: number) => {
  const date = new Date(Date.UTC(2026, 11, 1) + (index % 90) * 86_400_000);
  return date.toISOString().slice(0, 10);
};

/** Forecasts and reports drawn from `curve`, the same for the same options. */
export function simulate({
  seed,
  placeDays,
  reports,
  curve = DEFAULT_CURVE,
  mistakes = 0.05,
  unknown = 0.05,
}: SimulationOptions): Simulation {
  const random = seededRandom(seed);
  const totalWeight = SIMULATED_REGIONS.reduce((sum, r) => sum + r.weight, 0);
  const pickRegion = () => {
    let at = random() * totalWeight;
    for (const region of SIMULATED_REGIONS) {
      at -= region.weight;
      if (at < 0) return region;
    }
    return SIMULATED_REGIONS[0];
  };
  const forecasts: SimulatedForecast[] = [];
  const truth: Simulation['truth'] = [];
  for (let index = 0; index < placeDays; index += 1) {
    const { region, country } = pickRegion();
    // Most days are quiet; a storm's days spread over the whole scale.
    const chance = Math.round(random() < 0.5 ? random() * 35 : random() * 100);
    const closed = random() < curve(chance);
    forecasts.push({
      place: `${region} place ${String(index % 400)}`,
      region,
      country,
      schoolType: SCHOOL_TYPES[index % SCHOOL_TYPES.length] ?? 'Public',
      snowDays: index % 4,
      day: dayOf(Math.floor(index / 400)),
      chance,
    });
    // A school that stayed open on a snowy day often opened late instead.
    truth.push(closed ? 'closed' : random() < (chance / 100) * 0.4 ? 'delayed' : 'open');
  }
  const answers: readonly ('closed' | 'delayed' | 'open')[] = ['closed', 'delayed', 'open'];
  const simulatedReports: SimulatedReport[] = [];
  for (let index = 0; index < reports; index += 1) {
    // Every place-day once first, then the rest at random, some days busier than others.
    const forecast =
      index < placeDays ? index : Math.floor(random() ** 1.5 * placeDays) % placeDays;
    const real = truth[forecast] ?? 'open';
    const roll = random();
    const answer: ReportAnswer =
      roll < unknown
        ? 'unknown'
        : roll < unknown + mistakes
          ? (answers.filter((a) => a !== real)[Math.floor(random() * 2)] ?? 'open')
          : real;
    simulatedReports.push({ forecast, device: `device-${String(index)}`, answer });
  }
  return { curve, forecasts, reports: simulatedReports, truth };
}

/** The key of a place-day, as the database groups reports (docs/product/accuracy.md#one-place-day-once). */
export const placeDayOf = (forecast: SimulatedForecast) =>
  `${forecast.country}|${forecast.region}|${forecast.place}|${forecast.schoolType}|${forecast.day}`;

/** The reports matched with their forecasts, as the scoring reads them. */
export function matchedReports(simulation: Simulation): MatchedReport[] {
  return simulation.reports.flatMap(({ forecast, answer }) => {
    const published = simulation.forecasts[forecast];
    if (!published) return [];
    return [
      {
        placeDay: placeDayOf(published),
        region: published.region,
        country: published.country,
        chance: published.chance,
        answer,
      },
    ];
  });
}
