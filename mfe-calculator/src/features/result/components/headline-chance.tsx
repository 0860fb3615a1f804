import { useLanguage, WordBreaks } from '@snowday/shared-i18n';
import { formatPercent } from '@snowday/shared-i18n/format';
import { useTranslation } from 'react-i18next';
import type { HeadlineLabel } from '../../prediction';

const RADIUS = 52;

/** The answer's id, which the result's link to it names (and its spinner or message, before it). */
export const ANSWER_ID = 'result-answer';
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface HeadlineChanceProps {
  chance: number;
  label: HeadlineLabel;
}

/**
 * The answer at a glance: a ring filled to the highest chance with the chance written once,
 * inside it, beside the caption and the label that say what it means. Below 10 the ring reads
 * "<10%" and the label "Limited Chance": the word is said once. The ring is decoration; the
 * words carry it, so the figure and its label cannot disagree. The figure is sized by the ring,
 * so it stays inside the ring's hole in every language and at any text size
 * (docs/product/result-page.md#the-answer-first).
 */
export function HeadlineChance({ chance, label }: HeadlineChanceProps) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  const limited = chance < 10;
  return (
    <div className="headline" id={ANSWER_ID}>
      <div className="gauge">
        <svg className="gauge__ring" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
          <circle className="gauge__track" cx="60" cy="60" r={RADIUS} />
          <circle
            className="gauge__fill"
            cx="60"
            cy="60"
            r={RADIUS}
            strokeDasharray={`${(CIRCUMFERENCE * chance) / 100} ${CIRCUMFERENCE}`}
            transform="rotate(-90 60 60)"
          />
        </svg>
        <p
          className={limited ? 'gauge__value gauge__value--limited' : 'gauge__value'}
          data-testid="headline-chance"
          aria-describedby="headline-caption"
        >
          {limited
            ? t('below', { percent: formatPercent(10, language) })
            : formatPercent(chance, language)}
        </p>
      </div>
      {/* One paragraph, the caption over the label: the headline's words are one block, the
          largest text the first screen paints (its largest contentful paint). */}
      <p className="headline__words balance">
        <span className="headline__caption" id="headline-caption">
          {t('highest')}
        </span>
        <br />
        <span className="headline__label" data-testid="headline-label">
          <WordBreaks text={t(`labels.${label}`)} />
        </span>
      </p>
    </div>
  );
}
