import { LIST_SEPARATOR, useLanguage } from '@snowday/shared-i18n';
import { useTranslation } from 'react-i18next';
import { formatHourOfDay } from '@snowday/shared-i18n/format';
import { formatSnowfall } from '../../../lib/format-amounts';
import { useUnits } from '../../../lib/units-context';
import { SCHOOL_MORNING, type SnowTiming } from '../../weather';

/** Expected snowfall, when the forecast gives it (docs/product/weather-data.md, "Snowfall"). */
export function DaySnowfall({ cm }: { cm: number | undefined }) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  const units = useUnits();
  if (cm === undefined) return null;
  return (
    <p className="day-extra" data-testid="day-snowfall">
      {t('snowfall', { amount: formatSnowfall(cm, language, units) })}
    </p>
  );
}

/** The hours snow is expected, local time (docs/product/weather-data.md, "Snow hours"). */
export function DayTiming({ timing }: { timing: SnowTiming | undefined }) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  if (!timing) return null;
  if (timing.kind === 'none') {
    return (
      <p className="day-extra" data-testid="day-timing">
        {t('timing.none')}
      </p>
    );
  }
  const hour = (value: number) => formatHourOfDay(value, language);
  const hours = timing.runs.map((run) => `${hour(run.start)}–${hour(run.end)}`);
  return (
    <div className="day-extra" data-testid="day-timing">
      <p>{t('timing.hours', { hours: hours.join(LIST_SEPARATOR[language]) })}</p>
      {timing.schoolMorning && (
        <p className="day-extra__morning">
          {t('timing.schoolMorning', {
            from: hour(SCHOOL_MORNING.start),
            until: hour(SCHOOL_MORNING.end),
          })}
        </p>
      )}
    </div>
  );
}
