import type { ReportAnswer } from '@snowday/shared-i18n/contract';
import { useEffect, useRef, useState } from 'react';
import { loadOnce } from '../../../lib/load-once';
import type { PassedDay } from '../model/passed-day';
import type { AskedResult } from '../model/report-client';
import { ReportQuestionLine, type ReportStatus } from './report-question-line';

/** The API's side, with zod: loaded once the result is on screen, never with its first answer. */
const loadClient = loadOnce(() => import('../model/report-client'));

export interface ReportAskProps extends Omit<AskedResult, 'day'> {
  /** The place and the day the forecast says have passed there. */
  passedDay: PassedDay;
  /** Where this device keeps its id; the browser's localStorage unless a test says otherwise. */
  storage?: () => Storage;
}

/** Once the API has answered: the page's token and this device, or no question after all. */
type Asked = { token: string; device: string } | 'none';

/**
 * The question about the result's passed day (docs/product/accuracy.md#the-question), drawn with
 * the page, on the server and in the browser alike, from the forecast it was rendered from: it
 * takes its place on the first paint, so nothing below it moves when the page's token and this
 * device's own answer arrive. These fill it in place. A tap before they have come is sent once
 * they do. When the question cannot be asked after all (no id kept on this device, no answer from
 * the API), it goes if it is still below the screen, and otherwise leaves its place empty.
 */
export function ReportAsk({ location, schoolType, snowDays, passedDay, storage }: ReportAskProps) {
  const [asked, setAsked] = useState<Asked>();
  const [chosen, setChosen] = useState<ReportAnswer>();
  const [status, setStatus] = useState<ReportStatus>('idle');
  const [gone, setGone] = useState<'removed' | 'blank'>();
  const waiting = useRef<ReportAnswer>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const { day } = passedDay;

  const send = async (token: string, device: string, answer: ReportAnswer) => {
    setStatus('sending');
    const { sendReport } = await loadClient();
    const kept = await sendReport({ token, device, answer });
    if (kept) setChosen(answer);
    setStatus(kept ? 'thanks' : 'failed');
  };

  useEffect(() => {
    let current = true;
    const withdraw = () => {
      if (!current) return;
      setAsked('none');
      if (waiting.current) {
        // The visitor tapped already: say it did not go through, where the question is.
        setStatus('failed');
        return;
      }
      const top = box.current?.getBoundingClientRect().top ?? Infinity;
      setGone(top >= window.innerHeight ? 'removed' : 'blank');
    };
    loadClient().then(async ({ deviceId, fetchAsk }) => {
      const device = deviceId(storage);
      const ask = device ? await fetchAsk({ location, schoolType, snowDays, day }, device) : null;
      if (!current) return;
      if (!ask || !device) {
        withdraw();
        return;
      }
      setAsked({ token: ask.token, device });
      if (waiting.current) {
        void send(ask.token, device, waiting.current);
        waiting.current = undefined;
      } else if (ask.answer) {
        setChosen(ask.answer);
      }
    }, withdraw);
    return () => {
      current = false;
    };
  }, [location, schoolType, snowDays, day, storage]);

  if (gone === 'removed') return null;

  const answer = (value: ReportAnswer) => {
    // One answer in flight at a time; the buttons stay focusable (disabling would drop focus).
    if (status === 'sending' || asked === 'none') return;
    if (asked === undefined) {
      waiting.current = value;
      setStatus('sending');
      return;
    }
    void send(asked.token, asked.device, value);
  };

  return (
    <ReportQuestionLine
      ref={box}
      place={passedDay.place}
      day={day}
      chosen={chosen}
      status={status}
      onAnswer={answer}
      blank={gone === 'blank'}
    />
  );
}
