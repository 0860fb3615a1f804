import type { Db as IDatabase } from 'pg-boss';

/** One row as the database returns it; each query names its own columns' types. */
export type Row = Record<string, unknown>;

/** What a query or a transaction can run statements on. */
export interface Queryable {
  /** One statement, `$1`-style parameters. */
  query: <T extends Row = Row>(text: string, params?: readonly unknown[]) => Promise<T[]>;
}

/** One connection: statements with parameters, or several without, in one round. */
export interface Session extends Queryable {
  /** Statements without parameters; the rows of the last one. */
  exec: (sql: string) => Promise<Row[]>;
}

/**
 * The one door to Postgres, whichever runs it: the embedded one under the data folder (PGlite),
 * or a server named by `DATABASE_URL` (docs/decisions/009-postgres-and-pg-boss.md). The rest of
 * the server writes plain SQL against this and never knows which.
 */
export interface Database extends Queryable {
  readonly kind: 'embedded' | 'server';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;
  /**
   * Runs `work` on one connection held for it alone (a pool hands each statement to any of its
   * connections): what needs a session, such as migrations with their lock and transactions.
   */
  session: <T>(work: (session: Session) => Promise<T>) => Promise<T>;
  /** How pg-boss reaches the same database: its own pool for a server, the same instance here. */
  jobEngine: () =>
    { backend: 'postgres'; connectionString: string } | { backend: 'pglite'; db: IDatabase };
  close: () => Promise<void>;
}
