import { SENTENCE_GAP, useLanguage, WordBreaks } from '@snowday/shared-i18n';
import {
  PLACE_NAME_ATTRIBUTE,
  schoolTypeTextKey,
  VISITOR_NAME_ATTRIBUTE,
} from '@snowday/shared-i18n/contract';
import { formatCardDate, formatClock } from '@snowday/shared-i18n/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTemperature } from '../../../lib/format-amounts';
import type { Units } from '../../../lib/units';
import { useUnits } from '../../../lib/units-context';
import type { ShareRoot } from '../../share';
import { ConditionIcon, useConditionText } from '../../weather';
import type { PredictionView } from '../model/prediction-view';
import type { ResultQuery } from '../model/result-query';
import { AlertsOffer } from '../../push-alerts';
import { BdiText } from './bdi-text';
import { DayChips } from './day-chips';
import { ForecastCard } from './forecast-card';
import { HeadlineChance } from './headline-chance';
import { RangeKey, RangeTable } from './range-table';
import { ReportAsk } from '../../accuracy-question';
import { UnitsToggle } from './units-toggle';
import { WeatherAlerts } from './weather-warnings';

interface PredictionPanelProps {
  view: PredictionView;
  query: ResultQuery;
  /** Makes the panel the share image's subject. */
  shareRoot: ShareRoot;
  /** Share buttons (left out of the picture) and the picture's footer. */
  share: ReactNode;
  footer: ReactNode;
  /** The visitor's choice of units, on the switch; the amounts follow `UnitsContext`. */
  units: Units;
  onUnitsChange: (units: Units) => void;
  /** Whether the site takes reports: the passed day's question is drawn with the panel. */
  asks: boolean;
}

/** The school type's key in calculator.json, typed as one the texts have (an unknown one has none). */
const schoolTypeKey = (type: string) => schoolTypeTextKey(type) as 'Public';

/** "Fri, Nov 27" never splits across lines: a date breaks, if at all, before or after it. */
const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');

/** Stands in for the count in a translated line, to put it in an element of its own. */
const SLOT = '\uE000';

/**
 * The prediction panel, answer first (docs/product/result-page.md): who and where, the
 * highest chance with its meaning, the school facts in one line, the three days at a glance,
 * the alerts in one line each; then the full cards with the units switch, and the details.
 * Every visitor-supplied text is rendered as text.
 */
export function PredictionPanel({
  view,
  query,
  shareRoot,
  share,
  footer,
  units,
  onUnitsChange,
  asks,
}: PredictionPanelProps) {
  const { t } = useTranslation(['result', 'calculator']);
  const language = useLanguage();
  const amountUnits = useUnits();
  const conditionText = useConditionText();
  const current = conditionText(view.current.code, view.current.text, view.current.isDay);
  /** The place's date and time ("Fri, Nov 27, 9:01 AM"); a value we cannot read, as it came. */
  const localDateTime = (localtime: string) => {
    const [day = ''] = localtime.trim().split(/[ T]/);
    const date = formatCardDate(day, language);
    const time = formatClock(localtime, language);
    return date === day || time === localtime
      ? t('localTime', { time: localtime })
      : t('localDateTime', { date: keepTogether(date), time });
  };
  const [daysBefore = '', daysAfter = ''] = t('facts.snowDays', { count: SLOT }).split(SLOT);
  return (
    <div className="prediction-panel" {...shareRoot}>
      {/* Marked: the copy kept for offline reading is this page without it
          (docs/product/home-screen.md#no-name-kept). */}
      {query.userName && (
        <p className="greeting" {...{ [VISITOR_NAME_ATTRIBUTE]: '' }}>
          <strong data-testid="greeting">
            <BdiText sentence={(name) => t('greeting', { name })} value={query.userName} />
          </strong>
          {SENTENCE_GAP[language]}
          <WordBreaks text={t(`messages.${view.tier}`)} />
        </p>
      )}
      <div className="place-line">
        <h2 className="place" data-testid="place-name" {...{ [PLACE_NAME_ATTRIBUTE]: '' }}>
          <bdi>{view.placeName}</bdi>
        </h2>
        <p className="place-line__now">
          <span>{localDateTime(view.localtime)}</span>
          <span className="place-line__weather">
            <ConditionIcon
              code={view.current.code}
              label={current}
              isDay={view.current.isDay}
              size={24}
            />
            {t('current', {
              condition: current,
              temp: formatTemperature(view.current.tempC, language, amountUnits),
            })}
          </span>
        </p>
      </div>
      <HeadlineChance chance={view.headline} label={view.label} />
      <p className="facts-line dot-list" data-testid="facts-line">
        <span className="dot-list__items">
          <span>
            {t('facts.school', {
              type: t(`calculator:schoolTypes.${schoolTypeKey(query.schoolType)}`),
            })}
          </span>{' '}
          <span>
            {daysBefore}
            <span data-testid="snow-days-used">{query.snowDays}</span>
            {daysAfter}
          </span>
        </span>
      </p>
      <DayChips days={view.days} />
      <WeatherAlerts alerts={view.alerts} country={view.country} timeZone={view.timeZone} />
      <div className="forecast-head">
        <h3>
          <WordBreaks text={t('forecastTitle')} />
        </h3>
        <UnitsToggle units={units} onChange={onUnitsChange} />
      </div>
      <ol className="forecast-cards">
        {/* Keyed by position: the list never reorders, and the API's dates are not guaranteed
            unique (any body the schema accepts renders; found by result-section.fuzz.test). */}
        {view.days.map((day, index) => (
          <ForecastCard key={index} day={day} />
        ))}
      </ol>
      <AlertsOffer
        location={query.location}
        schoolType={query.schoolType}
        snowDays={query.snowDays}
        units={amountUnits}
      />
      {asks && view.passedDay && (
        <ReportAsk
          // Another result's question is another question: nothing of this one carries over.
          key={`${query.location}\n${query.schoolType}\n${String(query.snowDays)}\n${view.passedDay.day}`}
          location={query.location}
          schoolType={query.schoolType}
          snowDays={query.snowDays}
          passedDay={view.passedDay}
        />
      )}
      <RangeTable />
      <RangeKey />
      {share}
      <p className="disclaimer">
        <WordBreaks text={t('disclaimer')} />
      </p>
      {footer}
    </div>
  );
}
