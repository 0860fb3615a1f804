import {
  ALERT_LIMITS,
  ALERTS_API,
  alertErrorAnswerSchema,
  alertRequestSchemas,
  alertViewSchema,
  createdAlertAnswerSchema,
  vapidKeyAnswerSchema,
  type CreateAlertRequest,
} from '@snowday/shared-i18n/contract/alerts';
import express from 'express';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import type { Database } from '../../core/database/database';
import { openEmbeddedDatabase } from '../../core/database/embedded-database';
import { migrate } from '../../core/database/migrate';
import { MAX_Q_LENGTH } from '../../core/forecast/forecast-query';
import { createForecastSource } from '../../core/forecast/forecast-source';
import { calculatorOutlook } from '../../../site-tools/testing/calculator-outlook';
import { spellingsOf } from '../../../site-tools/testing/endpoint-spellings';
import {
  startUpstreamStub,
  TEST_KEY,
  type UpstreamStub,
} from '../../../site-tools/testing/upstream-stub';
import { createAlertsRouter, type AlertsApiOptions } from './alerts-router';
import { requestSchemas, storedLocation } from './request-schemas';

let db: Database;
let upstream: UpstreamStub;
let base: string;

const P256DH = `B${'A'.repeat(86)}`; // 65 bytes, starting 0x04
const AUTH = 'A'.repeat(22); // 16 bytes
let endpoints = 0;
const device = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${String((endpoints += 1))}`,
  keys: { p256dh: P256DH, auth: AUTH },
});
/** A request as the page's client types it (the contract's), with a test's changes. */
const valid = (): CreateAlertRequest => ({
  subscription: device(),
  location: ' Quebec ',
  schoolType: 'Public',
  snowDays: 2,
  language: 'fr',
  units: 'metric',
  threshold: 'delay',
  hours: ['evening', 'morning'],
});
const request = (overrides: Record<string, unknown> = {}) => ({ ...valid(), ...overrides });

// The answers are read field by field in each test; their shapes are what the tests check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

/**
 * The contract's schema for what the API answers `method` at `path` with `status`: every answer
 * in these tests is held to it, so a server that answers otherwise than the page reads fails.
 */
function answerSchema(method: string, path: string, status: number) {
  if (status >= 400) return alertErrorAnswerSchema;
  if (path === ALERTS_API.vapidPublicKey) return vapidKeyAnswerSchema;
  if (method === 'POST') return z.strictObject(createdAlertAnswerSchema.shape);
  return z.strictObject(alertViewSchema.shape);
}

async function call(method: string, path: string, body?: unknown, secret?: string) {
  return callAt(base, method, path, body, secret);
}

async function callAt(at: string, method: string, path: string, body?: unknown, secret?: string) {
  const response = await fetch(`${at}${ALERTS_API.base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(secret ? { Authorization: `Bearer ${secret}` } : {}),
    },
    body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const answer = text ? (JSON.parse(text) as Answer) : {};
  if (text) answerSchema(method, path, response.status).parse(answer);
  return { status: response.status, body: answer, retryAfter: response.headers.get('retry-after') };
}

const servers: Server[] = [];

/** An API of its own on a port of its own: its options, the forecasts and outlook of the tests'. */
async function mount(options: Partial<AlertsApiOptions> = {}): Promise<string> {
  const app = express();
  app.use(
    ALERTS_API.base,
    createAlertsRouter({
      store: () => ({ db, publicKey: 'BPublicKey' }),
      forecasts: createForecastSource({ upstreamBase: upstream.base, apiKey: TEST_KEY }),
      outlook: calculatorOutlook,
      rateLimit: { windowMs: 60_000, limit: 1_000 },
      ...options,
    }),
  );
  const listening = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(listening);
  return `http://127.0.0.1:${String((listening.address() as AddressInfo).port)}`;
}

