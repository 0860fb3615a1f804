/**
 * The site's own accuracy (docs/product/accuracy.md): the report API's paths, answers and limits,
 * the day a question is about, and the shape of the published summary the `/accuracy` page draws.
 * No schema, so that a page importing a path does not carry zod; the requests' schemas are
 * `accuracy-schemas.ts`.
 */
import { CHANCE_BANDS, labelStarts, type HeadlineLabel } from './prediction-words';

/** The API's routes: `base` on the shell's origin, the others under it. */
export const ACCURACY_API = {
  base: '/api/accuracy',
  /** `GET ?location&schoolType&snowDays`: the question to ask on a result page, with its token. */
  ask: '/ask',
  /** `PUT`: a device's answer for one place, school type and day (made or changed). */
  reports: '/reports',
  /** `GET`: the latest published summary (`AccuracySummary`), computed by the job engine. */
  summary: '/summary',
} as const;

export const ACCURACY_URLS = {
  ask: `${ACCURACY_API.base}${ACCURACY_API.ask}`,
  reports: `${ACCURACY_API.base}${ACCURACY_API.reports}`,
  summary: `${ACCURACY_API.base}${ACCURACY_API.summary}`,
} as const;

/** What a family can answer (docs/product/accuracy.md#the-question). */
export const REPORT_ANSWERS = ['closed', 'delayed', 'open', 'unknown'] as const;
export type ReportAnswer = (typeof REPORT_ANSWERS)[number];

/** From this local time a day's decision is known there: schools have opened or been called off. */
export const DECIDED_FROM = '10:00';

/**
 * The day a result asks about when the place's own clock reads `date` and `time` ("HH:mm"):
 * that day once it is 10:00 there, else the day before (docs/product/accuracy.md#the-question).
 * The server asks it of the instant, the result page of the forecast's local time.
 */
export function dayAskedAt(date: string, time: string): string {
  if (time >= DECIDED_FROM) return date;
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** What a day's outcome can be once its reports are counted (docs/product/accuracy.md#one-place-day-once). */
export type DayOutcome = 'closed' | 'delayed' | 'open';

/** What the API holds a request to (docs/product/accuracy.md#abuse). */
export const REPORT_LIMITS = {
  /** A device's own random id, as the page keeps it: 22 to 64 URL-safe characters. */
  deviceIdLength: { min: 22, max: 64 },
  /**
   * A token is a few hundred characters (about 500 with its device and chance, 640 for a place
   * with a name of 58 letters); anything longer is not ours.
   */
  tokenLength: 1_200,
  bodyBytes: 2_048,
} as const;

/** The codes of the API's errors, which the page translates. */
export const REPORT_ERROR_CODES = [
  'invalid-request',
  'bad-token',
  'too-late',
  'too-many',
  'accuracy-off',
  'server-error',
] as const;
export type ReportErrorCode = (typeof REPORT_ERROR_CODES)[number];

/**
 * The headline bands the calibration is grouped by, from the lowest chance up: the label bands
 * of docs/product/prediction.md#headline-label as the rules publish them, with the chance each
 * starts at.
 */
export const ACCURACY_BANDS: readonly { id: HeadlineLabel; from: number }[] =
  /* @__PURE__ */ labelStarts(CHANCE_BANDS);

/**
 * The least the page shows a figure on (docs/product/accuracy.md#how-many-is-enough): place-days
 * in one bucket before its observed rate is drawn, and in one region before it is listed.
 */
export const ACCURACY_THRESHOLDS = { bucket: 20, region: 100 } as const;

/** The level of the interval around each observed rate, in percent (the scoring's z of 1.645). */
export const ACCURACY_INTERVAL_LEVEL = 90;

/** One bucket of forecasts: those whose chance fell in `[from, to)` (the last includes 100). */
export interface CalibrationBucket {
  /** A band's id, or `"30"` for the 10-point bucket 30–39. */
  id: string;
  from: number;
  to: number;
  /** Place-days scored in it. */
  count: number;
  /** The mean chance published for them, in percent (one decimal). */
  predicted: number;
  /**
   * Below the threshold, only the count is published: the rate of a handful of days says
   * nothing, and the rest stays unknown rather than shown.
   */
  observed?: {
    closures: number;
    delays: number;
    /** The share closed, in percent (one decimal), and its 90 % interval. */
    rate: number;
    low: number;
    high: number;
  };
}

/** The whole site, or one region (the weather service's region and country). */
export interface AccuracyScope {
  /** `""` for the whole site, else `country/region`. */
  key: string;
  region?: string;
  country?: string;
  placeDays: number;
  reports: number;
  closures: number;
  delays: number;
  /** The region's own closure rate, percent: the unskilled guess the skill is measured against. */
  baseRate: number;
  /** Mean squared error of the chance, 0 (perfect) to 1. */
  brier: number;
  /** 1 − Brier ÷ the base rate's Brier; absent when the base rate is 0 % or 100 %. */
  skill?: number;
  byBand: CalibrationBucket[];
  byTen: CalibrationBucket[];
}

/** What the aggregate job publishes and the page reads. */
export interface AccuracySummary {
  /** When the job computed it (ISO 8601). */
  computedAt: string;
  /** A simulation's summary says so, and the page never shows it as the site's. */
  simulated: boolean;
  /** Reports scored, and those kept apart: matching no published forecast, or held for review. */
  reports: { scored: number; unmatched: number; held: number };
  /** The whole site (always, even when it is below the threshold). */
  site: AccuracyScope;
  /** Regions with enough place-days, most first. */
  regions: AccuracyScope[];
  /** Regions with some place-days but fewer than the threshold. */
  regionsBelowThreshold: number;
  /**
   * Those regions by name with their place-days, most first, at most `ACCURACY_BELOW_LISTED`
   * (docs/product/accuracy.md#how-many-is-enough). Absent from summaries made before it was.
   */
  regionsBelow?: RegionBelow[];
}

/** A region with scored place-days, still short of the region threshold. */
export interface RegionBelow {
  region: string;
  country: string;
  placeDays: number;
}

/** How many regions under the threshold the page names; the rest are counted. */
export const ACCURACY_BELOW_LISTED = 30;
