import { runner } from 'node-pg-migrate';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientBase } from 'pg';
import type { Database, Session } from './database';

/** The numbered SQL files, applied in order: `0001_name.sql`, `0002_name.sql`, … */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * node-pg-migrate talks to a `pg` client and only calls its `query`: statements with parameters
 * go as they are; without, they may be a whole migration file, which PGlite runs only through
 * `exec`.
 */
function migrationClient(session: Session): ClientBase {
  const client = {
    query: async (text: string | { text: string }, values?: unknown[]) => {
      const sql = typeof text === 'string' ? text : text.text;
      return { rows: values?.length ? await session.query(sql, values) : await session.exec(sql) };
    },
  };
  // Only `query` is used when a client is handed in (node-pg-migrate's `dbClient`).
  return client as unknown as ClientBase;
}

/**
 * Brings the schema up to date at start-up: every file of MIGRATIONS_DIR not yet recorded in
 * `schema_migrations` runs in a transaction of its own, in order, and is recorded there. Several
 * instances starting at once wait for each other (an advisory lock).
 */
export async function migrate(
  db: Database,
  log: (line: string) => void = () => undefined,
  /** How many of the files not yet applied to apply (tests start from an older schema). */
  count = Infinity,
) {
  const applied = await db.session((session) =>
    runner({
      dbClient: migrationClient(session),
      dir: MIGRATIONS_DIR,
      migrationsTable: 'schema_migrations',
      direction: 'up',
      count,
      singleTransaction: false,
      checkOrder: true,
      advisoryLockMode: 'wait',
      log: () => undefined,
    }),
  );
  for (const migration of applied) log(`database: applied migration ${migration.name}`);
  return applied.map((m) => m.name);
}
