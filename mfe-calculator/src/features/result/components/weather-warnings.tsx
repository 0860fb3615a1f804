import { useLanguage } from '@snowday/shared-i18n';
import {
  formatCardDate,
  formatClock,
  formatDecimal,
  formatWeekday,
} from '@snowday/shared-i18n/format';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertLanguage, alertsInForce, alertWallClock, type WeatherAlert } from '../../weather';
import './day-extras.css';

interface WeatherAlertsProps {
  alerts: readonly WeatherAlert[];
  country: string;
  timeZone?: string | undefined;
}

/**
 * Official alerts in force for the place, under the headline (docs/product/result-page.md,
 * "The alert line"): one line each, the event and until when, winter alerts first, then the most
 * severe; opened, the agency's own words, marked once as theirs. Always rendered as text.
 */
export function WeatherAlerts({ alerts, country, timeZone }: WeatherAlertsProps) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  // "In force" is judged when the page first shows them; a cached forecast may be minutes old.
  const [now] = useState(Date.now);
  const { shown, more } = useMemo(() => alertsInForce(alerts, now), [alerts, now]);
  if (shown.length === 0) return null;
  /**
   * "Fri 7:00 PM" on the place's clock: the weekday within the coming week, else the date
   * without its year; the time on one line.
   */
  const until = (value: string) => {
    const clock = alertWallClock(value, timeZone);
    const date = clock.split(' ')[0] ?? '';
    const soon = Date.parse(value) - now < 6 * 24 * 3600 * 1000;
    return t('alerts.until', {
      day: soon ? formatWeekday(date, language) : formatCardDate(date, language),
      time: formatClock(clock, language),
    });
  };
  return (
    <section className="weather-alerts" aria-labelledby="weather-alerts-title">
      <h3 id="weather-alerts-title" className="visually-hidden">
        {t('alerts.title')}
      </h3>
      <ul className="weather-alerts__list">
        {shown.map((alert, index) => {
          const words = `${alert.event} ${alert.headline}`;
          const lang = alertLanguage(country, words);
          return (
            <li key={index} className="weather-alert" data-testid="weather-alert">
              <details className="disclosure weather-alert__details">
                <summary>
                  <span className="weather-alert__icon" aria-hidden="true">
                    ⚠
                  </span>
                  <span className="weather-alert__line dot-list">
                    <span className="dot-list__items">
                      <span className="weather-alert__event" lang={lang}>
                        {alert.event || alert.headline}
                      </span>{' '}
                      {alert.expires && (
                        <span className="weather-alert__until">{until(alert.expires)}</span>
                      )}
                    </span>
                  </span>
                </summary>
                <div className="weather-alert__body">
                  <p className="weather-alert__source">{t('alerts.source')}</p>
                  <blockquote className="weather-alert__words" lang={lang}>
                    {alert.event && <p>{alert.event}</p>}
                    {alert.headline && alert.headline !== alert.event && <p>{alert.headline}</p>}
                    {alert.areas && <p className="weather-alert__areas">{alert.areas}</p>}
                  </blockquote>
                </div>
              </details>
            </li>
          );
        })}
      </ul>
      {more > 0 && (
        <p className="weather-alerts__more">
          {t('alerts.more', { count: more, number: formatDecimal(more, language) })}
        </p>
      )}
    </section>
  );
}
