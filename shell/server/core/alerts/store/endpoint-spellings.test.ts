import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spellingsOf } from '../../../../site-tools/testing/endpoint-spellings';
import type { Database } from '../../database/database';
import { openEmbeddedDatabase } from '../../database/embedded-database';
import { migrate, MIGRATIONS_DIR } from '../../database/migrate';
import { canonicalEndpoint } from '../push/push-endpoints';

/**
 * docs/product/alerts.md#one-address-one-spelling: the rows kept before addresses had one
 * spelling are given it by the migration that made it so, as the API spells them now.
 */
const OWNER = 'https://fcm.googleapis.com/fcm/send/victim.device';
const OWNER_KEYS = { p256dh: 'owner-p256dh', auth: 'owner-auth' };
const STRANGER_KEYS = { p256dh: 'other-p256dh', auth: 'other-auth' };

let db: Database;
let n = 0;

async function insert(endpoint: string, keys: typeof OWNER_KEYS, place: string, minutesAgo = 0) {
  n += 1;
  await db.query(
    `INSERT INTO alert_subscription (id, secret_hash, endpoint, p256dh, auth, place_key, location,
       school_type, snow_days, language, units, threshold, evening, morning, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $5, 'Public', 0, 'en', 'us', 'delay', true,
       false, now() - make_interval(mins => $6), now() - make_interval(mins => $6))`,
    [`hash-${String(n)}`, endpoint, keys.p256dh, keys.auth, place, minutesAgo],
  );
}

beforeAll(async () => {
  db = await openEmbeddedDatabase('memory');
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const before = files.indexOf('0011_alert-device.sql');
  await migrate(db, undefined, before);
  for (const place of ['buffalo', 'quebec']) {
    await db.query(
      `INSERT INTO alert_place (key, query, name, time_zone) VALUES ($1, $1, $1, 'UTC')`,
      [place],
    );
  }
  // The device's own subscription, then seven other spellings of its address: a stranger's
  // takeovers (other keys), and the device itself twice (its keys).
  await insert(OWNER, OWNER_KEYS, 'buffalo', 60);
  const [upper, port, ...others] = spellingsOf(OWNER);
  await insert(upper ?? '', OWNER_KEYS, 'quebec', 30);
  await insert(port ?? '', OWNER_KEYS, 'quebec', 10);
  for (const spelling of others) await insert(spelling, STRANGER_KEYS, 'quebec', 5);
  await insert(
    ' HTTPS://Updates.Push.Services.Mozilla.com./wpush/v2/a/../b%7e',
    OWNER_KEYS,
    'buffalo',
  );
  await insert('not an address at all', OWNER_KEYS, 'buffalo');
  await migrate(db);
}, 60_000);

afterAll(() => db.close());

describe('the migration that gives every kept push address its one spelling', () => {
  it('spells each address as the API does, and keeps one row per device, place and school type', async () => {
    const rows = await db.query<{ endpoint: string; place_key: string; p256dh: string }>(
      'SELECT endpoint, place_key, p256dh FROM alert_subscription ORDER BY endpoint, place_key',
    );
    expect(rows).toEqual([
      { endpoint: OWNER, place_key: 'buffalo', p256dh: OWNER_KEYS.p256dh },
      // The device's own two spellings for one place: the later one stays.
      { endpoint: OWNER, place_key: 'quebec', p256dh: OWNER_KEYS.p256dh },
      {
        endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/b~',
        place_key: 'buffalo',
        p256dh: OWNER_KEYS.p256dh,
      },
      // No address at all: left as it was, for the worker to drop.
      { endpoint: 'not an address at all', place_key: 'buffalo', p256dh: OWNER_KEYS.p256dh },
    ]);
    expect(
      canonicalEndpoint(' HTTPS://Updates.Push.Services.Mozilla.com./wpush/v2/a/../b%7e'),
    ).toBe('https://updates.push.services.mozilla.com/wpush/v2/b~');
  });

  it('makes each address one row of its own, unique', async () => {
    const devices = await db.query<{ endpoint: string }>(
      'SELECT endpoint FROM alert_device ORDER BY endpoint',
    );
    expect(devices.map((d) => d.endpoint)).toEqual([
      OWNER,
      'https://updates.push.services.mozilla.com/wpush/v2/b~',
      'not an address at all',
    ]);
    await expect(
      db.query('INSERT INTO alert_device (endpoint) VALUES ($1)', [OWNER]),
    ).rejects.toThrow(/duplicate key/);
  });
});
