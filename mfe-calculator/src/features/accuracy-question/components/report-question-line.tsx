import { useLanguage, WordBreaks } from '@snowday/shared-i18n';
import { REPORT_ANSWERS, type ReportAnswer } from '@snowday/shared-i18n/contract';
import { formatFullWeekday } from '@snowday/shared-i18n/format';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './report-question.css';

export type ReportStatus = 'idle' | 'sending' | 'thanks' | 'failed';

export interface ReportQuestionLineProps {
  /** The place as the weather service names it, and the day asked about. */
  place: string;
  day: string;
  chosen: ReportAnswer | undefined;
  status: ReportStatus;
  onAnswer: (answer: ReportAnswer) => void;
  /** Its place kept, empty and out of reach: a question that could not be asked after all. */
  blank?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * "Was school closed in Buffalo on Tuesday?" and its four answers
 * (docs/product/accuracy.md#the-question): buttons with `aria-pressed` in a group named by the
 * question, the chosen one pressed, a live region saying whether the answer was kept. Only the
 * markup: where the question comes from is its caller's (the result's own, drawn with the page;
 * the home page's, once an alert's day is asked).
 */
export function ReportQuestionLine({
  place,
  day,
  chosen,
  status,
  onAnswer,
  blank = false,
  ref,
}: ReportQuestionLineProps) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  const lineId = useId();
  return (
    <div
      ref={ref}
      className={blank ? 'report-question report-question--blank' : 'report-question'}
      data-share-ignore=""
      data-testid="report-question"
      // Hidden by its style; out of reach for any tap, key or screen reader too.
      {...(blank ? { inert: true, 'aria-hidden': true } : {})}
    >
      <p className="report-question__line" id={lineId}>
        <WordBreaks text={t('report.question', { place, day: formatFullWeekday(day, language) })} />
      </p>
      <div className="report-question__answers" role="group" aria-labelledby={lineId}>
        {REPORT_ANSWERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={chosen === value}
            aria-disabled={status === 'sending'}
            onClick={() => onAnswer(value)}
          >
            <WordBreaks text={t(`report.${value}`)} />
          </button>
        ))}
      </div>
      <p className="report-question__status" role="status">
        {status === 'idle' || status === 'sending' ? null : (
          <WordBreaks text={t(status === 'thanks' ? 'report.thanks' : 'report.failed')} />
        )}
      </p>
    </div>
  );
}
