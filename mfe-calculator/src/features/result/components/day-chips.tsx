import { useLanguage } from '@snowday/shared-i18n';
import { formatCardDate, formatPercent, formatWeekday } from '@snowday/shared-i18n/format';
import { useTranslation } from 'react-i18next';
import type { DayView } from '../model/prediction-view';

const CALENDAR_DAY = /^\d{4}-\d{2}-(\d{2})$/;

/**
 * The three days at a glance, under the headline: each day's date and chance in its band's
 * colour, in one compact row, so a phone answers "which day?" before any scroll. The full
 * cards, with the weather and the reasons, follow further down. A chip names its day short,
 * the weekday and the day of the month ("Fri 27", "ven. 27", "27日周五"), on one line, so the
 * three chances line up (docs/product/result-page.md#the-answer-first); the cards and the
 * place's date above say the month.
 */
export function DayChips({ days }: { days: readonly DayView[] }) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  const chipDate = (date: string) => {
    const day = CALENDAR_DAY.exec(date.trim())?.[1];
    const weekday = formatWeekday(date, language);
    // A date we cannot read is shown as it came, as the cards show it.
    return day && weekday !== date
      ? t('chipDate', { weekday, day: String(Number(day)) })
      : formatCardDate(date, language);
  };
  return (
    <ol className="day-chips" aria-label={t('glance')} data-testid="day-chips">
      {days.map((day, index) => (
        <li key={index} className={`day-chip badge--${day.colour}`} data-testid="day-chip">
          <span className="day-chip__date">{chipDate(day.date)}</span>
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
