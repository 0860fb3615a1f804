import { useLanguage } from '@snowday/shared-i18n';
import { formatLocalTime } from '@snowday/shared-i18n/format';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionIcon, useConditionText } from '../../weather';
import type { PredictionView } from '../model/prediction-view';
import type { ResultQuery } from '../model/result-query';
import { BdiText } from './bdi-text';
import { ChanceGauge } from './chance-gauge';
import { ForecastCard } from './forecast-card';
import { RangeTable } from './range-table';
import { WeatherAlerts } from './weather-alerts';

interface PredictionPanelProps {
  view: PredictionView;
  query: ResultQuery;
  panelRef: Ref<HTMLDivElement>;
  /** Share buttons (left out of the picture) and the picture's footer. */
  share: ReactNode;
  footer: ReactNode;
}

/** `Urban Public` → `UrbanPublic`, the key of calculator.json's schoolTypes. */
const schoolTypeKey = (type: string) => type.replace(/[^A-Za-z]/g, '') as 'Public';

/** The prediction panel, in SPEC 2's order. Every visitor-supplied text is rendered as text. */
export function PredictionPanel({ view, query, panelRef, share, footer }: PredictionPanelProps) {
  const { t } = useTranslation(['result', 'calculator']);
  const language = useLanguage();
  const conditionText = useConditionText();
  const current = conditionText(view.current.code, view.current.text, view.current.isDay);
  const limited = view.headline < 10;
  return (
    <div className="prediction-panel" ref={panelRef}>
      {query.userName && (
        <div className="greeting">
          <h2 data-testid="greeting">
            <BdiText sentence={(name) => t('greeting', { name })} value={query.userName} />
          </h2>
          <p>{t(`messages.${view.tier}`)}</p>
        </div>
      )}
      <h2 className="place" data-testid="place-name">
        <bdi>{view.placeName}</bdi>
      </h2>
      <p className="local-time">
        {t('localTime', { time: formatLocalTime(view.localtime, language) })}
      </p>
      <p className="current">
        <ConditionIcon
          code={view.current.code}
          label={current}
          isDay={view.current.isDay}
          size={40}
        />
        <span>{t('current', { condition: current, temp: view.current.tempC })}</span>
      </p>
      <div className="headline">
        <ChanceGauge chance={view.headline} />
        <div>
          <p className="headline__caption">{t('highest')}</p>
          <p className="headline__chance" data-testid="headline-chance">
            {limited ? t('limited') : `${view.headline}%`}
          </p>
          <p className="headline__label" data-testid="headline-label">
            {t(`labels.${view.label}`)}
          </p>
        </div>
      </div>
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
      <WeatherAlerts alerts={view.alerts} country={view.country} timeZone={view.timeZone} />
      <h3>{t('forecastTitle')}</h3>
      <ol className="forecast-cards">
        {/* Keyed by position: the list never reorders, and the API's dates are not guaranteed
            unique (DECISIONS 7: any body the schema accepts renders; found by
            result-section.fuzz.test). */}
        {view.days.map((day, index) => (
          <ForecastCard key={index} day={day} />
        ))}
      </ol>
      <RangeTable />
      {share}
      <p className="disclaimer">{t('disclaimer')}</p>
      {footer}
    </div>
  );
}
