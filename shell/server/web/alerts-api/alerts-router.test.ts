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
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import type { Database } from '../../core/database/database';
import { openEmbeddedDatabase } from '../../core/database/embedded-database';
import { migrate } from '../../core/database/migrate';
import { MAX_Q_LENGTH } from '../../core/forecast/forecast-query';
import { createForecastSource } from '../../core/forecast/forecast-source';
import { calculatorOutlook } from '../../../tools/testing/calculator-outlook';
import {
  startUpstreamStub,
  TEST_KEY,
  type UpstreamStub,
} from '../../../tools/testing/upstream-stub';
import { createAlertsRouter } from './alerts-router';
import { requestSchemas, storedLocation } from './request-schemas';

let db: Database;
let upstream: UpstreamStub;
let server: Server;
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
  const response = await fetch(`${base}${ALERTS_API.base}${path}`, {
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
  return { status: response.status, body: answer };
}

beforeAll(async () => {
  [db, upstream] = await Promise.all([openEmbeddedDatabase('memory'), startUpstreamStub()]);
  await migrate(db);
  const app = express();
  app.use(
    ALERTS_API.base,
    createAlertsRouter({
      db,
      publicKey: 'BPublicKey',
      forecasts: createForecastSource({ upstreamBase: upstream.base, apiKey: TEST_KEY }),
      outlook: calculatorOutlook,
      rateLimit: { windowMs: 60_000, limit: 30 },
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await Promise.all([db.close(), upstream.close()]);
});

describe('the alerts API', () => {
  it('gives the public VAPID key', async () => {
    expect(await call('GET', '/vapid-public-key')).toEqual({
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
    expect(unknown).toEqual({ status: 422, body: { error: { code: 'unknown-place' } } });
    const down = await call('POST', '/subscriptions', request({ location: '__error500' }));
    expect(down).toEqual({ status: 503, body: { error: { code: 'weather-unavailable' } } });
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
    expect(eleventh).toEqual({ status: 409, body: { error: { code: 'too-many-for-device' } } });
    // Thirty a minute from one address in this test; the next one waits.
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i += 1) {
      status = (await call('POST', '/subscriptions', request())).status;
    }
    expect(status).toBe(429);
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
