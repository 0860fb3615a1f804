import {
  formatCardDate,
  formatPercent,
  href,
  LANGUAGES,
  SENTENCE_GAP,
  type Language,
} from '@snowday/shared-i18n/core';
import { formatPlace, formatSnowfall, type CountryNames } from '@snowday/shared-i18n/format';
import i18next, { type TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Outgoing } from '../store/deliveries';

/** What the device's service worker shows (docs/product/alerts.md#the-notification). */
export interface NotificationPayload {
  title: string;
  body: string;
  lang: Language;
  /** One notification per subscription and day: a higher band replaces the earlier one. */
  tag: string;
  /** The result page, in the subscriber's language and units. */
  url: string;
  actions: { action: 'open' | 'stop'; title: string }[];
  /** For the alert worker's own use: which subscription to remove on "stop", what was said. */
  data: { subscriptionId: string; day: string; chance: number; band: string; place: string };
}

// The same files the browser loads, through shared-i18n's exports.
const locales = path.dirname(
  path.dirname(
    createRequire(import.meta.url).resolve('@snowday/shared-i18n/locales/en/common.json'),
  ),
);

/** What a notification's words come from: its texts, and the weather texts' country names. */
export type AlertTexts = TFunction<['alerts', 'result', 'weather']>;

/** The server's own i18next, with the namespaces a notification uses, in every language. */
export function loadAlertTexts(): AlertTexts {
  const read = (language: Language, ns: string): Record<string, unknown> =>
    JSON.parse(readFileSync(path.join(locales, language, `${ns}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    lng: 'en',
    fallbackLng: 'en',
    ns: ['alerts', 'result', 'weather'],
    // Plain text for the system's notification, never markup.
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      LANGUAGES.map((l) => [
        l,
        { alerts: read(l, 'alerts'), result: read(l, 'result'), weather: read(l, 'weather') },
      ]),
    ),
  });
  return instance.getFixedT(null, ['alerts', 'result', 'weather']);
}

/**
 * The place as the result page names it in the subscriber's language, with the accents they
 * typed (docs/product/pages.md#place-names); the English label while its parts are unknown.
 */
function placeLabel(t: AlertTexts, message: Outgoing): string {
  if (!message.place) return message.placeName;
  const countries = (lng: Language) =>
    t('weather:countries', { lng, returnObjects: true }) as unknown as CountryNames;
  const texts = { english: countries('en'), shown: countries(message.language) };
  return formatPlace(message.place, texts, message.location);
}

const tagOf = (subscriptionId: string, day: string) => `snow-day-alert:${subscriptionId}:${day}`;

/**
 * The same notification for another subscriber of the same place, day, band, language and
 * settings: only what names the subscription changes.
 */
export function forSubscriber(
  payload: NotificationPayload,
  subscriptionId: string,
): NotificationPayload {
  return {
    ...payload,
    tag: tagOf(subscriptionId, payload.data.day),
    data: { ...payload.data, subscriptionId },
  };
}

/** The notification for one delivery, in its subscriber's language and units. */
export function composeNotification(
  t: AlertTexts,
  siteUrl: string,
  message: Outgoing,
): NotificationPayload {
  const lng = message.language;
  const place = placeLabel(t, message);
  const query = new URLSearchParams({
    location: message.location,
    schoolType: message.schoolType,
    snowDays: String(message.snowDays),
    units: message.units,
  });
  const day = message.slot === 'evening' ? 'tomorrow' : 'today';
  const lines = [
    t(`alerts:notification.${day}`, {
      lng,
      date: formatCardDate(message.day, lng),
      chance: formatPercent(message.chance, lng),
      label: t(`result:labels.${message.band}`, { lng }),
    }),
  ];
  if (message.snowfallCm !== undefined && message.snowfallCm > 0) {
    lines.push(
      t('alerts:notification.snowfall', {
        lng,
        amount: formatSnowfall(message.snowfallCm, lng, message.units),
      }),
    );
  }
  return {
    title: t('alerts:notification.title', { lng, place }),
    // Chinese sentences end in a full-width 。 that carries its own gap (docs/i18n/zh.md).
    body: lines.join(SENTENCE_GAP[lng]),
    lang: lng,
    tag: tagOf(message.subscriptionId, message.day),
    url: new URL(href(lng, 'result', query), siteUrl).href,
    actions: [
      { action: 'open', title: t('alerts:notification.open', { lng }) },
      { action: 'stop', title: t('alerts:notification.stop', { lng }) },
    ],
    data: {
      subscriptionId: message.subscriptionId,
      day: message.day,
      chance: message.chance,
      band: message.band,
      place,
    },
  };
}