beforeAll(async () => {
  [db, upstream] = await Promise.all([openEmbeddedDatabase('memory'), startUpstreamStub()]);
  await migrate(db);
  base = await mount({ rateLimit: { windowMs: 60_000, limit: 30 } });
}, 60_000);

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await Promise.all([db.close(), upstream.close()]);
});

describe('the alerts API', () => {
  it('gives the public VAPID key', async () => {
    expect(await call('GET', '/vapid-public-key')).toMatchObject({
      status: 200,
      body: { publicKey: 'BPublicKey' },
    });
  });

  it('subscribes, names the place from its forecast, and keeps only a hash of the secret', async () => {
    const { status, body } = await call('POST', '/subscriptions', request());
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^[\da-f-]{36}$/),
      secret: expect.stringMatching(/^[\w-]{43}$/),
      location: 'Quebec',
      schoolType: 'Public',
      snowDays: 2,
      language: 'fr',
      units: 'metric',
      threshold: 'delay',
      hours: ['evening', 'morning'],
      place: { name: 'Quebec, Canada', timeZone: 'America/Toronto' },
    });
    const [row] = await db.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM alert_subscription WHERE id = $1',
      [body.id],
    );
    expect(row?.secret_hash).toMatch(/^[\da-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(body.secret);
  });

  it('refuses a name, or anything it would not keep, and says which field is wrong', async () => {
    const named = await call('POST', '/subscriptions', request({ name: 'Ada' }));
    expect(named.status).toBe(400);
    expect(named.body.error.code).toBe('invalid-request');
    const wrong = await call(
      'POST',
      '/subscriptions',
      request({ threshold: 'sometimes', hours: [], snowDays: 21 }),
    );
    expect(wrong.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'hours',
      'snowDays',
      'threshold',
    ]);
    const local = await call(
      'POST',
      '/subscriptions',
      request({ subscription: { ...device(), endpoint: 'http://127.0.0.1:6379/push' } }),
    );
    expect(local.body.error.issues[0].path).toBe('subscription.endpoint');
    const badKey = await call(
      'POST',
      '/subscriptions',
      request({ subscription: { ...device(), keys: { p256dh: 'abc', auth: AUTH } } }),
    );
    expect(badKey.body.error.issues[0].path).toBe('subscription.keys.p256dh');
    expect((await call('POST', '/subscriptions', '{"subscription":')).status).toBe(400);
  });

  it('tells an unknown place from a weather service that did not answer', async () => {
    const unknown = await call('POST', '/subscriptions', request({ location: 'Atlantis' }));
    expect(unknown).toMatchObject({ status: 422, body: { error: { code: 'unknown-place' } } });
    const down = await call('POST', '/subscriptions', request({ location: '__error500' }));
    expect(down).toMatchObject({ status: 503, body: { error: { code: 'weather-unavailable' } } });
  });

  it('replaces the subscription a device already has for the place and school type', async () => {
    const subscription = device();
    const first = await call('POST', '/subscriptions', request({ subscription }));
    const again = await call(
      'POST',
      '/subscriptions',
      request({ subscription, threshold: 'closure' }),
    );
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.threshold).toBe('closure');
    expect(
      (await call('GET', `/subscriptions/${first.body.id}`, undefined, first.body.secret)).status,
    ).toBe(404);
  });

  it('changes, reads and removes a subscription only with its secret', async () => {
    const { body } = await call('POST', '/subscriptions', request());
    const path = `/subscriptions/${String(body.id)}`;
    expect((await call('PATCH', path, { threshold: 'closure' }, 'x'.repeat(43))).status).toBe(404);
    expect((await call('PATCH', path, { threshold: 'closure' })).status).toBe(404);
    const changed = await call(
      'PATCH',
      path,
      { threshold: 'closure', hours: ['morning'] },
      body.secret,
    );
    expect(changed.body).toMatchObject({ threshold: 'closure', hours: ['morning'] });
    expect((await call('PATCH', path, { location: 'Paris' }, body.secret)).status).toBe(400);
    expect((await call('GET', path, undefined, body.secret)).body.threshold).toBe('closure');
    expect((await call('DELETE', path, undefined, 'y'.repeat(43))).status).toBe(404);
    expect((await call('DELETE', path, undefined, body.secret)).status).toBe(204);
    expect((await call('GET', path, undefined, body.secret)).status).toBe(404);
  });

  it('holds a device to ten places, and an address to its rate', async () => {
    const subscription = device();
    const places = [
      'Quebec',
      'Montreal',
      'Ottawa',
      'Buffalo',
      'Boston',
      'Denver',
      'Paris',
      'Madrid',
      'Harbin',
      'Beijing',
    ];
    for (const location of places) {
      expect(
        (await call('POST', '/subscriptions', request({ subscription, location }))).status,
      ).toBe(201);
    }
    const eleventh = await call(
      'POST',
      '/subscriptions',
      request({ subscription, location: 'Calgary' }),
    );
    expect(eleventh).toMatchObject({
      status: 409,
      body: { error: { code: 'too-many-for-device' } },
    });
    // Thirty a minute from one address in this test; the next one waits.
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i += 1) {
      status = (await call('POST', '/subscriptions', request())).status;
    }
    expect(status).toBe(429);
  });
});

