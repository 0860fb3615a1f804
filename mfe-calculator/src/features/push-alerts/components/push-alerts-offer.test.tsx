import { alertRequestSchemas } from '@snowday/shared-i18n/contract/alerts';
import { renderWithProviders, setupI18nFor } from '@snowday/shared-i18n/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertsOffer } from './push-alerts-offer';

/** A VAPID public key as the server gives it (65 bytes, URL-safe base64). */
const PUBLIC_KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i)]).toString(
  'base64url',
);
const PUSH_JSON = {
  endpoint: 'https://push.example.org/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

interface Requests {
  calls: { url: string; method: string; headers: Record<string, string>; body?: unknown }[];
}

/** The server: its key, and the answer to a new subscription (or an error code). */
function stubServer(answer: { status: number; body: unknown }): Requests {
  const requests: Requests = { calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.calls.push({
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        ...(init.body ? { body: JSON.parse(String(init.body)) as unknown } : {}),
      });
      if (url === '/api/alerts/vapid-public-key') return Response.json({ publicKey: PUBLIC_KEY });
      if (init.method === 'DELETE') return new Response(null, { status: 204 });
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return requests;
}

/** A browser with a service worker and push: what `subscribe` was asked, what permission says. */
function stubPush({
  permission = 'granted',
  registered = true,
  before = 'default',
}: {
  permission?: NotificationPermission;
  registered?: boolean;
  before?: NotificationPermission;
} = {}) {
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({
    toJSON: () => PUSH_JSON,
  }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (registered ? registration : undefined),
      ready: Promise.resolve(registration),
    },
  });
  const notification = {
    permission: before,
    requestPermission: vi.fn(async () => {
      notification.permission = permission;
      return permission;
    }),
  };
  vi.stubGlobal('PushManager', vi.fn());
  vi.stubGlobal('Notification', notification);
  const { requestPermission } = notification;
  return { subscribe, requestPermission };
}

const PROPS = {
  location: 'Quebec',
  schoolType: 'Public',
  snowDays: 2,
  units: 'us',
} as const;

async function openForm(route = '/result') {
  await setupI18nFor(route);
  renderWithProviders(<AlertsOffer {...PROPS} />, { route });
  await userEvent.click(screen.getByTestId('alerts-open'));
  return screen.findByTestId('alerts-form');
}

// The form is a chunk of its own, loaded on demand: transformed once here rather than inside the
// first test's time.
beforeAll(async () => {
  await import('./push-alerts-form');
});

beforeEach(() => window.localStorage.clear());

