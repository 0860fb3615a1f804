import { useLanguage } from '@snowday/shared-i18n';
import { formatDecimal, formatLocalTime } from '@snowday/shared-i18n/format';
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
 * Official alerts in force for the place, above the cards (docs/product/weather-data.md,
 * "Alerts"): in the agency's own words, marked as such, always rendered as text.
 */
export function WeatherAlerts({ alerts, country, timeZone }: WeatherAlertsProps) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  // "In force" is judged when the page first shows them; a cached forecast may be minutes old.
  const [now] = useState(Date.now);
  const { shown, more } = useMemo(() => alertsInForce(alerts, now), [alerts, now]);
  if (shown.length === 0) return null;
  const time = (value: string) => formatLocalTime(alertWallClock(value, timeZone), language);
  const when = (alert: WeatherAlert) => {
    if (alert.effective && alert.expires) {
      return t('alerts.fromUntil', { from: time(alert.effective), until: time(alert.expires) });
    }
    if (alert.effective) return t('alerts.from', { from: time(alert.effective) });
    if (alert.expires) return t('alerts.until', { until: time(alert.expires) });
    return undefined;
  };
  return (
    <section className="weather-alerts" aria-labelledby="weather-alerts-title">
      <h3 id="weather-alerts-title">{t('alerts.title')}</h3>
      <ul className="weather-alerts__list">
        {shown.map((alert, index) => {
          const period = when(alert);
          return (
            <li key={index} className="weather-alert" data-testid="weather-alert">
              <p className="weather-alert__source">{t('alerts.source')}</p>
              <blockquote
                className="weather-alert__words"
                lang={alertLanguage(country, `${alert.event} ${alert.headline}`)}
              >
                {alert.event && <p className="weather-alert__event">{alert.event}</p>}
                {alert.headline && alert.headline !== alert.event && <p>{alert.headline}</p>}
              </blockquote>
              {period && <p className="weather-alert__time">{period}</p>}
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
