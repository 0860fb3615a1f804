import { useTranslation } from 'react-i18next';
import type { Units } from '../../../lib/units';

interface UnitsToggleProps {
  units: Units;
  onChange: (units: Units) => void;
}

const OPTIONS = ['metric', 'us'] as const;

/**
 * Metric or US units: two pressed-or-not buttons, so keyboards and screen readers know which
 * one is on. Left out of the share image, which shows the figures themselves.
 */
export function UnitsToggle({ units, onChange }: UnitsToggleProps) {
  const { t } = useTranslation('result');
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
            aria-pressed={units === option}
            onClick={() => onChange(option)}
          >
            {t(`units.${option}`)}
          </button>
        ))}
      </span>
    </div>
  );
}
