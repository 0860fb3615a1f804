import { useLanguage } from '@snowday/shared-i18n';
import { formatCardDate, formatPercent } from '@snowday/shared-i18n/format';
import { useTranslation } from 'react-i18next';
import type { DayView } from '../model/prediction-view';

/**
 * The three days at a glance, under the headline: each day's date and chance in its band's
 * colour, in one compact row, so a phone answers "which day?" before any scroll. The full
 * cards, with the weather and the reasons, follow further down.
 */
export function DayChips({ days }: { days: readonly DayView[] }) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  return (
    <ol className="day-chips" aria-label={t('glance')} data-testid="day-chips">
      {days.map((day, index) => (
        <li key={index} className={`day-chip badge--${day.colour}`} data-testid="day-chip">
          <span className="day-chip__date">{formatCardDate(day.date, language)}</span>
          <span className="visually-hidden">
            {t('card.chanceLevel', {
              chance: t('card.chance'),
              level: t(`card.badge.${day.colour}`),
            })}
          </span>{' '}
          <span className="day-chip__chance">
            {day.chance < 10 ? t('limitedLower') : formatPercent(day.chance, language)}
          </span>
        </li>
      ))}
    </ol>
  );
}
