import {
  ALERTS_SHOWN_DATABASE,
  ALERTS_SHOWN_STORE,
  readShownAlert,
  type ShownAlert,
} from '@snowday/shared-i18n/settings';
import { createStore, del, entries } from 'idb-keyval';

/**
 * The alerts this device's service worker showed (docs/product/accuracy.md#from-an-alert), read
 * by the page that asks how their day went. The worker writes them; the page only reads them and
 * forgets those past any question.
 */

/** The kept alerts, as the page reads them: IndexedDB in the browser, a map in the tests. */
export interface ShownAlerts {
  entries: () => Promise<[IDBValidKey, unknown][]>;
  forget: (key: IDBValidKey) => Promise<void>;
}

export function shownAlertsOnDevice(): ShownAlerts {
  const store = createStore(ALERTS_SHOWN_DATABASE, ALERTS_SHOWN_STORE);
  return { entries: () => entries(store), forget: (key) => del(key, store) };
}

/**
 * A day may be answered until the end of the next one in its place; this leaves a day more for a
 * device whose own date runs ahead of the place's.
 */
const KEPT_DAYS = 3;

/** The device's own calendar day, YYYY-MM-DD. */
export function deviceToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function daysBefore(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - count);
  return date.toISOString().slice(0, 10);
}

/**
 * The alert to ask about: the latest whose day has begun on this device (the server says
 * whether it has passed in the place). Alerts too old to be answered, or unreadable, are
 * forgotten; none on any failure (a browser that blocks IndexedDB is simply not asked).
 */
export async function alertToAsk(
  today: string,
  shown: ShownAlerts = shownAlertsOnDevice(),
): Promise<ShownAlert | undefined> {
  try {
    const oldest = daysBefore(today, KEPT_DAYS - 1);
    let latest: ShownAlert | undefined;
    for (const [key, value] of await shown.entries()) {
      const alert = readShownAlert(value);
      if (!alert || alert.day < oldest) {
        await shown.forget(key);
        continue;
      }
      if (alert.day <= today && (!latest || alert.day > latest.day)) latest = alert;
    }
    return latest;
  } catch {
    return undefined;
  }
}