/** Another device's keys: a P-256 point (65 bytes from 0x04) and a 16-byte secret of its own. */
const OTHER_KEYS = { p256dh: `BA${'Q'.repeat(85)}`, auth: 'Q'.repeat(22) };

describe('one device, one owner (docs/product/alerts.md#one-device-one-owner)', () => {
  let at: string;
  beforeAll(async () => {
    at = await mount();
  });
  const post = (body: unknown, secret?: string) =>
    callAt(at, 'POST', '/subscriptions', body, secret);

  it('refuses a known push address with other keys and no secret, and keeps its owner’s', async () => {
    const subscription = device();
    const first = await post(request({ subscription }));
    expect(first.status).toBe(201);
    const stranger = { ...subscription, keys: OTHER_KEYS };
    // The same place and school type: it would have replaced the owner's secret and keys.
    expect(await post(request({ subscription: stranger }))).toMatchObject({
      status: 409,
      body: { error: { code: 'endpoint-taken' } },
    });
    // Another place on the same address: it would have sent there with keys of its own.
    expect(await post(request({ subscription: stranger, location: 'Ottawa' }))).toMatchObject({
      status: 409,
      body: { error: { code: 'endpoint-taken' } },
    });
    // A secret of something else proves nothing.
    expect((await post(request({ subscription: stranger }), 'z'.repeat(43))).status).toBe(409);
    const path = `/subscriptions/${String(first.body.id)}`;
    expect((await callAt(at, 'GET', path, undefined, first.body.secret)).status).toBe(200);
    const [row] = await db.query<{ p256dh: string }>(
      'SELECT p256dh FROM alert_subscription WHERE id = $1',
      [first.body.id],
    );
    expect(row?.p256dh).toBe(P256DH);
  });

  it('lets the same device in: by its keys, or with the secret of what it replaces', async () => {
    const subscription = device();
    const first = await post(request({ subscription }));
    // The browser gives the same address with the same keys: a second place, the first again.
    expect((await post(request({ subscription, location: 'Ottawa' }))).status).toBe(201);
    const again = await post(request({ subscription, threshold: 'closure' }));
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id } });
    // With its secret, its owner may give it new keys.
    const renewed = await post(
      request({ subscription: { ...subscription, keys: OTHER_KEYS } }),
      again.body.secret,
    );
    expect(renewed).toMatchObject({ status: 200, body: { id: first.body.id } });
  });

  // Twenty-odd requests, each a transaction: more than the default on a busy machine.
  it(
    'reads every spelling of an address as that address: taken, and counted against its device',
    { timeout: 30_000 },
    async () => {
      const owner = {
        endpoint: `https://fcm.googleapis.com/fcm/send/owner.${String((endpoints += 1))}`,
        keys: { p256dh: P256DH, auth: AUTH },
      };
      const places = ['Quebec', 'Montreal', 'Ottawa', 'Buffalo', 'Boston'];
      for (const location of places) {
        expect((await post(request({ subscription: owner, location }))).status).toBe(201);
      }
      const spellings = spellingsOf(owner.endpoint);
      expect(spellings).toHaveLength(7);
      for (const endpoint of spellings) {
        // Without the secret, another device's keys on the same address are a takeover.
        const stranger = await post(
          request({ subscription: { endpoint, keys: OTHER_KEYS }, location: 'Boston' }),
        );
        expect(stranger, JSON.stringify(endpoint)).toMatchObject({
          status: 409,
          body: { error: { code: 'endpoint-taken' } },
        });
      }
      // The owner's own keys under other spellings: the same device, its places counted together
      // (ten at most), each stored in the one spelling.
      const denver = await post(
        request({ subscription: { ...owner, endpoint: spellings[0] }, location: 'Denver' }),
      );
      expect(denver.status).toBe(201);
      const again = await post(
        request({ subscription: { ...owner, endpoint: spellings[1] }, location: 'Denver' }),
      );
      expect(again).toMatchObject({ status: 200, body: { id: denver.body.id } });
      for (const [i, location] of ['Paris', 'Madrid', 'Harbin', 'Beijing', 'Calgary'].entries()) {
        const endpoint = spellings[2 + i] ?? owner.endpoint;
        const answer = await post(request({ subscription: { ...owner, endpoint }, location }));
        expect(answer.status, location).toBe(location === 'Calgary' ? 409 : 201);
      }
      const rows = await db.query<{ endpoint: string; n: number }>(
        `SELECT endpoint, count(*)::int AS n FROM alert_subscription
       WHERE endpoint ILIKE '%owner.%' AND p256dh = $1 GROUP BY endpoint`,
        [P256DH],
      );
      expect(rows.filter((r) => r.endpoint.includes(owner.endpoint.slice(-8)))).toEqual([
        { endpoint: owner.endpoint, n: 10 },
      ]);
    },
  );

  it('answers 409, never 500, to a change onto an address another subscription holds', async () => {
    const mine = device();
    const theirs = device();
    const a = await post(request({ subscription: mine }));
    const b = await post(request({ subscription: theirs }));
    const path = `/subscriptions/${String(a.body.id)}`;
    // Same place and school type on that address: the database's one-per-device rule.
    const clash = await callAt(at, 'PATCH', path, { subscription: theirs }, a.body.secret);
    expect(clash).toMatchObject({ status: 409, body: { error: { code: 'endpoint-taken' } } });
    // Another place there, with other keys than its subscriptions': a takeover all the same.
    const elsewhere = await post(request({ subscription: device(), location: 'Ottawa' }));
    const moved = await callAt(
      at,
      'PATCH',
      `/subscriptions/${String(elsewhere.body.id)}`,
      { subscription: { ...theirs, keys: OTHER_KEYS } },
      elsewhere.body.secret,
    );
    expect(moved).toMatchObject({ status: 409, body: { error: { code: 'endpoint-taken' } } });
    // With the keys the address's subscriptions have (the browser's new address for all its
    // alerts, moved one after another), it joins them.
    const joined = await callAt(
      at,
      'PATCH',
      `/subscriptions/${String(elsewhere.body.id)}`,
      { subscription: theirs },
      elsewhere.body.secret,
    );
    expect(joined.status).toBe(200);
    expect(
      (await callAt(at, 'GET', `/subscriptions/${String(b.body.id)}`, undefined, b.body.secret))
        .status,
    ).toBe(200);
  });
});

