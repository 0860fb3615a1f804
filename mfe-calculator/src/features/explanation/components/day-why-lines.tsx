import { schoolTypeTextKey } from '@snowday/shared-i18n/contract';
import { useLanguage, type Language, WordBreaks } from '@snowday/shared-i18n';
import { formatDecimal, formatExact, formatPercent } from '@snowday/shared-i18n/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatPrecipitation, formatTemperature } from '../../../lib/format-amounts';
import type { Units } from '../../../lib/units';
import { useUnits } from '../../../lib/units-context';
import type { DayTrace, ReadingRange, TraceStep } from '../../prediction';
import { formatWithin, type Quantity } from '../model/figure-within';

type Trace = Extract<DayTrace, { kind: 'scored' }>;
type Words = TFunction<'result'>;

/** "+70", "−50": the points as a reader adds them up. */
const signed = (points: number, language: Language) =>
  points > 0 ? `+${formatDecimal(points, language)}` : formatDecimal(points, language);

/**
 * The figures each rule's sentence names, as the page writes them: the day's readings, kept
 * inside the stretch their rule applied to (docs/product/explanation.md#figures-at-a-limit), and
 * the limits the trace says the rules applied (never a limit written here).
 */
function stepValues(step: TraceStep, language: Language, units: Units): Record<string, string> {
  const points: Record<string, string> =
    'points' in step ? { points: signed(step.points, language) } : {};
  const reading = (quantity: Quantity, value: number, range: ReadingRange) =>
    formatWithin(quantity, value, range, language, units);
  switch (step.kind) {
    case 'precip':
      return { amount: reading('precipitation', step.precipMm, step.range), ...points };
    case 'cold':
    case 'warmNight':
      return { temp: reading('temperature', step.minTempC, step.range), ...points };
    case 'dryCap':
      return {
        limit: formatPrecipitation(step.limitMm, language, units),
        cap: formatDecimal(step.cap, language),
      };
    case 'wind':
      return { speed: reading('wind', step.windKph, step.range), ...points };
    case 'snowChance':
      return { percent: reading('percent', step.snowChancePct, step.range), ...points };
    case 'lowSnowCap':
      return {
        percent: reading('percent', step.snowChancePct, step.range),
        cap: formatDecimal(step.cap, language),
      };
    case 'floor':
      return {};
  }
}

/**
 * A rule's line: `why.<rule>` in the calculation, `why.plain.<rule>` in the plain sentences,
 * with the same figures.
 */
function stepLine(
  step: TraceStep,
  t: Words,
  language: Language,
  units: Units,
  wording: 'why' | 'why.plain' = 'why',
): string {
  // The typed `t` cannot follow a key built from the rule's name; every rule's key takes only
  // the plain string values `stepValues` gives (the language check holds the placeholders).
  const words = t as unknown as (key: string, values: Record<string, string>) => string;
  return words(`${wording}.${step.kind}`, stepValues(step, language, units));
}

/** The school type's key in calculator.json, typed as one the texts have (an unknown one has none). */
const schoolTypeKey = (type: string) => schoolTypeTextKey(type) as 'Public';

/**
 * One plain sentence per rule that moved the number, in rule order, then one per factor that
 * did something (a factor of 1 is not mentioned): "Heavy snow is forecast: +40".
 */
export function plainLines(
  trace: Trace,
  context: { schoolTypeName: string; snowDays: number },
  t: Words,
  language: Language,
  units: Units,
): string[] {
  const num = (value: number) => formatDecimal(value, language);
  const steps = trace.steps.map((step) => stepLine(step, t, language, units, 'why.plain'));
  const { postalCode, schoolType, snowDays } = trace.factors;
  const factor = (value: number) => formatExact(value, language);
  const factors = [
    postalCode !== 1 &&
      t(postalCode > 1 ? 'why.plain.placeUp' : 'why.plain.placeDown', {
        factor: factor(postalCode),
      }),
    schoolType !== 1 &&
      t(schoolType > 1 ? 'why.plain.schoolUp' : 'why.plain.schoolDown', {
        type: context.schoolTypeName,
        factor: factor(schoolType),
      }),
    snowDays !== 1 &&
      (snowDays > 1
        ? t('why.plain.snowDaysNone', { factor: factor(snowDays) })
        : t('why.plain.snowDaysMany', {
            count: context.snowDays,
            number: num(context.snowDays),
            factor: factor(snowDays),
          })),
  ].filter((line): line is string => typeof line === 'string');
  return [...(steps.length === 0 ? [t('why.plain.noAdjustment')] : steps), ...factors];
}