/** jsdom draws nothing, so contrast is left to the browser checks (shell/site-tools/e2e). */
const AXE_OPTIONS = { rules: { 'color-contrast': { enabled: false } } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('"Tell me if school might close"', () => {
  // Nine steps through a form in French, each a render: several seconds on a busy 2-core machine.
  it(
    'subscribes this device in the page language and units, keeps the secret, and stops at once',
    { timeout: 30_000 },
    async () => {
      const requests = stubServer({
        status: 201,
        body: { id: '7d0f7d5e-0000-4000-8000-000000000001', secret: 's'.repeat(43) },
      });
      const { subscribe, requestPermission } = stubPush();
      await openForm('/fr/result');

      await userEvent.click(
        await screen.findByRole('radio', { name: 'Une fermeture est probable' }),
      );
      await userEvent.click(
        screen.getByRole('checkbox', { name: 'La veille au soir, vers 19\u202fh' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Activer les alertes' }));

      expect(
        await screen.findByText('Les alertes sont activées pour ce lieu sur cet appareil.'),
      ).toBeVisible();
      expect(requestPermission).toHaveBeenCalledOnce();
      const options = subscribe.mock.calls[0]?.[0];
      expect(options?.userVisibleOnly).toBe(true);
      expect([...(options?.applicationServerKey as Uint8Array)]).toEqual([
        ...Buffer.from(PUBLIC_KEY, 'base64url'),
      ]);
      const post = requests.calls.find((call) => call.method === 'POST');
      expect(post?.url).toBe('/api/alerts/subscriptions');
      expect(post?.body).toEqual({
        subscription: PUSH_JSON,
        location: 'Quebec',
        schoolType: 'Public',
        snowDays: 2,
        language: 'fr',
        units: 'us',
        threshold: 'closure',
        hours: ['morning'],
      });
      expect(JSON.stringify(post?.body)).not.toMatch(/userName|name"/);
      // The request the server reads: the contract's, which the server's own checks extend.
      expect(alertRequestSchemas().create.safeParse(post?.body).error).toBeUndefined();
      expect(JSON.parse(window.localStorage.getItem('snow-day-alert:quebec|Public') ?? '')).toEqual(
        {
          id: '7d0f7d5e-0000-4000-8000-000000000001',
          secret: 's'.repeat(43),
        },
      );

      await userEvent.click(screen.getByRole('button', { name: 'Arrêter les alertes' }));
      expect(
        await screen.findByText('Alertes arrêtées. Plus rien ne sera envoyé pour ce lieu.'),
      ).toBeVisible();
      const removal = requests.calls.find((call) => call.method === 'DELETE');
      expect(removal?.url).toBe('/api/alerts/subscriptions/7d0f7d5e-0000-4000-8000-000000000001');
      expect(removal?.headers.Authorization).toBe(`Bearer ${'s'.repeat(43)}`);
      expect(window.localStorage.getItem('snow-day-alert:quebec|Public')).toBeNull();
    },
  );

  it('offers "Stop alerts" when this device already follows the place', async () => {
    window.localStorage.setItem(
      'snow-day-alert:quebec|Public',
      JSON.stringify({ id: 'kept-id', secret: 'kept-secret-kept-secret' }),
    );
    const requests = stubServer({ status: 500, body: {} });
    await openForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop alerts' }));
    await screen.findByText('Alerts stopped. Nothing more will be sent for this place.');
    expect(requests.calls.map((call) => [call.method, call.url])).toEqual([
      ['DELETE', '/api/alerts/subscriptions/kept-id'],
    ]);
  });

  it('says alerts are not available without a service worker and push, in the page language', async () => {
    stubServer({ status: 201, body: {} });
    await openForm('/es/result');
    expect(
      await screen.findByText('Las alertas no están disponibles en este navegador.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Activar alertas' })).toBeNull();
  });

  it('says so too when the page has no service worker registered yet', async () => {
    const requests = stubServer({ status: 201, body: {} });
    stubPush({ registered: false });
    await openForm('/zh/result');
    expect(await screen.findByText('此浏览器不支持提醒。')).toBeVisible();
    expect(requests.calls).toEqual([]);
  });

  it('sends nothing when notifications are refused, says so in one line and closes', async () => {
    const requests = stubServer({ status: 201, body: {} });
    const { subscribe } = stubPush({ permission: 'denied' });
    await openForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Notifications are blocked/);
    expect(subscribe).not.toHaveBeenCalled();
    // Only the key, asked when the form opened.
    expect(requests.calls.map((call) => call.url)).toEqual(['/api/alerts/vapid-public-key']);
    expect(screen.queryByRole('button', { name: 'Turn on alerts' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('alerts-open')).toHaveFocus();
  });

  it('lets the visitor try again after merely dismissing the prompt', async () => {
    stubServer({ status: 201, body: {} });
    stubPush({ permission: 'default' });
    await openForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Notifications are blocked/);
    expect(screen.getByRole('button', { name: 'Turn on alerts' })).toBeEnabled();
  });

  it('says at once when notifications are already blocked for the site, in the page language', async () => {
    const requests = stubServer({ status: 201, body: {} });
    const { requestPermission } = stubPush({ before: 'denied' });
    await openForm('/fr/result');
    expect(await screen.findByRole('status')).toHaveTextContent(/bloqu/);
    expect(screen.queryByRole('button', { name: 'Activer les alertes' })).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(requests.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.getByTestId('alerts-open')).toBeVisible();
  });

  it('says so when the server has alerts off', async () => {
    stubServer({ status: 201, body: {} });
    vi.mocked(fetch).mockImplementation(async () =>
      Response.json({ error: { code: 'alerts-off' } }, { status: 503 }),
    );
    stubPush();
    await openForm();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Alerts are turned off on this server.',
    );
    expect(screen.queryByRole('button', { name: 'Turn on alerts' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it("explains the server's refusal", async () => {
    stubServer({ status: 409, body: { error: { code: 'too-many-for-device' } } });
    stubPush();
    await openForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This device already follows as many places as it can. Stop one first.',
    );
  });

  it('says to try again later while the server’s database is away, in the page language', async () => {
    stubServer({ status: 201, body: {} });
    vi.mocked(fetch).mockImplementation(async () =>
      Response.json({ error: { code: 'alerts-unavailable' } }, { status: 503 }),
    );
    stubPush();
    await openForm('/fr/result');
    // Away for now is not "off": the form stays, and turning alerts on says when to come back.
    await userEvent.click(await screen.findByRole('button', { name: 'Activer les alertes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les alertes sont indisponibles pour le moment. Réessayez plus tard.',
    );
    expect(screen.getByRole('button', { name: 'Activer les alertes' })).toBeVisible();
  });

  it('explains a push address the server will not hand over', async () => {
    stubServer({ status: 409, body: { error: { code: 'endpoint-taken' } } });
    stubPush();
    await openForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /already on for this device in a way this page cannot confirm/,
    );
  });

  it('still turns alerts on when storage is blocked, and says how to stop them then', async () => {
    stubServer({ status: 201, body: { id: 'id-1', secret: 's'.repeat(43) } });
    stubPush();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await openForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    expect(await screen.findByText(/use “Stop these alerts” on a notification/)).toBeVisible();
  });

  it('asks for at least one time', async () => {
    const requests = stubServer({ status: 201, body: {} });
    stubPush();
    await openForm();
    await userEvent.click(await screen.findByRole('checkbox', { name: /evening before/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Early in the morning/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Turn on alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one time.');
    expect(requests.calls.map((call) => call.url)).toEqual(['/api/alerts/vapid-public-key']);
  });

  it('has no accessibility violations, closed and open', async () => {
    stubServer({ status: 201, body: {} });
    stubPush();
    await setupI18nFor('/result');
    const { container } = renderWithProviders(<AlertsOffer {...PROPS} />, { route: '/result' });
    expect((await axe.run(container, AXE_OPTIONS)).violations).toEqual([]);
    await userEvent.click(screen.getByTestId('alerts-open'));
    await screen.findByRole('button', { name: 'Turn on alerts' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 3 })).toHaveFocus());
    expect((await axe.run(container, AXE_OPTIONS)).violations).toEqual([]);
  });
});
