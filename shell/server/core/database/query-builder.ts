import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Compilable,
} from 'kysely';
import type { Queryable } from './database';

/**
 * Kysely as a query builder only (docs/decisions/009-postgres-and-pg-boss.md#typed-sql): it
 * writes each statement and its parameters from the tables' types, so a column that is missing,
 * misspelt or of the wrong type is a type error; the statement runs through the one door to
 * Postgres (`Database`), embedded or server alike. It never connects on its own.
 */
export function queryBuilder<Tables>(): Kysely<Tables> {
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/** Runs a built statement on `db` (a transaction's, a pool's): its rows, typed by the builder. */
export async function run<O>(db: Queryable, query: Compilable<O>): Promise<O[]> {
  const { sql, parameters } = query.compile();
  // The rows are the ones the builder typed from the tables' types.
  return (await db.query(sql, parameters)) as O[];
}
