import { useLanguage, type Language } from '@snowday/shared-i18n';
import { formatDecimal, formatPercent } from '@snowday/shared-i18n/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatPrecipitation, formatTemperature, formatWind } from '../../../lib/format-amounts';
import type { Units } from '../../../lib/units';
import { useUnits } from '../../../lib/units-context';
import type { DayTrace, TraceStep } from '../../prediction';

type Trace = Extract<DayTrace, { kind: 'scored' }>;
type Words = TFunction<'result'>;

/** "+70", "−50": the points as a reader adds them up. */
const signed = (points: number, language: Language) =>
  points > 0 ? `+${formatDecimal(points, language)}` : formatDecimal(points, language);

function stepLine(step: TraceStep, t: Words, language: Language, units: Units): string {
  const num = (value: number) => formatDecimal(value, language);
  switch (step.kind) {
    case 'precip':
      return t('why.precip', {
        amount: formatPrecipitation(step.precipMm, language, units),
        points: signed(step.points, language),
      });
    case 'cold':
      return t('why.cold', {
        temp: formatTemperature(step.minTempC, language, units),
        points: signed(step.points, language),
      });
    case 'dryCap':
      return t('why.dryCap', {
        limit: formatPrecipitation(2, language, units),
        cap: num(step.cap),
      });
    case 'wind':
      return t('why.wind', {
        speed: formatWind(step.windKph, language, units),
        points: signed(step.points, language),
      });
    case 'snowChance':
      return t('why.snowChance', {
        percent: formatPercent(step.snowChancePct, language),
        points: signed(step.points, language),
      });
    case 'lowSnowCap':
      return t('why.lowSnowCap', {
        percent: formatPercent(step.snowChancePct, language),
        cap: num(step.cap),
      });
    case 'warmNight':
      return t('why.warmNight', {
        temp: formatTemperature(step.minTempC, language, units),
        points: signed(step.points, language),
      });
    case 'floor':
      return t('why.floor');
  }
}

/** The lines of a scored day, in the order the rules apply (docs/product/explanation.md). */
export function scoredLines(trace: Trace, t: Words, language: Language, units: Units): string[] {
  const num = (value: number) => formatDecimal(value, language);
  const { band } = trace;
  const bandWords = {
    start: num(band.start),
    end: band.end === null ? '' : num(band.end),
    base: num(band.base),
    score: num(trace.score),
    half: band.rate === 1 ? '' : t('why.half'),
    value: num(trace.unrounded),
  };
  return [
    ...(trace.steps.length === 0
      ? [t('why.noAdjustment')]
      : trace.steps.map((step) => stepLine(step, t, language, units))),
    t('why.weatherScore', { score: num(trace.rawScore) }),
    t('why.factors', {
      postalCode: num(trace.factors.postalCode),
      schoolType: num(trace.factors.schoolType),
      snowDays: num(trace.factors.snowDays),
    }),
    t('why.finalScore', { score: num(trace.score) }),
    band.end === null ? t('why.bandTop', bandWords) : t('why.band', bandWords),
    t('why.chance', {
      min: formatPercent(5, language),
      max: formatPercent(95, language),
      chance: formatPercent(trace.chance, language),
    }),
  ];
}

export function traceLines(trace: DayTrace, t: Words, language: Language, units: Units): string[] {
  if (trace.kind === 'scored') return scoredLines(trace, t, language, units);
  if (trace.reason === 'warm') {
    return [
      t('why.stopWarm', {
        temp: formatTemperature(trace.maxTempC, language, units),
        limit: formatTemperature(10, language, units),
        chance: formatPercent(trace.chance, language),
      }),
    ];
  }
  return [t('why.stopNoSnow', { chance: formatPercent(trace.chance, language) })];
}

/** The explanation in words; loaded the first time a visitor reaches for one. */
export function DayWhyLines({ trace }: { trace: DayTrace }) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  const units = useUnits();
  return (
    <ol className="day-why__lines" data-testid="day-why-lines">
      {traceLines(trace, t, language, units).map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ol>
  );
}
