import {
  DEFAULT_LANGUAGE,
  isLanguage,
  localizePath,
  toLanguage,
  type Language,
} from '@snowday/shared-i18n/core';
import { readShownAlert, type ShownAlert } from '@snowday/shared-i18n/settings';

/**
 * How the service worker shows a snow-day alert (docs/product/alerts.md#the-notification): the
 * payload the server sends is checked field by field, and anything else still shows a plain
 * notification, since a push the browser was told is visible must show one.
 */

/** The notification's own data, read back when it is tapped. */
export interface AlertNotificationData {
  /** The page a tap opens: the result, or the site's home for a plain notification. */
  url: string;
  /** The subscription "Stop these alerts" removes; none on a plain notification. */
  subscriptionId?: string;
}

/** The options the worker passes to `showNotification` (`actions` is missing from TS's DOM types). */
export interface AlertNotificationOptions {
  body: string;
  lang: string;
  dir: NotificationDirection;
  icon: string;
  tag: string;
  data: AlertNotificationData;
  actions: { action: 'open' | 'stop'; title: string }[];
}

export interface AlertNotification {
  title: string;
  options: AlertNotificationOptions;
}

/** The plain notification's texts, per language (the `alerts` namespace, built into the worker). */
export type FallbackTexts = Record<Language, { title: string; body: string }>;

export const ALERT_ICON = '/icons/icon-192.png';
const TAG_PREFIX = 'snow-day-alert:';
/** Generous bounds on what the server writes: a place name and a sentence or two. */
const MAX_TEXT = 300;
const MAX_ID = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** A page of this site (never another origin's, whatever a payload says). */
function ownPage(value: unknown, origin: string): string | undefined {
  if (!isText(value, 2000)) return undefined;
  try {
    const url = new URL(value);
    return url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The device's language among the site's, for a notification the server did not word. */
export function deviceLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The notification for a push's payload (already parsed JSON, or undefined when it was not). */
export function alertNotification(
  payload: unknown,
  origin: string,
  fallback: { language: Language; texts: FallbackTexts },
): AlertNotification {
  const checked = checkPayload(payload, origin);
  if (checked) return checked;
  const { language, texts } = fallback;
  return {
    title: texts[language].title,
    options: {
      body: texts[language].body,
      lang: language,
      dir: 'auto',
      icon: ALERT_ICON,
      // One plain notification at a time: another replaces it.
      tag: `${TAG_PREFIX}plain`,
      data: { url: new URL(localizePath(language, '/'), origin).href },
      actions: [],
    },
  };
}

function checkPayload(payload: unknown, origin: string): AlertNotification | undefined {
  if (!isRecord(payload) || !isRecord(payload.data)) return undefined;
  const { title, body, lang, tag, url, actions, data } = payload;
  const subscriptionId = data.subscriptionId;
  const page = ownPage(url, origin);
  if (!isText(title) || !isText(body) || !isLanguage(lang) || !page) return undefined;
  if (!isText(tag, MAX_ID * 2) || !tag.startsWith(TAG_PREFIX)) return undefined;
  if (!isText(subscriptionId, MAX_ID)) return undefined;
  if (!Array.isArray(actions) || actions.length > 2) return undefined;
  const checkedActions: AlertNotificationOptions['actions'] = [];
  for (const action of actions) {
    if (!isRecord(action) || !isText(action.title, 60)) return undefined;
    if (action.action !== 'open' && action.action !== 'stop') return undefined;
    checkedActions.push({ action: action.action, title: action.title });
  }
  return {
    title,
    options: {
      body,
      lang,
      dir: 'auto',
      icon: ALERT_ICON,
      tag,
      data: { url: page, subscriptionId },
      actions: checkedActions,
    },
  };
}

/** A notification's data as the worker stored it; undefined for anyone else's. */
export function readNotificationData(
  value: unknown,
  origin: string,
): AlertNotificationData | undefined {
  if (!isRecord(value)) return undefined;
  const url = ownPage(value.url, origin);
  if (!url) return undefined;
  return isText(value.subscriptionId, MAX_ID)
    ? { url, subscriptionId: value.subscriptionId }
    : { url };
}

/**
 * The alert a push shows, as the device keeps it to ask how the day went
 * (docs/product/accuracy.md#from-an-alert): its subscription, and the result's place, school type
 * and snow days with the day it was about. Nothing for a plain notification or a payload without
 * a day.
 */
export function shownAlertOf(
  payload: unknown,
  origin: string,
): { subscriptionId: string; alert: ShownAlert } | undefined {
  const checked = checkPayload(payload, origin);
  const subscriptionId = checked?.options.data.subscriptionId;
  if (!checked || !subscriptionId || !isRecord(payload) || !isRecord(payload.data)) {
    return undefined;
  }
  const query = new URL(checked.options.data.url).searchParams;
  const alert = readShownAlert({
    location: query.get('location'),
    schoolType: query.get('schoolType') ?? 'Public',
    snowDays: Number(query.get('snowDays') ?? '0'),
    day: payload.data.day,
  });
  return alert ? { subscriptionId, alert } : undefined;
}
