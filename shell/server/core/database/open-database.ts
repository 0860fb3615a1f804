import path from 'node:path';
import type { Database } from './database';
import { openEmbeddedDatabase } from './embedded-database';
import { migrate } from './migrate';
import { openServerDatabase } from './server-database';

export interface DatabaseSettings {
  /** A Postgres server shared by every instance; unset: the embedded one under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

/** Opens the database the settings name and brings its schema up to date. */
export async function openDatabase(
  { databaseUrl, dataDir }: DatabaseSettings,
  log: (line: string) => void,
): Promise<Database> {
  const db = databaseUrl
    ? openServerDatabase(databaseUrl)
    : await openEmbeddedDatabase(path.join(dataDir, 'postgres'));
  try {
    await migrate(db, log);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