describe('the site’s cap', () => {
  it('refuses a new subscription once the site keeps as many as it will, and still replaces', async () => {
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM alert_subscription',
    );
    const at = await mount({ maxSubscriptions: (count?.n ?? 0) + 1 });
    const subscription = device();
    const last = await callAt(at, 'POST', '/subscriptions', request({ subscription }));
    expect(last.status).toBe(201);
    const over = await callAt(at, 'POST', '/subscriptions', request());
    expect(over).toMatchObject({
      status: 503,
      body: { error: { code: 'alerts-full' } },
      retryAfter: '30',
    });
    const replaced = await callAt(
      at,
      'POST',
      '/subscriptions',
      request({ subscription, threshold: 'closure' }),
    );
    expect(replaced.status).toBe(200);
  });
});

describe('a database that does not answer', () => {
  it('answers 503 alerts-unavailable at once while the database is known to be away', async () => {
    const at = await mount({ store: () => undefined });
    for (const [method, path] of [
      ['GET', '/vapid-public-key'],
      ['POST', '/subscriptions'],
      ['DELETE', `/subscriptions/${randomUUID()}`],
    ] as const) {
      expect(await callAt(at, method, path, method === 'POST' ? request() : undefined)).toEqual({
        status: 503,
        body: { error: { code: 'alerts-unavailable' } },
        retryAfter: '30',
      });
    }
  });

  it('answers 503, not 500, to a request the database went away under', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const away: Database = {
      ...db,
      query: () => Promise.reject(refused),
      transaction: () => Promise.reject(refused),
    };
    const errors: unknown[] = [];
    const at = await mount({
      store: () => ({ db: away, publicKey: 'BPublicKey' }),
      onError: (error) => errors.push(error),
    });
    expect(await callAt(at, 'POST', '/subscriptions', request())).toMatchObject({
      status: 503,
      body: { error: { code: 'alerts-unavailable' } },
    });
    expect(
      (await callAt(at, 'GET', `/subscriptions/${randomUUID()}`, undefined, 'x'.repeat(43))).status,
    ).toBe(503);
    expect(errors).toEqual([]);
  });
});

