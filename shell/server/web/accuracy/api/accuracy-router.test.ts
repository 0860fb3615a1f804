import {
  ACCURACY_API,
  askAnswerSchema,
  reportAnswerSchema,
  reportErrorAnswerSchema,
} from '@snowday/shared-i18n/contract/accuracy';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../core/database/database';
import { openEmbeddedDatabase } from '../../../core/database/embedded-database';
import { migrate } from '../../../core/database/migrate';
import { createForecastSource } from '../../../core/forecast/forecast-source';
import { calculatorOutlook } from '../../../../site-tools/testing/calculator-outlook';
import {
  startUpstreamStub,
  TEST_KEY,
  type UpstreamStub,
} from '../../../../site-tools/testing/upstream-stub';
import { addDays, wallClock } from '../../../core/alerts/model/wall-clock';
import { createPublishedRecorder } from '../publish/recorder';
import { createHash } from 'node:crypto';
import { placeKeyOf, recordPublished } from '../../../core/accuracy/store/forecasts';
import { REVIEW_RULES } from '../../../core/accuracy/store/reports';
import { aggregate } from '../../../core/accuracy/store/summary';
import { createAccuracyRouter, DEVICE_HEADER } from './accuracy-router';
import { signToken, TOKEN_LIFETIME_MS } from './report-token';

const SECRET = 'a-test-secret-that-is-long-enough-to-sign';
let db: Database;
let upstream: UpstreamStub;
let server: Server;
let base: string;
let clock = Date.parse('2026-12-02T16:00:00Z');

// The answers are read field by field; each is first held to the contract's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

