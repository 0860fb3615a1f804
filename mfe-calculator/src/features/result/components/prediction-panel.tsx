import { useLanguage } from '@snowday/shared-i18n';
import { formatLocalTime } from '@snowday/shared-i18n/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTemperature } from '../../../lib/format-amounts';
import type { Units } from '../../../lib/units';
import type { ShareRoot } from '../../share';
import { ConditionIcon, useConditionText } from '../../weather';
import type { PredictionView } from '../model/prediction-view';
import type { ResultQuery } from '../model/result-query';
import { AlertsOffer } from './alerts-offer';
import { BdiText } from './bdi-text';
import { ForecastCard } from './forecast-card';
import { HeadlineChance } from './headline-chance';
import { RangeTable } from './range-table';
import { UnitsToggle } from './units-toggle';
import { WeatherAlerts } from './weather-alerts';

interface PredictionPanelProps {
  view: PredictionView;
  query: ResultQuery;
  /** Makes the panel the share image's subject. */
  shareRoot: ShareRoot;
  /** Share buttons (left out of the picture) and the picture's footer. */
  share: ReactNode;
  footer: ReactNode;
  /** The units the amounts are written in, and the visitor's switch between them. */
  units: Units;
  onUnitsChange: (units: Units) => void;
}

/** `Urban Public` → `UrbanPublic`, the key of calculator.json's schoolTypes. */
const schoolTypeKey = (type: string) => type.replace(/[^A-Za-z]/g, '') as 'Public';

/**
 * The prediction panel, answer first (docs/product/result-page.md): who and where, the
 * highest chance with its meaning, the three days; then the details. Every visitor-supplied
 * text is rendered as text.
 */
export function PredictionPanel({
  view,
  query,
  shareRoot,
  share,
  footer,
  units,
  onUnitsChange,
}: PredictionPanelProps) {
  const { t } = useTranslation(['result', 'calculator']);
  const language = useLanguage();
  const conditionText = useConditionText();
  const current = conditionText(view.current.code, view.current.text, view.current.isDay);
  return (
    <div className="prediction-panel" {...shareRoot}>
      {query.userName && (
        <p className="greeting">
          <strong data-testid="greeting">
            <BdiText sentence={(name) => t('greeting', { name })} value={query.userName} />
          </strong>{' '}
          {t(`messages.${view.tier}`)}
        </p>
      )}
      <div className="place-line">
        <h2 className="place" data-testid="place-name">
          <bdi>{view.placeName}</bdi>
        </h2>
        <p className="place-line__now">
          <span>{t('localTime', { time: formatLocalTime(view.localtime, language) })}</span>
          <span className="place-line__weather">
            <ConditionIcon
              code={view.current.code}
              label={current}
              isDay={view.current.isDay}
              size={24}
            />
            {t('current', {
              condition: current,
              temp: formatTemperature(view.current.tempC, language, units),
            })}
          </span>
        </p>
      </div>
      <HeadlineChance chance={view.headline} label={view.label} />
      <WeatherAlerts alerts={view.alerts} country={view.country} timeZone={view.timeZone} />
      <h3 className="visually-hidden">{t('forecastTitle')}</h3>
      <ol className="forecast-cards">
        {/* Keyed by position: the list never reorders, and the API's dates are not guaranteed
            unique (any body the schema accepts renders; found by result-section.fuzz.test). */}
        {view.days.map((day, index) => (
          <ForecastCard key={index} day={day} />
        ))}
      </ol>
      <UnitsToggle units={units} onChange={onUnitsChange} />
      <AlertsOffer
        location={query.location}
        schoolType={query.schoolType}
        snowDays={query.snowDays}
        units={units}
      />
      <dl className="facts">
        <div>
          <dt>{t('schoolType')}</dt>
          <dd>{t(`calculator:schoolTypes.${schoolTypeKey(query.schoolType)}`)}</dd>
        </div>
        <div>
          <dt>{t('snowDaysUsed')}</dt>
          <dd data-testid="snow-days-used">{query.snowDays}</dd>
        </div>
      </dl>
      <details className="ranges" data-share-ignore="">
        <summary>{t('ranges.title')}</summary>
        <RangeTable />
      </details>
      {share}
      <p className="disclaimer">{t('disclaimer')}</p>
      {footer}
    </div>
  );
}
