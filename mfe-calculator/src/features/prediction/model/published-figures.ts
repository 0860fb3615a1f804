import type { Figure } from '@snowday/shared-i18n/format';
import { PREDICTION_RULES, type PointsRule, type PredictionRules } from './rules';

/**
 * The rules' numbers that the site's texts state, each under the name a text writes it with
 * (`{{warmAbove}}`): the FAQ's answer and the blog's post on the prediction take them from here,
 * in every language, so a rule changed in the table changes them too
 * (docs/product/prediction.md#published-figures).
 */
export type FigureName = keyof ReturnType<typeof publishedFigures>;

/** The `index`-th limit of `rules`, from the lowest: a missing one is a table that changed shape. */
function limit(rules: readonly PointsRule[], index: number): number {
  const sorted = rules.map((rule) => rule.limit).sort((a, b) => a - b);
  const found = sorted[index];
  if (found === undefined) throw new Error(`the rules have no limit ${String(index)} here`);
  return found;
}

function snowDaysFrom(rules: PredictionRules, index: number): number {
  const found = rules.snowDays[index];
  if (found === undefined) throw new Error(`the snow-days factor has no step ${String(index)}`);
  return found.from;
}

const celsius = (value: number): Figure => ({ value, unit: 'celsius' });
const mm = (value: number): Figure => ({ value, unit: 'millimeter' });
const percent = (value: number): Figure => ({ value, unit: 'percent' });

/** The chance's range and where each headline label starts: what the FAQ's answer states. */
export function chanceFigures({ chance, labels }: PredictionRules = PREDICTION_RULES) {
  return {
    chanceMin: percent(chance.min),
    chanceMax: percent(chance.max),
    littleToNoneFrom: percent(labels.littleToNone),
    delayLikelyFrom: percent(labels.delayLikely),
    possibleNoSchoolFrom: percent(labels.possibleNoSchool),
    noSchoolFrom: percent(labels.noSchool),
  };
}

export function publishedFigures(rules: PredictionRules = PREDICTION_RULES) {
  const { earlyStop, score } = rules;
  return {
    ...chanceFigures(rules),
    /** Step 1: a high above this stops, at `earlyChance`. */
    warmAbove: celsius(earlyStop.warmAboveC),
    earlyChance: percent(earlyStop.chance),
    /** Precipitation adds from these amounts, the least first. */
    precipLow: mm(limit(score.precip, 0)),
    precipMid: mm(limit(score.precip, 1)),
    precipHigh: mm(limit(score.precip, 2)),
    dryBelow: mm(score.dryCap.belowMm),
    /** A low below these adds, the mildest first (0, −5, −10). */
    coldMild: celsius(limit(score.cold, 2)),
    coldHard: celsius(limit(score.cold, 1)),
    coldSevere: celsius(limit(score.cold, 0)),
    /** A low above these takes away, the cooler first. */
    mildNight: celsius(limit(score.warmNight, 0)),
    warmNight: celsius(limit(score.warmNight, 1)),
    windAbove: { value: score.wind.limit, unit: 'kilometer-per-hour' } satisfies Figure,
    snowLikely: percent(limit(score.snowChance, 0)),
    snowVeryLikely: percent(limit(score.snowChance, 1)),
    snowUnlikely: percent(score.lowSnowCap.belowPct),
    /** Snow days already used from which a closure is called less readily, then less still. */
    snowDaysFewer: { value: snowDaysFrom(rules, 2), unit: 'count' } satisfies Figure,
    snowDaysFewest: { value: snowDaysFrom(rules, 3), unit: 'count' } satisfies Figure,
  };
}