/**
 * The calculation behind the sentences, each figure exactly as it was used, so that the sums
 * replay: the weather's points, the factors that did something, the band, and the rounding,
 * the only step that rounds (docs/product/explanation.md).
 */
export function scoredLines(trace: Trace, t: Words, language: Language, units: Units): string[] {
  const exact = (value: number) => formatExact(value, language);
  const { band } = trace;
  const bandWords = {
    start: exact(band.start),
    end: band.end === null ? '' : exact(band.end),
    base: exact(band.base),
    score: exact(trace.score),
    half: band.rate === 1 ? '' : t('why.half'),
    value: exact(trace.unrounded),
  };
  const factors = [trace.factors.postalCode, trace.factors.schoolType, trace.factors.snowDays]
    .filter((value) => value !== 1)
    .map(exact);
  return [
    ...(trace.steps.length === 0
      ? [t('why.noAdjustment')]
      : trace.steps.map((step) => stepLine(step, t, language, units))),
    t('why.weatherScore', { score: exact(trace.rawScore) }),
    factors.length === 0
      ? t('why.finalScore', { score: exact(trace.score) })
      : t('why.finalScoreProduct', {
          product: [exact(trace.rawScore), ...factors].join(' × '),
          score: exact(trace.score),
        }),
    band.end === null ? t('why.bandTop', bandWords) : t('why.band', bandWords),
    t('why.chance', {
      min: formatPercent(trace.range.min, language),
      max: formatPercent(trace.range.max, language),
      chance: formatPercent(trace.chance, language),
    }),
  ];
}

function stoppedLines(
  trace: Extract<DayTrace, { kind: 'stopped' }>,
  t: Words,
  language: Language,
  units: Units,
): string[] {
  if (trace.reason === 'warm') {
    return [
      t('why.stopWarm', {
        temp: formatWithin(
          'temperature',
          trace.maxTempC,
          { lower: { limit: trace.limitC, inclusive: false } },
          language,
          units,
        ),
        limit: formatTemperature(trace.limitC, language, units),
        chance: formatPercent(trace.chance, language),
      }),
    ];
  }
  return [t('why.stopNoSnow', { chance: formatPercent(trace.chance, language) })];
}

/**
 * The explanation; loaded the first time a visitor reaches for one. Plain sentences first,
 * the arithmetic behind a further disclosure.
 */
export function DayWhyLines({
  trace,
  context,
}: {
  trace: DayTrace;
  context: { schoolType: string; snowDays: number };
}) {
  const { t } = useTranslation('result');
  const { t: calculator } = useTranslation('calculator');
  const language = useLanguage();
  const units = useUnits();
  const asked = {
    schoolTypeName: calculator(`schoolTypes.${schoolTypeKey(context.schoolType)}`),
    snowDays: context.snowDays,
  };
  if (trace.kind === 'stopped') {
    return (
      <ul className="day-why__plain" data-testid="day-why-lines">
        {stoppedLines(trace, t, language, units).map((line, index) => (
          <li key={index}>
            <WordBreaks text={line} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <ul className="day-why__plain" data-testid="day-why-lines">
        {plainLines(trace, asked, t, language, units).map((line, index) => (
          <li key={index}>
            <WordBreaks text={line} />
          </li>
        ))}
      </ul>
      <details className="disclosure day-why__calc" data-testid="day-why-calc">
        <summary>{t('why.showCalculation')}</summary>
        <ol className="day-why__lines">
          {scoredLines(trace, t, language, units).map((line, index) => (
            <li key={index}>
              <WordBreaks text={line} />
            </li>
          ))}
        </ol>
      </details>
    </>
  );
}
