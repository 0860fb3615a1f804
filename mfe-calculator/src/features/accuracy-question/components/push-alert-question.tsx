import { addSectionTexts } from '@snowday/shared-i18n';
import type { ShownAlert } from '@snowday/shared-i18n/settings';
import enResult from '@snowday/shared-i18n/locales/en/result.json';
import { Suspense, useEffect, useState } from 'react';
import { translations } from '../../../lib/translations';
import { alertToAsk, deviceToday, type ShownAlerts } from '../model/shown-push-alerts';
import { ReportQuestion } from './report-question';

// The question's words are the result page's; a page without a result brings them with it.
addSectionTexts({ result: enResult }, translations);

export interface AlertQuestionProps {
  /** The alerts the service worker kept; the device's IndexedDB unless a test says otherwise. */
  shown?: ShownAlerts;
  /** Where this device keeps its report id; the browser's localStorage unless a test says so. */
  storage?: () => Storage;
}

/**
 * The same question a result asks, about the latest alert this device showed whose day has
 * passed there (docs/product/accuracy.md#from-an-alert); asked once: a device that answered it
 * already is not asked again here.
 */
export function AlertQuestion({ shown, storage }: AlertQuestionProps) {
  const [alert, setAlert] = useState<ShownAlert>();
  useEffect(() => {
    let current = true;
    void alertToAsk(deviceToday(), shown).then((found) => {
      if (current && found) setAlert(found);
    });
    return () => {
      current = false;
    };
  }, [shown]);
  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <ReportQuestion
        location={alert.location}
        schoolType={alert.schoolType}
        snowDays={alert.snowDays}
        day={alert.day}
        unansweredOnly
        storage={storage}
      />
    </Suspense>
  );
}
