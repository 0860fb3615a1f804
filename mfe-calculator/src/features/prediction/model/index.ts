/**
 * Public API of the prediction model (docs/product/prediction.md: scoring, then bands:
 * bands). Pure functions only: no React, fetch, i18n or clock.
 */
export { SCHOOL_TYPES, isSchoolType } from './school-types';
export type { SchoolType } from './school-types';
export { postalCodeFactor, schoolTypeFactor, snowDaysFactor } from './factors';
export { outsideOf, rawDayScore } from './day-score';
export type { DayWeather, EarlyStop, RangeEnd, ReadingRange } from './day-score';
export { PREDICTION_RULES } from './rules';
export type { PointsRule, PredictionRules } from './rules';
export { scoreToPercent } from './score-to-percent';
export { dayChance, predict } from './predict';
export type { Prediction, PredictionContext } from './predict';
export { RANGE_TABLE, badgeColour, headlineLabel, messageTier, rangeTable } from './bands';
export { chanceFigures, publishedFigures, type FigureName } from './published-figures';
export type { BadgeColour, HeadlineLabel, MessageTier, RangeRow } from './bands';
export { traceDay } from './day-trace';
export type { DayTrace, TraceBand, TraceFactors, TraceStep } from './day-trace';
export { replayTrace } from './replay-trace';
