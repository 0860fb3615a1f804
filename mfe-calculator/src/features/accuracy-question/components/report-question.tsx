import type { ReportAnswer } from '@snowday/shared-i18n/contract';
import { useEffect, useState } from 'react';
import { deviceId, fetchAsk, sendReport, type Ask, type AskedResult } from '../model/report-client';
import { ReportQuestionLine, type ReportStatus } from './report-question-line';

export interface ReportQuestionProps extends AskedResult {
  /** Where this device keeps its id; the browser's localStorage unless a test says otherwise. */
  storage?: () => Storage;
  /** Asks only a device that has not answered yet (the home page's reminder of an alert). */
  unansweredOnly?: boolean;
}

/**
 * The question about a day the API names (docs/product/accuracy.md#from-an-alert): drawn only
 * once the API has named it, on a device that can keep its own id. The answer shows as chosen
 * and can be changed; a live region says it was kept.
 */
export function ReportQuestion({ storage, unansweredOnly = false, ...asked }: ReportQuestionProps) {
  const [question, setQuestion] = useState<{ ask: Ask; device: string } | null>(null);
  const [chosen, setChosen] = useState<ReportAnswer | undefined>();
  const [status, setStatus] = useState<ReportStatus>('idle');
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
    <ReportQuestionLine
      place={ask.place.name}
      day={ask.day}
      chosen={chosen}
      status={status}
      onAnswer={(value) => void answer(value)}
    />
  );
}