async function call(method: string, path: string, body?: unknown, device?: string) {
  const response = await fetch(`${base}${ACCURACY_API.base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(device ? { [DEVICE_HEADER]: device } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer;
  if (response.status >= 400) reportErrorAnswerSchema.parse(answer);
  else if (path.startsWith(ACCURACY_API.ask)) askAnswerSchema.parse(answer);
  else if (path === ACCURACY_API.reports) reportAnswerSchema.parse(answer);
  return { status: response.status, body: answer };
}

const device = (n: number) => `device-${String(n).padStart(20, '0')}`;
const quebec = {
  key: placeKeyOf({ name: 'Quebec', region: 'Quebec', country: 'Canada' }),
  name: 'Quebec',
  region: 'Quebec',
  country: 'Canada',
  timeZone: 'America/Toronto',
};
const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');
/** A token as the server signs one when `device` asks about `day` at `place`. */
const tokenFor = (day: string, place: typeof quebec, issuedAt: number, forDevice: string) =>
  signToken(SECRET, {
    device: hashOf(forDevice),
    place,
    schoolType: 'Public',
    snowDays: 0,
    day,
    chance: 40,
    issuedAt,
  });
/** The site published a chance for Quebec (Public, no snow days) on each of these days. */
const publish = (...days: string[]) =>
  recordPublished(
    db,
    days.map((day) => ({ place: quebec, schoolType: 'Public', snowDays: 0, day, chance: 40 })),
  );
const ASK = `${ACCURACY_API.ask}?location=Quebec`;

beforeAll(async () => {
  [db, upstream] = await Promise.all([openEmbeddedDatabase('memory'), startUpstreamStub()]);
  await migrate(db);
  const app = express();
  app.use(
    ACCURACY_API.base,
    createAccuracyRouter({
      db,
      secret: SECRET,
      forecasts: createForecastSource({ upstreamBase: upstream.base, apiKey: TEST_KEY }),
      outlook: calculatorOutlook,
      now: () => clock,
      limits: { askPerWindow: 1000, reportsPerWindow: 1000, windowMs: 60_000 },
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

beforeEach(async () => {
  clock = Date.parse('2026-12-02T16:00:00Z');
  await db.query('DELETE FROM accuracy_report');
  await db.query('DELETE FROM accuracy_forecast');
});

describe('the question', () => {
  it('names the place as the weather service does and the day that has passed, with a token', async () => {
    await publish('2026-12-01', '2026-12-02');
    // 11:00 in Quebec: today is decided.
    const { status, body } = await call('GET', ASK, undefined, device(0));
    expect(status).toBe(200);
    expect(body.ask).toMatchObject({
      day: '2026-12-02',
      place: { name: 'Quebec', region: 'Quebec', country: 'Canada' },
      token: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
    });
    expect(body.ask.answer).toBeUndefined();
    clock = Date.parse('2026-12-02T14:00:00Z'); // 09:00 there: still yesterday's
    expect((await call('GET', ASK, undefined, device(0))).body.ask.day).toBe('2026-12-01');
  });

  it('asks nothing about a place-day the site published no chance for, nor of a page that names no device', async () => {
    expect((await call('GET', ASK, undefined, device(0))).body).toEqual({ ask: null });
    // Published for another school type or another snow-day count: still nothing for this one.
    await recordPublished(db, [
      { place: quebec, schoolType: 'Private', snowDays: 0, day: '2026-12-02', chance: 40 },
      { place: quebec, schoolType: 'Public', snowDays: 3, day: '2026-12-02', chance: 40 },
    ]);
    expect((await call('GET', ASK, undefined, device(0))).body).toEqual({ ask: null });
    await publish('2026-12-02');
    expect((await call('GET', ASK, undefined, device(0))).body.ask.day).toBe('2026-12-02');
    expect((await call('GET', ASK)).body).toEqual({ ask: null });
    expect((await call('GET', ASK, undefined, 'short')).body).toEqual({ ask: null });
  });

  it('asks about the day a device names (an alert’s) only once it is decided, and while it can be answered', async () => {
    await publish('2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03');
    const ask = async (day: string) =>
      (await call('GET', `${ASK}&day=${day}`, undefined, device(30))).body.ask as Answer;
    // 11:00 in Quebec on the 2nd: the 2nd and the 1st may be answered, the 3rd not yet.
    expect((await ask('2026-12-01')).day).toBe('2026-12-01');
    expect((await ask('2026-12-02')).day).toBe('2026-12-02');
    expect(await ask('2026-12-03')).toBeNull();
    // The 30th of November closed at the end of the 1st there.
    expect(await ask('2026-11-30')).toBeNull();
    expect(await ask('2026-13-45')).toBeNull();
    expect(await ask('tomorrow')).toBeNull();
    // A token for the day named, which a report then takes.
    const token = (await ask('2026-12-01')).token as string;
    const sent = await call('PUT', ACCURACY_API.reports, {
      token,
      device: device(30),
      answer: 'closed',
    });
    expect(sent.body).toEqual({ answer: 'closed', changed: false });
    clock = Date.parse('2026-12-02T14:00:00Z'); // 09:00 there: the 2nd is not decided yet
    expect(await ask('2026-12-02')).toBeNull();
  });

  it('asks nothing for a place the weather service does not know', async () => {
    const { body } = await call(
      'GET',
      `${ACCURACY_API.ask}?location=Nowhere%20at%20all%20zzz`,
      undefined,
      device(0),
    );
    expect(body).toEqual({ ask: null });
  });
});

describe('a report', () => {
  it('is one per device, place, school type and day: sending again changes it', async () => {
    await publish('2026-12-02');
    const { body: asked } = await call('GET', ASK, undefined, device(1));
    const token = asked.ask.token as string;
    expect(
      await call('PUT', ACCURACY_API.reports, { token, device: device(1), answer: 'closed' }),
    ).toEqual({ status: 200, body: { answer: 'closed', changed: false } });
    expect(
      await call('PUT', ACCURACY_API.reports, { token, device: device(1), answer: 'delayed' }),
    ).toEqual({ status: 200, body: { answer: 'delayed', changed: true } });
    const rows = await db.query<{ answer: string; device_hash: string }>(
      'SELECT answer, device_hash FROM accuracy_report',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.answer).toBe('delayed');
    // Only a hash of the device's id is kept.
    expect(rows[0]?.device_hash).toMatch(/^[\da-f]{64}$/);
    const again = await call('GET', ASK, undefined, device(1));
    expect(again.body.ask.answer).toBe('delayed');
  });

  it('needs a token this server signed, still fresh', async () => {
    const token = tokenFor('2026-12-02', quebec, clock, device(2));
    const forged = `${token.slice(0, -2)}xx`;
    expect(
      (
        await call('PUT', ACCURACY_API.reports, {
          token: forged,
          device: device(2),
          answer: 'open',
        })
      ).status,
    ).toBe(403);
    const other = signToken('another-secret-another-secret-another', {
      device: hashOf(device(2)),
      chance: 40,
      place: quebec,
      schoolType: 'Public',
      snowDays: 0,
      day: '2026-12-02',
      issuedAt: clock,
    });
    expect(
      (await call('PUT', ACCURACY_API.reports, { token: other, device: device(2), answer: 'open' }))
        .body,
    ).toEqual({ error: { code: 'bad-token' } });
    const stale = tokenFor('2026-12-02', quebec, clock - TOKEN_LIFETIME_MS - 1, device(2));
    expect(
      (await call('PUT', ACCURACY_API.reports, { token: stale, device: device(2), answer: 'open' }))
        .status,
    ).toBe(403);
  });

  it('is good for the device it was asked for, and no other', async () => {
    await publish('2026-12-02');
    const { body } = await call('GET', ASK, undefined, device(8));
    const token = body.ask.token as string;
    // The same token from 35 other devices (one address, or many): each refused.
    for (let n = 0; n < 35; n += 1) {
      expect(
        (
          await call('PUT', ACCURACY_API.reports, {
            token,
            device: device(200 + n),
            answer: 'closed',
          })
        ).body,
      ).toEqual({ error: { code: 'bad-token' } });
    }
    expect(
      (await call('PUT', ACCURACY_API.reports, { token, device: device(8), answer: 'closed' }))
        .body,
    ).toEqual({ answer: 'closed', changed: false });
    expect(await db.query('SELECT 1 FROM accuracy_report')).toHaveLength(1);
  });

  it('takes the token of a place with a long name', async () => {
    const long = {
      ...quebec,
      name: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
      region: 'Isle of Anglesey',
      country: 'United Kingdom',
      timeZone: 'Europe/London',
    };
    const place = { ...long, key: placeKeyOf(long) };
    const token = tokenFor('2026-12-02', place, clock, device(10));
    expect(token.length).toBeGreaterThan(600);
    expect(
      (await call('PUT', ACCURACY_API.reports, { token, device: device(10), answer: 'open' })).body,
    ).toEqual({ answer: 'open', changed: false });
  });

  it('can no longer be made or changed once the day after has ended there', async () => {
    const token = tokenFor('2026-11-30', quebec, clock - 3600_000, device(3));
    expect(
      (await call('PUT', ACCURACY_API.reports, { token, device: device(3), answer: 'open' })).body,
    ).toEqual({ error: { code: 'too-late' } });
  });

  it('refuses any field but the token, the device and the answer', async () => {
    const token = tokenFor('2026-12-02', quebec, clock, device(4));
    for (const body of [
      { token, device: device(4), answer: 'open', name: 'Ada' },
      { token, device: device(4), answer: 'maybe' },
      { token, device: 'short', answer: 'open' },
      { token, device: device(4), answer: 'open', chance: 80 },
    ]) {
      expect((await call('PUT', ACCURACY_API.reports, body)).body).toEqual({
        error: { code: 'invalid-request' },
      });
    }
  });

  it('is limited per device and day', async () => {
    for (let n = 0; n < REVIEW_RULES.devicePlaceDays; n += 1) {
      const place = {
        ...quebec,
        key: `canada|quebec|place ${String(n)}`,
        name: `Place ${String(n)}`,
      };
      const { status } = await call('PUT', ACCURACY_API.reports, {
        token: tokenFor('2026-12-02', place, clock, device(5)),
        device: device(5),
        answer: 'open',
      });
      expect(status).toBe(200);
    }
    const extra = { ...quebec, key: 'canada|quebec|one more', name: 'One more' };
    expect(
      (
        await call('PUT', ACCURACY_API.reports, {
          token: tokenFor('2026-12-02', extra, clock, device(5)),
          device: device(5),
          answer: 'open',
        })
      ).body,
    ).toEqual({ error: { code: 'too-many' } });
  });

  it('is held for review in a burst, or from a device that says everywhere closed', async () => {
    for (let n = 0; n <= REVIEW_RULES.burstDevices; n += 1) {
      const token = tokenFor('2026-12-02', quebec, clock, device(100 + n));
      await call('PUT', ACCURACY_API.reports, { token, device: device(100 + n), answer: 'closed' });
    }
    const statuses = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM accuracy_report GROUP BY status ORDER BY status',
    );
    expect(statuses).toEqual([
      { status: 'accepted', n: REVIEW_RULES.burstDevices },
      { status: 'held', n: 1 },
    ]);
    await db.query('DELETE FROM accuracy_report');
    for (let n = 0; n <= REVIEW_RULES.closedPlaces; n += 1) {
      const place = {
        ...quebec,
        key: `canada|quebec|town ${String(n)}`,
        name: `Town ${String(n)}`,
      };
      await call('PUT', ACCURACY_API.reports, {
        token: tokenFor('2026-12-02', place, clock, device(7)),
        device: device(7),
        answer: 'closed',
      });
    }
    const held = await db.query('SELECT 1 FROM accuracy_report WHERE status = $1', ['held']);
    expect(held).toHaveLength(1);
  });

  it('is reviewed again when its answer changes, as a new one would be', async () => {
    const towns = Array.from({ length: 8 }, (_, n) => ({
      ...quebec,
      key: `canada|quebec|village ${String(n)}`,
      name: `Village ${String(n)}`,
    }));
    const send = (place: (typeof towns)[number], answer: string) =>
      call('PUT', ACCURACY_API.reports, {
        token: tokenFor('2026-12-02', place, clock, device(9)),
        device: device(9),
        answer,
      });
    for (const town of towns) expect((await send(town, 'open')).status).toBe(200);
    const status = async () =>
      db.query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM accuracy_report GROUP BY status ORDER BY status',
      );
    expect(await status()).toEqual([{ status: 'accepted', n: 8 }]);
    // "Open" everywhere, then "closed" everywhere: held past five places, as if said at once.
    for (const town of towns) expect((await send(town, 'closed')).body.changed).toBe(true);
    expect(await status()).toEqual([
      { status: 'accepted', n: REVIEW_RULES.closedPlaces },
      { status: 'held', n: 8 - REVIEW_RULES.closedPlaces },
    ]);
    // Taken back to "open", a held one is an ordinary answer again.
    await send(towns[7] ?? quebec, 'open');
    expect(await status()).toEqual([
      { status: 'accepted', n: REVIEW_RULES.closedPlaces + 1 },
      { status: 'held', n: 7 - REVIEW_RULES.closedPlaces },
    ]);
  });

  it('changed in a burst is held like a new one in a burst', async () => {
    const devices = Array.from({ length: REVIEW_RULES.burstDevices + 1 }, (_, n) =>
      device(300 + n),
    );
    const send = (id: string, answer: string) =>
      call('PUT', ACCURACY_API.reports, {
        token: tokenFor('2026-12-02', quebec, clock, id),
        device: id,
        answer,
      });
    // Each answered an hour and more ago, apart: no burst then.
    for (const id of devices) await send(id, 'open');
    await db.query(
      "UPDATE accuracy_report SET created_at = now() - interval '2 hours', updated_at = now() - interval '2 hours'",
    );
    for (const id of devices) await send(id, 'closed');
    const held = await db.query('SELECT 1 FROM accuracy_report WHERE status = $1', ['held']);
    expect(held).toHaveLength(1);
  });
});

describe('published chances and the summary', () => {
  it('scores a report against the chance the server published before the day, and keeps the rest apart', async () => {
    const forecasts = createForecastSource({ upstreamBase: upstream.base, apiKey: TEST_KEY });
    const loaded = await forecasts.load('Quebec');
    if (loaded?.kind !== 'ok') throw new Error('no sample forecast for Quebec');
    const today = wallClock(Date.now(), 'America/Toronto').date;
    const tomorrow = addDays(today, 1);
    const recorder = createPublishedRecorder({ db, outlook: calculatorOutlook });
    await recorder.recordNow(
      { location: 'Quebec', schoolType: 'Public', snowDays: 0 },
      loaded.body,
    );
    const published = await db.query<{ day: string; chance: number }>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, chance FROM accuracy_forecast ORDER BY day",
    );
    // Tomorrow's and the day after's at least; today's only before its 06:00.
    expect(published.map((p) => p.day)).toContain(tomorrow);
    expect(published.every((p) => p.chance >= 0 && p.chance <= 100)).toBe(true);

    clock = Date.now();
    await call('PUT', ACCURACY_API.reports, {
      token: tokenFor(tomorrow, quebec, clock, device(20)),
      device: device(20),
      answer: 'closed',
    });
    // A report on a day nothing was published for: counted, not scored.
    await call('PUT', ACCURACY_API.reports, {
      token: tokenFor(addDays(today, -1), quebec, clock, device(21)),
      device: device(21),
      answer: 'open',
    });
    const summary = await aggregate(db, new Date(clock));
    expect(summary.reports).toEqual({ scored: 1, unmatched: 1, held: 0 });
    expect(summary.site.placeDays).toBe(1);
    expect(summary.simulated).toBe(false);
    const served = await call('GET', ACCURACY_API.summary);
    expect(served.body.summary.site.placeDays).toBe(1);
  });
});
