import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { askedDay } from '../../server/core/accuracy/model/days';
import { composeNotification, loadAlertTexts } from '../../server/alert-worker/push/notification';
import { expect, LANGUAGES, t, test, type Lang } from './fixtures';

// The service worker is what these tests are about (the run blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * docs/product/alerts.md: a visitor turns alerts on from a result and stops them from the page or
 * from a notification, at once; the service worker shows each push as a notification. Chromium
 * cannot reach a real push service here, so the page's push manager hands out a subscription of
 * its own (real P-256 and auth keys, an address the server accepts and never reaches in these
 * tests), and the push itself comes through Chromium's DevTools protocol, as the DevTools
 * "Push" button sends one.
 */

const RESULT = '/result?location=14201';

/** The page's push manager, standing in for the browser's link to its push service. */
async function fakePushService(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const base64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: (PushSubscriptionJSON & { toJSON: () => PushSubscriptionJSON }) | null = null;
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current as unknown as PushSubscription | null;
    };
    PushManager.prototype.subscribe = async function subscribe() {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const json: PushSubscriptionJSON = {
        endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: {
          p256dh: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
          auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
        },
      };
      current = { ...json, toJSON: () => json };
      return current as unknown as PushSubscription;
    };
  });
}

/** Turns alerts on from the result page; the id and secret the page kept. */
async function turnOn(page: Page): Promise<{ id: string; secret: string }> {
  await page.goto(RESULT);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.getByTestId('alerts-open').click();
  await page.getByRole('button', { name: t('en', 'alerts', 'subscribe.submit') }).click();
  await expect(page.getByText(t('en', 'alerts', 'subscribe.on'))).toBeVisible();
  const kept = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('snow-day-alert:'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as unknown) : null;
  });
  expect(kept).toMatchObject({ id: expect.any(String), secret: expect.any(String) });
  return kept as { id: string; secret: string };
}

/** What the worker's IndexedDB holds for a subscription (the secret "Stop these alerts" uses). */
const workerSecret = (worker: Worker, id: string) =>
  worker.evaluate(
    (key) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('snowday-alerts');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('secrets')) return resolve(undefined);
          const read = db.transaction('secrets').objectStore('secrets').get(key);
          read.onsuccess = () => resolve(read.result as unknown);
          read.onerror = () => reject(read.error ?? new Error('IndexedDB'));
        };
      }),
    id,
  );

async function serverStatus(page: Page, kept: { id: string; secret: string }): Promise<number> {
  const response = await page.request.get(`/api/alerts/subscriptions/${kept.id}`, {
    headers: { Authorization: `Bearer ${kept.secret}` },
  });
  return response.status();
}

/**
 * The server's own payload for an alert (Buffalo, Public, 81 %), pushed to the page's service
 * worker through the DevTools protocol as a push service would; `push` sends another payload the
 * same way.
 */
async function pushAlert(
  context: BrowserContext,
  page: Page,
  origin: string,
  alert: { subscriptionId: string; location: string; day: string; slot: 'morning' | 'evening' },
) {
  const payload = composeNotification(loadAlertTexts(), origin, {
    id: 'delivery',
    endpoint: 'https://fcm.googleapis.com/fcm/send/x',
    keys: { p256dh: 'p', auth: 'a' },
    schoolType: 'Public',
    snowDays: 0,
    language: 'en',
    units: 'us',
    placeName: 'Buffalo',
    band: 'possibleNoSchool',
    chance: 81,
    ...alert,
  });
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationOf(cdp, `${origin}/`);
  const push = (data: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(data),
    });
  await push(payload);
  return { payload, push };
}

async function theWorker(context: BrowserContext): Promise<Worker> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return worker;
}

/** The registration's id as the DevTools protocol knows it. */
async function registrationOf(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const match = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The parts of the worker's global scope these tests reach (the page's types have no worker). */
interface WorkerScope {
  registration: {
    getNotifications: (filter?: {
      tag: string;
    }) => Promise<(Notification & { actions?: { action: string }[] })[]>;
  };
  addEventListener: (type: 'error', listener: (event: Event) => void, options: object) => void;
  dispatchEvent: (event: Event) => boolean;
}
type NotificationEventConstructor = new (
  type: string,
  init: { notification: Notification; action: string },
) => Event;

interface Shown {
  title: string;
  body: string;
  tag: string;
  lang: string;
  icon: string;
  data: unknown;
  actions: string[];
}

const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () => {
    const sw = self as unknown as WorkerScope;
    const shown = await sw.registration.getNotifications();
    return shown.map((n): Shown => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      lang: n.lang,
      icon: n.icon,
      data: n.data as unknown,
      actions:
        (n as Notification & { actions?: { action: string }[] }).actions?.map((a) => a.action) ??
        [],
    }));
  });

