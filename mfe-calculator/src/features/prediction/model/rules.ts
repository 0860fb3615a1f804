import { CHANCE_BANDS, type ChanceBands } from '@snowday/shared-i18n/contract';

/**
 * Every limit, point, cap and band of the prediction, written once (docs/product/prediction.md
 * says each in words). The engine applies them as it writes the day's trace (`day-score.ts`,
 * `day-trace.ts`); the chance, the explanation's sentences and the alerts all read that trace,
 * so a rule changed here changes all of them. Every text that states one of these numbers (the
 * FAQ, the blog's post on the prediction, the range table) takes it from here too
 * (`published-figures.ts`); the label and badge bands are the contract's, which the accuracy
 * page groups by as well.
 */

/** A rule that adds `points` when its reading passes `limit`; the first that passes wins. */
export interface PointsRule {
  readonly limit: number;
  readonly points: number;
}

/** A band of the percentage: `base + (score - start) * rate`, for scores up to `end`. */
export interface TraceBand {
  readonly start: number;
  readonly end: number | null;
  readonly base: number;
  readonly rate: number;
}

export interface PredictionRules {
  /** docs/product/prediction.md#early-stop */
  readonly earlyStop: {
    /** A high above this (°C) stops. */
    readonly warmAboveC: number;
    /** A chance of snow of exactly this (%) stops. */
    readonly noSnowPct: number;
    /** The chance an early stop gives. */
    readonly chance: number;
  };
  /** docs/product/prediction.md#score, in the order they apply. */
  readonly score: {
    /** Precipitation (mm) at or above `limit`, highest limit first. */
    readonly precip: readonly PointsRule[];
    /** A low (°C) below `limit`, coldest first. */
    readonly cold: readonly PointsRule[];
    /** Precipitation (mm) below `belowMm` holds the score at `cap`. */
    readonly dryCap: { readonly belowMm: number; readonly cap: number };
    /** Wind (km/h) above `limit`. */
    readonly wind: PointsRule;
    /** A chance of snow (%) above `limit`, highest first. */
    readonly snowChance: readonly PointsRule[];
    /** Otherwise, a chance of snow (%) below `belowPct` holds the score at `cap`. */
    readonly lowSnowCap: { readonly belowPct: number; readonly cap: number };
    /** A low (°C) above `limit` (negative points), mildest first. */
    readonly warmNight: readonly PointsRule[];
  };
  /** docs/product/prediction.md#percent: the 30-point bands, from the lowest. */
  readonly bands: readonly TraceBand[];
  /** docs/product/prediction.md#percent: every chance is kept within these. */
  readonly chance: { readonly min: number; readonly max: number };
  /**
   * docs/product/prediction.md#snow-days-factor: the factor for a count of snow days already used,
   * from the lowest count up; each applies from `from` days on.
   */
  readonly snowDays: readonly { readonly from: number; readonly factor: number }[];
  /** docs/product/prediction.md#bands: where each label (and tier) and each badge colour starts. */
  readonly labels: ChanceBands['label'];
  readonly badges: ChanceBands['badge'];
}

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) {
    if (inner !== null && typeof inner === 'object') deepFreeze(inner as object);
  }
  return Object.freeze(value);
}

export const PREDICTION_RULES: PredictionRules = deepFreeze({
  earlyStop: { warmAboveC: 10, noSnowPct: 0, chance: 5 },
  score: {
    precip: [
      { limit: 20, points: 70 },
      { limit: 10, points: 40 },
      { limit: 5, points: 20 },
    ],
    cold: [
      { limit: -10, points: 20 },
      { limit: -5, points: 10 },
      { limit: 0, points: 5 },
    ],
    dryCap: { belowMm: 2, cap: 15 },
    wind: { limit: 30, points: 10 },
    snowChance: [
      { limit: 70, points: 15 },
      { limit: 50, points: 5 },
    ],
    lowSnowCap: { belowPct: 10, cap: 10 },
    warmNight: [
      { limit: 5, points: -130 },
      { limit: 2, points: -50 },
    ],
  },
  bands: [
    { start: 0, end: 30, base: 5, rate: 0.5 },
    { start: 30, end: 60, base: 20, rate: 1 },
    { start: 60, end: 90, base: 50, rate: 1 },
    { start: 90, end: null, base: 80, rate: 0.5 },
  ],
  chance: { min: 5, max: 95 },
  snowDays: [
    { from: 0, factor: 1.1 },
    { from: 1, factor: 1 },
    { from: 4, factor: 0.9 },
    { from: 7, factor: 0.8 },
  ],
  labels: CHANCE_BANDS.label,
  badges: CHANCE_BANDS.badge,
});
