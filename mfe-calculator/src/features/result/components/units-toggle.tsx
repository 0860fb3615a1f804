import { startTransition, useOptimistic } from 'react';
import { useTranslation } from 'react-i18next';
import type { Units } from '../../../lib/units';

interface UnitsToggleProps {
  units: Units;
  onChange: (units: Units) => void;
}

const OPTIONS = ['metric', 'us'] as const;

/**
 * Metric or US units: two pressed-or-not buttons, so keyboards and screen readers know which
 * one is on. Left out of the share image, which shows the figures themselves. A press shows at
 * once; the page's amounts follow in a transition, a render React yields from, so a slow phone
 * paints the pressed button first (docs/performance.md#the-units-switch-answers-first).
 */
export function UnitsToggle({ units, onChange }: UnitsToggleProps) {
  const { t } = useTranslation('result');
  const [pressed, press] = useOptimistic(units);
  const choose = (option: Units) =>
    startTransition(() => {
      press(option);
      onChange(option);
    });
  return (
    <div
      className="units-toggle"
      role="group"
      aria-label={t('units.label')}
      data-testid="units-toggle"
      data-share-ignore=""
    >
      <span className="units-toggle__label" aria-hidden="true">
        {t('units.label')}
      </span>
      <span className="units-toggle__options">
        {OPTIONS.map((option) => (
          <button
            key={option}
            type="button"
            className="units-toggle__option"
            aria-pressed={pressed === option}
            onClick={() => choose(option)}
          >
            {t(`units.${option}`)}
          </button>
        ))}
      </span>
    </div>
  );
}