test.describe('snow-day alerts on this device', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
  });

  test('the worker shows a pushed alert, and its "Stop" removes the subscription at once', async ({
    page,
    context,
    baseURL,
    pageErrors,
  }) => {
    await fakePushService(page);
    const kept = await turnOn(page);
    expect(await serverStatus(page, kept)).toBe(200);
    const worker = await theWorker(context);
    // The page left the secret where the worker can read it.
    expect(await workerSecret(worker, kept.id)).toBe(kept.secret);

    // The server's own payload for this subscription, as a push would carry it.
    const origin = new URL(baseURL ?? '').origin;
    const { payload, push } = await pushAlert(context, page, origin, {
      subscriptionId: kept.id,
      location: '14201',
      day: '2026-01-15',
      slot: 'evening',
    });

    await expect.poll(() => shownNotifications(worker)).toHaveLength(1);
    const [shown] = await shownNotifications(worker);
    expect(shown).toMatchObject({
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      lang: 'en',
      icon: `${origin}/icons/icon-192.png`,
      data: { url: payload.url, subscriptionId: kept.id },
      actions: ['open', 'stop'],
    });

    // The same day again (a higher band): the notification is replaced, not added.
    await push({ ...payload, body: 'Higher band' });
    await expect
      .poll(async () => (await shownNotifications(worker)).map((n) => n.body))
      .toEqual(['Higher band']);

    // "Stop these alerts", as the system sends it when the visitor taps the action.
    await worker.evaluate(async (tag) => {
      const sw = self as unknown as WorkerScope;
      const [notification] = await sw.registration.getNotifications({ tag });
      if (!notification) throw new Error('no notification');
      // A script-made event cannot be waited for (`waitUntil` throws); the removal runs anyway.
      sw.addEventListener('error', (event) => event.preventDefault(), { once: true });
      try {
        sw.dispatchEvent(
          new (
            self as unknown as { NotificationEvent: NotificationEventConstructor }
          ).NotificationEvent('notificationclick', { notification, action: 'stop' }),
        );
      } catch {
        // Reported by the listener's `waitUntil`; see above.
      }
    }, payload.tag);
    await expect.poll(() => serverStatus(page, kept)).toBe(404);
    await expect.poll(() => shownNotifications(worker)).toEqual([]);
    expect(await workerSecret(worker, kept.id)).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });

  test('a push the worker cannot read still shows a plain notification', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/fr');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const worker = await theWorker(context);
    const origin = new URL(baseURL ?? '').origin;
    const cdp = await context.newCDPSession(page);
    const registration = await registrationOf(cdp, `${origin}/`);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration,
      data: '{"title": 42, "url": "https://evil.example/"',
    });
    await expect.poll(() => shownNotifications(worker)).toHaveLength(1);
    const [shown] = await shownNotifications(worker);
    expect(shown).toMatchObject({
      title: t('en', 'alerts', 'notification.fallbackTitle'),
      actions: [],
    });
    // In one of the site's languages, chosen by the device, and opening the site itself.
    expect(LANGUAGES).toContain(shown?.lang);
    expect(shown?.body).toBe(t(shown?.lang as Lang, 'alerts', 'notification.fallbackBody'));
    expect((shown?.data as { url: string }).url).toMatch(new RegExp(`^${origin}/`));
  });

  test('"Stop alerts" on the page removes the subscription at once', async ({ page, context }) => {
    await fakePushService(page);
    const kept = await turnOn(page);
    const worker = await theWorker(context);
    await page.getByRole('button', { name: t('en', 'alerts', 'subscribe.stop') }).click();
    await expect(page.getByText(t('en', 'alerts', 'subscribe.stopped'))).toBeVisible();
    // Gone from the server when the page says so, not at some later sweep.
    expect(await serverStatus(page, kept)).toBe(404);
    expect(await workerSecret(worker, kept.id)).toBeUndefined();
    await page
      .getByTestId('alerts-form')
      .getByRole('button', { name: t('en', 'alerts', 'subscribe.close') })
      .click();
    await expect(page.getByTestId('alerts-open')).toBeFocused();

    // On the next visit the form offers alerts again rather than "Stop alerts".
    await page.reload();
    await page.getByTestId('alerts-open').click();
    await expect(
      page.getByRole('button', { name: t('en', 'alerts', 'subscribe.submit') }),
    ).toBeVisible();
  });
});

test.describe('the question about an alert’s day (docs/product/accuracy.md#from-an-alert)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the home page asks how the day of an alert went, below its first screen, once', async ({
    page,
    context,
    baseURL,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const worker = await theWorker(context);
    const origin = new URL(baseURL ?? '').origin;
    // A morning alert about Buffalo's day that has now passed there.
    const day = askedDay(Date.now(), 'America/New_York');
    await pushAlert(context, page, origin, {
      subscriptionId: randomUUID(),
      location: 'Buffalo',
      day,
      slot: 'morning',
    });
    // The worker has just installed and is still keeping the page's files: on two busy cores its
    // first push can take longer than an expectation's 10 s.
    await expect.poll(() => shownNotifications(worker), { timeout: 30_000 }).toHaveLength(1);

    // The next visit to the site's home.
    const asked = page.waitForRequest((r) => r.url().includes('/api/accuracy/ask'));
    await page.reload();
    const url = new URL((await asked).url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      location: 'Buffalo',
      schoolType: 'Public',
      snowDays: '0',
      day,
    });
    const question = t('en', 'result', 'report.question').replace('{{place}}', 'Buffalo');
    const group = page.getByRole('group', {
      name: new RegExp(`^${question.replace('{{day}}', '\\w+').replace('?', '\\?')}$`),
    });
    await expect(group).toBeVisible({ timeout: 30_000 });
    // Never on the first screen: the form is the page's answer.
    expect((await group.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(740);

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/accuracy/reports'));
    await group
      .getByRole('button', { name: t('en', 'result', 'report.closed'), exact: true })
      .focus();
    await page.keyboard.press('Enter');
    expect(await (await sent).json()).toEqual({ answer: 'closed', changed: false });
    await expect(
      page.getByRole('status').filter({ hasText: t('en', 'result', 'report.thanks') }),
    ).toBeVisible();

    // Answered: the home page does not ask again.
    const again = page.waitForResponse((r) => r.url().includes('/api/accuracy/ask'));
    await page.reload();
    expect(((await (await again).json()) as { ask: { answer?: string } }).ask.answer).toBe(
      'closed',
    );
    await expect(page.getByTestId('report-question')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
