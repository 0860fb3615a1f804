import { useLanguage } from '@snowday/shared-i18n';
import { formatCardDate, formatDecimal } from '@snowday/shared-i18n/format';
import { useTranslation } from 'react-i18next';
import { ConditionIcon, useConditionText } from '../../weather';
import type { DayView } from '../model/prediction-view';
import { DayExtras } from './day-extras';

/** SPEC 2 "A forecast card shows": date, condition, temperatures, precipitation, snow, wind, chance. */
export function ForecastCard({ day }: { day: DayView }) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  const conditionText = useConditionText()(day.conditionCode, day.conditionText);
  const limited = day.chance < 10;
  return (
    <li className="forecast-card" data-testid="forecast-card">
      <h4 className="forecast-card__date" data-testid="card-date">
        {formatCardDate(day.date, language)}
      </h4>
      <div className="forecast-card__condition">
        <ConditionIcon code={day.conditionCode} label={conditionText} size={44} />
        <span>{conditionText}</span>
      </div>
      <dl className="forecast-card__facts">
        <dt>{t('card.high')}</dt>
        <dd>{formatDecimal(day.maxTempC, language)} °C</dd>
        <dt>{t('card.low')}</dt>
        <dd>{formatDecimal(day.minTempC, language)} °C</dd>
        <dt>{t('card.precipitation')}</dt>
        <dd>{formatDecimal(day.precipMm, language)} mm</dd>
        <dt>{t('card.snowChance')}</dt>
        <dd>{Math.round(day.snowChancePct)}%</dd>
        <dt>{t('card.wind')}</dt>
        <dd>{formatDecimal(day.windKph, language)} km/h</dd>
      </dl>
      <p className={`badge badge--${day.colour}`}>
        <span className="visually-hidden">
          {t('card.chance')} ({t(`card.badge.${day.colour}`)}):{' '}
        </span>
        <span data-testid="card-chance">{limited ? t('limitedLower') : `${day.chance}%`}</span>
      </p>
      <DayExtras day={day} />
    </li>
  );
}
