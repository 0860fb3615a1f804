import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromPglite } from 'pg-boss';
import type { Database, Queryable, Row } from './database';

const LOCK_FILE = 'snowday-server.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An embedded Postgres keeps its files in one folder that only one process may open: two would
 * corrupt it. The folder is claimed with a pid file; a claim whose process is gone is taken over.
 */
function claim(folder: string): () => void {
  const file = path.join(folder, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The embedded database in ${folder} is in use by process ${String(holder)}. ` +
          'Stop it, set DATA_DIR to another folder, or set DATABASE_URL so several processes share a Postgres server.',
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

/**
 * Postgres compiled to WebAssembly (PGlite), in this process, its files under `folder`
 * (`DATA_DIR/postgres`), or in memory: `npm start` needs no database server. One process only
 * (docs/decisions/009-postgres-and-pg-boss.md).
 */
export async function openEmbeddedDatabase(folder: string | 'memory'): Promise<Database> {
  // In memory: tests, which start from nothing each time.
  const inMemory = folder === 'memory';
  if (!inMemory) mkdirSync(folder, { recursive: true });
  const release = inMemory ? () => undefined : claim(folder);
  let pglite: PGlite;
  try {
    pglite = new PGlite(inMemory ? 'memory://' : path.join(folder, 'pgdata'));
    await pglite.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const on = (target: Pick<PGlite, 'query'>): Queryable => ({
    query: async <T extends Row>(text: string, params?: readonly unknown[]) =>
      (await target.query<T>(text, params as unknown[] | undefined)).rows,
  });
  return {
    kind: 'embedded',
    ...on(pglite),
    // PGlite's own transaction holds its one connection: no other statement (pg-boss's
    // included) runs inside it meanwhile.
    transaction: (work) => pglite.transaction((tx) => work(on(tx))),
    // One connection: every session is the same one.
    session: (work) =>
      work({
        ...on(pglite),
        exec: async (sql) => (await pglite.exec(sql)).at(-1)?.rows ?? [],
      }),
    jobEngine: () => ({ backend: 'pglite', db: fromPglite(pglite) }),
    async close() {
      await pglite.close();
      release();
    },
  };
}