describe('storedLocation', () => {
  it('keeps the place as typed, and rounds coordinates to about a kilometre', () => {
    expect(storedLocation('  Saint-Jean,   QC ')).toBe('Saint-Jean, QC');
    expect(storedLocation('46.81234, -71.20801')).toBe('46.81,-71.21');
    expect(storedLocation('-0.001,0.004')).toBe('0.00,0.00');
  });
});

describe('the contract the page and the server share', () => {
  const allowAny = () => true;

  it('lets the server accept exactly what the page sends, and hold its own checks besides', () => {
    const server = requestSchemas(allowAny).create;
    const page = alertRequestSchemas().create;
    expect(server.parse(valid()).location).toBe('Quebec');
    expect(page.parse(valid()).location).toBe('Quebec');
    // A field renamed on one side only is refused by both: they are one schema.
    const { threshold, ...renamed } = valid();
    for (const schema of [server, page])
      expect(schema.safeParse({ ...renamed, level: threshold }).success).toBe(false);
    // What a browser cannot check is the server's alone: a key of the wrong size.
    const short = {
      ...valid(),
      subscription: { ...device(), keys: { p256dh: 'abc', auth: AUTH } },
    };
    expect(page.safeParse(short).success).toBe(true);
    expect(server.safeParse(short).success).toBe(false);
  });

  it('types the server’s schemas as the page’s requests', () => {
    expectTypeOf<
      z.input<ReturnType<typeof requestSchemas>['create']>
    >().toEqualTypeOf<CreateAlertRequest>();
  });

  it('holds a place to what the forecast query reads', () => {
    expect(ALERT_LIMITS.locationLength).toBe(MAX_Q_LENGTH);
  });

  it('refuses an answer the page would not read', () => {
    expect(vapidKeyAnswerSchema.safeParse({ key: 'B' }).success).toBe(false);
    expect(alertErrorAnswerSchema.safeParse({ error: { code: 'nope' } }).success).toBe(false);
    expect(createdAlertAnswerSchema.safeParse({ id: 'x' }).success).toBe(false);
  });
});
