import pg from 'pg';
import type { Database, Queryable, Row } from './database';

export interface ServerDatabaseOptions {
  /** Connections in the pool. */
  max?: number;
  /**
   * An idle connection lost its server (it stopped, or went away): the database link then asks
   * whether it is still there (`database-link.ts`).
   */
  onConnectionLost?: (error: unknown) => void;
}

/**
 * How long a statement waits for a connection: a server that does not answer (a host that drops
 * packets rather than refusing) fails a request within this, as one that refuses does at once.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/** A Postgres server (`DATABASE_URL`), through node-postgres' pool. */
export function openServerDatabase(
  connectionString: string,
  { max = 5, onConnectionLost }: ServerDatabaseOptions = {},
): Database {
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: 'snowday',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client that loses its server emits here (unheard, it would end the process); a query
  // then fails, and is answered 503 or retried by its job.
  pool.on('error', (error) => onConnectionLost?.(error));
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
