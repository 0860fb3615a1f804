import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '../../../lib/load-once';
import type { AskedResult } from '../model/report-client';
import type { ReportQuestionProps } from './report-question';

const loadQuestion = loadOnce(() =>
  import('./report-question').then((module) => module.ReportQuestion),
);

/**
 * Where the question about a passed day may stand (docs/product/accuracy.md#the-question). Its
 * code, zod and the API call load once the result is on screen, never with the page's first
 * answer; the server and the first render in the browser show nothing here, so they agree.
 */
export function ReportAsk(props: AskedResult) {
  const [question, setQuestion] = useState<{ component: ComponentType<ReportQuestionProps> }>();
  useEffect(() => {
    let current = true;
    loadQuestion().then(
      (component) => {
        if (current) setQuestion({ component });
      },
      // Without its code there is simply no question: nothing on the result depends on it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const Question = question?.component;
  return Question ? <Question {...props} /> : null;
}
