import { ALERTS_SHOWN_DATABASE } from '@snowday/shared-i18n/settings';
import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '../../../lib/load-once';

const loadQuestion = loadOnce(() =>
  import('./push-alert-question').then((module) => module.AlertQuestion),
);

/**
 * Whether this device's service worker ever kept an alert it showed. Asked without opening the
 * database (opening would make it): a device that never showed an alert, nearly every visitor,
 * loads none of the question's code. A browser that cannot list its databases is not asked.
 */
async function anyAlertShown(): Promise<boolean> {
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === ALERTS_SHOWN_DATABASE);
  } catch {
    return false;
  }
}

/**
 * Where the home page asks how the day of an alert this device showed went
 * (docs/product/accuracy.md#from-an-alert). Its code, texts and the device's kept alerts load
 * after the page is on screen, and only on a device that kept one; the server and the first render in the browser show nothing here,
 * so they agree.
 */
export function AlertReportAsk() {
  const [question, setQuestion] = useState<{ component: ComponentType }>();
  useEffect(() => {
    let current = true;
    anyAlertShown()
      .then((shown) => (shown ? loadQuestion() : undefined))
      .then(
        (component) => {
          if (current && component) setQuestion({ component });
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
