/**
 * The alerts' HTTP API (docs/product/alerts.md#the-api), the part without zod: where it is, the
 * names its fields take and the limits it holds them to. The browser's alerts client, the service
 * worker and the shell's server all read them from here; the requests' and answers' schemas,
 * built from these, are `@snowday/shared-i18n/contract/alerts` (`alerts-schemas.ts`), kept apart
 * so that what needs only a path (the service worker) does not carry zod.
 */

/** The API's routes: `base` on the shell's origin, the others under it. */
export const ALERTS_API = {
  base: '/api/alerts',
  /** `GET`: the VAPID public key devices subscribe with. */
  vapidPublicKey: '/vapid-public-key',
  /** `POST`: subscribe; `/{id}` under it to read, change or remove one. */
  subscriptions: '/subscriptions',
} as const;

/** The addresses a page or the service worker asks, on the shell's origin. */
export const ALERTS_URLS = {
  vapidPublicKey: `${ALERTS_API.base}${ALERTS_API.vapidPublicKey}`,
  subscriptions: `${ALERTS_API.base}${ALERTS_API.subscriptions}`,
  subscription: (id: string) =>
    `${ALERTS_API.base}${ALERTS_API.subscriptions}/${encodeURIComponent(id)}`,
} as const;

/** docs/product/alerts.md#thresholds: from "Delay Likely" up, or from "Possibility of No School" up. */
export const ALERT_THRESHOLDS = ['delay', 'closure'] as const;
export type AlertThreshold = (typeof ALERT_THRESHOLDS)[number];

/** docs/product/alerts.md#when: the evening before, the early morning. */
export const ALERT_HOURS = ['evening', 'morning'] as const;
export type AlertHour = (typeof ALERT_HOURS)[number];

/** What the API holds a request's fields to (docs/product/alerts.md#abuse). */
export const ALERT_LIMITS = {
  /** The place as typed, trimmed: the forecast query's own limit, so any such place is asked for. */
  locationLength: 200,
  /** Snow days already used this year. */
  snowDays: { min: 0, max: 20 },
  /** A push service's address. */
  endpointLength: 1_000,
  /** The bytes of a subscription's keys, decoded: an uncompressed P-256 point, and its secret. */
  keyBytes: { p256dh: 65, auth: 16 },
  /** A request's body. */
  bodyBytes: 4_096,
} as const;

/** The codes of the API's errors, which the page translates (docs/product/alerts.md#the-api). */
export const ALERT_ERROR_CODES = [
  'invalid-request',
  'unknown-place',
  'weather-unavailable',
  'too-many',
  'too-many-for-device',
  'not-found',
  'alerts-off',
  /** 503: the alerts' database does not answer for now (docs/product/alerts.md#database-down). */
  'alerts-unavailable',
  /** 503: the site keeps as many subscriptions as it will (docs/product/alerts.md#abuse). */
  'alerts-full',
  /**
   * 409: the push address is another subscription's, and the request cannot show it is the same
   * device (docs/product/alerts.md#one-device-one-owner).
   */
  'endpoint-taken',
  'server-error',
] as const;
export type AlertErrorCode = (typeof ALERT_ERROR_CODES)[number];
