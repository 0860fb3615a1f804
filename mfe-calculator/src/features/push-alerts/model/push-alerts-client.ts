import {
  ALERTS_URLS,
  alertErrorAnswerSchema,
  keptAlertAnswerSchema,
  vapidKeyAnswerSchema,
  type AlertErrorCode,
  type AlertHour,
  type AlertThreshold,
  type CreateAlertRequest,
  type PushSubscriptionJson,
} from '@snowday/shared-i18n/contract/alerts';
import { ALERT_KEYS_DATABASE, ALERT_KEYS_STORE } from '@snowday/shared-i18n/settings';
import { createStore, del, set } from 'idb-keyval';

/**
 * The browser's side of the snow-day alerts (docs/product/alerts.md#the-api): this device's push
 * subscription, the server's API on the page's own origin, and the secret that lets this device
 * stop what it asked for. The requests and answers are the contract's
 * (`@snowday/shared-i18n/contract/alerts`), the server's own: zod comes with this file, which is
 * loaded only when a visitor opens the alerts form.
 */

export type Threshold = AlertThreshold;
export type Hour = AlertHour;

/** What the page asks for: the subscription request, less the push subscription itself. */
export type AlertRequest = Omit<CreateAlertRequest, 'subscription'>;

/** What this device keeps to stop its alerts: the subscription's id and its own secret. */
export interface KeptAlert {
  id: string;
  secret: string;
}

/** The API's error codes the form explains. */
const KNOWN_ERRORS = [
  'unknown-place',
  'weather-unavailable',
  'too-many',
  'too-many-for-device',
  'alerts-off',
  'alerts-unavailable',
  'alerts-full',
  'endpoint-taken',
] as const satisfies readonly AlertErrorCode[];

/** The API's error codes the form explains, and `failed` for anything else. */
export type AlertError = (typeof KNOWN_ERRORS)[number] | 'failed';

export type SubscribeOutcome =
  | { kind: 'on'; kept: KeptAlert; remembered: boolean }
  | { kind: 'denied' }
  | { kind: 'unavailable' }
  | { kind: 'error'; error: AlertError };

const STORAGE_PREFIX = 'snow-day-alert:';
/** How long to wait for a service worker to be active before saying alerts are unavailable. */
const READY_TIMEOUT_MS = 5_000;

/** One kept alert per place and school type. */
const storageKey = (location: string, schoolType: string) =>
  `${STORAGE_PREFIX}${location.trim().toLowerCase()}|${schoolType}`;

/** The alert this device keeps for a place and school type; none when storage is blocked. */
export function readKeptAlert(location: string, schoolType: string): KeptAlert | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey(location, schoolType));
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as KeptAlert).id === 'string' &&
      typeof (value as KeptAlert).secret === 'string'
    ) {
      return { id: (value as KeptAlert).id, secret: (value as KeptAlert).secret };
    }
  } catch {
    // Blocked or unreadable storage: nothing kept.
  }
  return undefined;
}

/** Keeps (or, with `undefined`, forgets) the alert; false when the browser blocks storage. */
function keepAlert(location: string, schoolType: string, kept: KeptAlert | undefined): boolean {
  try {
    const key = storageKey(location, schoolType);
    if (kept) window.localStorage.setItem(key, JSON.stringify(kept));
    else window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps (or, with no secret, forgets) the worker's copy of an alert's secret, so "Stop these
 * alerts" on a notification can remove it on the server; false when the browser has no
 * IndexedDB or blocks it.
 */
async function keepForWorker(id: string, secret: string | undefined): Promise<boolean> {
  try {
    const store = createStore(ALERT_KEYS_DATABASE, ALERT_KEYS_STORE);
    if (secret === undefined) await del(id, store);
    else await set(id, secret, store);
    return true;
  } catch {
    return false;
  }
}

/** Web Push needs a service worker, its push manager and notifications. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The page's active service worker registration, if there is one within a few seconds. */
export async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why this device cannot have alerts here: no push in the browser, notifications blocked, or a server without them. */
export type Unavailable = 'browser' | 'blocked' | 'off';

/**
 * Whether the form can offer alerts, asked when it opens: push and an active service worker,
 * notifications not blocked for the site, and a server that has alerts on. A server that cannot
 * be reached now is not a reason: turning alerts on says so then.
 */
export async function alertsAvailability(): Promise<{ kind: 'available' } | { kind: Unavailable }> {
  if (!pushSupported()) return { kind: 'browser' };
  if (Notification.permission === 'denied') return { kind: 'blocked' };
  if (!(await activeRegistration())) return { kind: 'browser' };
  try {
    const response = await fetch(ALERTS_URLS.vapidPublicKey);
    if (!response.ok && (await errorOf(response)) === 'alerts-off') return { kind: 'off' };
  } catch {
    // Offline for now: the form's own request reports it.
  }
  return { kind: 'available' };
}

/** URL-safe base64 (the server's VAPID public key) to the bytes `subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const isKnown = (code: AlertErrorCode): code is (typeof KNOWN_ERRORS)[number] =>
  (KNOWN_ERRORS as readonly AlertErrorCode[]).includes(code);

async function errorOf(response: Response): Promise<AlertError> {
  const answer = alertErrorAnswerSchema.safeParse(await response.json().catch(() => undefined));
  return answer.success && isKnown(answer.data.error.code) ? answer.data.error.code : 'failed';
}

/**
 * Asks for notifications (first, while the click still counts as the visitor's), subscribes this
 * device with the server's key and sends the subscription with the page's settings. The secret
 * the server answers with is kept on the device when the browser lets it: in `localStorage` for
 * the page, and in IndexedDB for the service worker's "Stop these alerts".
 */
export async function subscribeDevice(request: AlertRequest): Promise<SubscribeOutcome> {
  if (!pushSupported()) return { kind: 'unavailable' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  const registration = await activeRegistration();
  if (!registration) return { kind: 'unavailable' };
  try {
    const keyResponse = await fetch(ALERTS_URLS.vapidPublicKey);
    if (!keyResponse.ok) return { kind: 'error', error: await errorOf(keyResponse) };
    const { publicKey } = vapidKeyAnswerSchema.parse(await keyResponse.json());
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    // The browser's JSON of a live subscription has every field; the server checks each.
    const body: CreateAlertRequest = {
      subscription: subscription.toJSON() as PushSubscriptionJson,
      ...request,
    };
    const response = await fetch(ALERTS_URLS.subscriptions, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) return { kind: 'error', error: await errorOf(response) };
    const { id, secret } = keptAlertAnswerSchema.parse(await response.json());
    const kept = { id, secret };
    await keepForWorker(id, secret);
    return {
      kind: 'on',
      kept,
      remembered: keepAlert(request.location, request.schoolType, kept),
    };
  } catch {
    return { kind: 'error', error: 'failed' };
  }
}

/** Stops the alert at once on the server (its secret proves it is this device's), then forgets it. */
export async function stopAlert(
  location: string,
  schoolType: string,
  kept: KeptAlert,
): Promise<{ kind: 'stopped' } | { kind: 'error'; error: AlertError }> {
  try {
    const response = await fetch(ALERTS_URLS.subscription(kept.id), {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${kept.secret}` },
    });
    // 404: removed already (from a notification, or for failing): stopped all the same.
    if (!response.ok && response.status !== 404) {
      return { kind: 'error', error: await errorOf(response) };
    }
  } catch {
    return { kind: 'error', error: 'failed' };
  }
  keepAlert(location, schoolType, undefined);
  await keepForWorker(kept.id, undefined);
  return { kind: 'stopped' };
}
