import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openEmbeddedDatabase } from './embedded-database';
import { migrate } from './migrate';

let db: Database;
beforeAll(async () => {
  db = await openEmbeddedDatabase('memory');
}, 60_000);
afterAll(() => db.close());

describe('migrations', () => {
  it('apply every numbered file once, in order, and record it', async () => {
    const first = await migrate(db);
    expect(first[0]).toBe('0001_alert-subscriptions');
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(recorded.map((r) => r.name)).toEqual(first);
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['alert_delivery', 'alert_place', 'alert_subscription']),
    );
  });

  it('roll a transaction back when its work throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO alert_place (key, query, name, time_zone) VALUES ('x', 'x', 'X', 'UTC')",
        );
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await db.query("SELECT 1 FROM alert_place WHERE key = 'x'")).toEqual([]);
  });
});
