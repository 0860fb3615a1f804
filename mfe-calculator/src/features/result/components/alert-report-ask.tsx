import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '../../../lib/load-once';

const loadQuestion = loadOnce(() =>
  import('./alert-question').then((module) => module.AlertQuestion),
);

/**
 * Where the home page asks how the day of an alert this device showed went
 * (docs/product/accuracy.md#from-an-alert). Its code, texts and the device's kept alerts load
 * after the page is on screen; the server and the first render in the browser show nothing here,
 * so they agree.
 */
export function AlertReportAsk() {
  const [question, setQuestion] = useState<{ component: ComponentType }>();
  useEffect(() => {
    let current = true;
    loadQuestion().then(
      (component) => {
        if (current) setQuestion({ component });
      },
      // Without its code there is simply no question.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const Question = question?.component;
  return Question ? <Question /> : null;
}
