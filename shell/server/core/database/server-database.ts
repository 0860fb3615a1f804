import pg from 'pg';
import type { Database, Queryable, Row } from './database';

/** A Postgres server (`DATABASE_URL`), through node-postgres' pool. */
export function openServerDatabase(connectionString: string, { max = 5 } = {}): Database {
  const pool = new pg.Pool({ connectionString, max, application_name: 'snowday' });
  // An idle client that loses its server emits here; a query then fails and is retried by its job.
  pool.on('error', () => undefined);
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T extends Row>(text: string, params?: readonly unknown[]) =>
      (await client.query<T>(text, params as unknown[] | undefined)).rows,
  });
  return {
    kind: 'server',
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async session(work) {
      const client = await pool.connect();
      try {
        return await work({
          ...on(client),
          async exec(sql) {
            // node-postgres answers several statements with one result each.
            const results: unknown = await client.query(sql);
            const last = (Array.isArray(results) ? results.at(-1) : results) as
              pg.QueryResult<Row> | undefined;
            return last?.rows ?? [];
          },
        });
      } finally {
        client.release();
      }
    },
    jobEngine: () => ({ backend: 'postgres', connectionString }),
    close: () => pool.end(),
  };
}
