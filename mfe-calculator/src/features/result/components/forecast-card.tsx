import { useLanguage } from '@snowday/shared-i18n';
import { formatCardDate, formatPercent } from '@snowday/shared-i18n/format';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrecipitation, formatTemperature, formatWind } from '../../../lib/format-amounts';
import { useUnits } from '../../../lib/units-context';
import { ConditionIcon, useConditionText } from '../../weather';
import type { DayView } from '../model/prediction-view';
import { DayExtras } from './day-extras';

/**
 * One forecast day: its date and snow-day chance first, in one row, so the three days read at
 * a glance; then the sky, the temperatures, precipitation, snow and wind.
 */
export const ForecastCard = memo(function ForecastCard({ day }: { day: DayView }) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  const units = useUnits();
  const conditionText = useConditionText()(day.conditionCode, day.conditionText);
  const limited = day.chance < 10;
  const facts = [
    [t('card.high'), formatTemperature(day.maxTempC, language, units)],
    [t('card.low'), formatTemperature(day.minTempC, language, units)],
    [t('card.precipitation'), formatPrecipitation(day.precipMm, language, units)],
    [
      t('card.snowChance'),
      // Not given by the forecast: said so, never written as 0 % (docs/product/prediction.md#unknown-readings).
      day.snowChancePct === null
        ? t('card.snowChanceUnknown')
        : formatPercent(Math.round(day.snowChancePct), language),
    ],
    [t('card.wind'), formatWind(day.windKph, language, units)],
  ] as const;
  return (
    <li className="forecast-card" data-testid="forecast-card">
      <div className="forecast-card__head">
        <h4 className="forecast-card__date" data-testid="card-date">
          {formatCardDate(day.date, language)}
        </h4>
        <p className={`badge badge--${day.colour}`}>
          <span className="badge__label">
            <span aria-hidden="true">{t('card.chanceShort')}</span>
            <span className="visually-hidden">
              {t('card.chanceLevel', {
                chance: t('card.chance'),
                level: t(`card.badge.${day.colour}`),
              })}
            </span>
          </span>{' '}
          <span className="badge__value" data-testid="card-chance">
            {limited ? t('limitedLower') : formatPercent(day.chance, language)}
          </span>
        </p>
      </div>
      <div className="forecast-card__condition">
        <ConditionIcon code={day.conditionCode} label={conditionText} size={36} />
        <span>{conditionText}</span>
      </div>
      <dl className="forecast-card__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DayExtras day={day} />
    </li>
  );
});
