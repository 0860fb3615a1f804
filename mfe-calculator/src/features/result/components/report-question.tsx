import { useLanguage, WordBreaks } from '@snowday/shared-i18n';
import { REPORT_ANSWERS, type ReportAnswer } from '@snowday/shared-i18n/contract';
import { formatFullWeekday } from '@snowday/shared-i18n/format';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceId, fetchAsk, sendReport, type Ask, type AskedResult } from '../model/report-client';
import './report-question.css';

export interface ReportQuestionProps extends AskedResult {
  /** Where this device keeps its id; the browser's localStorage unless a test says otherwise. */
  storage?: () => Storage;
  /** Asks only a device that has not answered yet (the home page's reminder of an alert). */
  unansweredOnly?: boolean;
}

type Status = 'idle' | 'sending' | 'thanks' | 'failed';

/**
 * "Was school closed in Buffalo on Tuesday?" (docs/product/accuracy.md#the-question): asked only
 * when the API names a day that has passed for this place, on a device that can keep its own
 * id. The answer shows as chosen and can be changed; a live region says it was kept.
 */
export function ReportQuestion({ storage, unansweredOnly = false, ...asked }: ReportQuestionProps) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  const lineId = useId();
  const [question, setQuestion] = useState<{ ask: Ask; device: string } | null>(null);
  const [chosen, setChosen] = useState<ReportAnswer | undefined>();
  const [status, setStatus] = useState<Status>('idle');
  const { location, schoolType, snowDays, day } = asked;

  useEffect(() => {
    const device = deviceId(storage);
    if (!device) return;
    let current = true;
    void fetchAsk({ location, schoolType, snowDays, day }, device).then((ask) => {
      if (!current || !ask || (unansweredOnly && ask.answer)) return;
      setQuestion({ ask, device });
      setChosen(ask.answer);
    });
    return () => {
      current = false;
    };
  }, [location, schoolType, snowDays, day, storage, unansweredOnly]);

  if (!question) return null;
  const { ask, device } = question;

  const answer = async (value: ReportAnswer) => {
    // One answer in flight at a time; the buttons stay focusable (disabling would drop focus).
    if (status === 'sending') return;
    setStatus('sending');
    const kept = await sendReport({ token: ask.token, device, answer: value });
    if (kept) setChosen(value);
    setStatus(kept ? 'thanks' : 'failed');
  };

  return (
    <div className="report-question" data-share-ignore="" data-testid="report-question">
      <p className="report-question__line" id={lineId}>
        <WordBreaks
          text={t('report.question', {
            place: ask.place.name,
            day: formatFullWeekday(ask.day, language),
          })}
        />
      </p>
      <div className="report-question__answers" role="group" aria-labelledby={lineId}>
        {REPORT_ANSWERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={chosen === value}
            aria-disabled={status === 'sending'}
            onClick={() => void answer(value)}
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
