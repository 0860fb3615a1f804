import { useTranslation } from 'react-i18next';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** SPEC 2 item 5: a circular gauge of the highest chance, with a text equivalent. */
export function ChanceGauge({ chance }: { chance: number }) {
  const { t } = useTranslation('result');
  const label = chance < 10 ? t('gaugeLimited') : t('gaugeLabel', { chance });
  return (
    <svg
      className="gauge"
      viewBox="0 0 120 120"
      width="140"
      height="140"
      role="img"
      aria-label={label}
    >
      <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="#d6e3f1" strokeWidth="12" />
      <circle
        cx="60"
        cy="60"
        r={RADIUS}
        fill="none"
        stroke="#1d5fa8"
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${(CIRCUMFERENCE * chance) / 100} ${CIRCUMFERENCE}`}
        transform="rotate(-90 60 60)"
      />
      <text x="60" y="68" textAnchor="middle" fontSize="26" fontWeight="800" fill="#14243a">
        {chance}%
      </text>
    </svg>
  );
}
