import type { Logger } from 'pino';
import type { Database } from '../database/database';
import { openDatabase } from '../database/open-database';
import type { ServerEnv } from '../server-env';
import { pushEndpointPolicy } from './push/push-endpoints';
import { loadVapidKeys, type VapidKeys } from './push/vapid-keys';

/** What the alerts' API and the alert worker share: the subscriptions' database and its keys. */
export interface AlertsDatabase {
  db: Database;
  vapid: VapidKeys;
  /** Which push services a subscription may name (docs/product/alerts.md#abuse). */
  allowEndpoint: (endpoint: string) => boolean;
}

/**
 * Opens the alerts' database (DATABASE_URL, or the embedded one in `dataDir`) and reads the
 * Web Push keys (docs/product/alerts.md#keys). An embedded database belongs to one process: the
 * web instances and alert workers that run apart share theirs through DATABASE_URL.
 */
export async function openAlertsDatabase(
  env: ServerEnv,
  dataDir: string,
  log: Logger,
): Promise<AlertsDatabase> {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir }, (line) =>
    log.info(line),
  );
  try {
    const vapid = await loadVapidKeys(db, env);
    if (vapid.source === 'database') {
      log.warn(
        'alerts: signing with a VAPID key pair this server made and keeps in its database; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY in production',
      );
    }
    const allowEndpoint = pushEndpointPolicy(env.PUSH_SERVICE_ALLOWLIST);
    if (env.PUSH_SERVICE_ALLOWLIST.length > 0) {
      log.warn(
        { origins: env.PUSH_SERVICE_ALLOWLIST },
        'alerts: PUSH_SERVICE_ALLOWLIST lets these push services in besides https ones (tests only)',
      );
    }
    return { db, vapid, allowEndpoint };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The one line that says the alerts are on in this process, and which halves of them. */
export function logAlertsOn(log: Logger, db: Database, halves: { api: boolean; jobs: boolean }) {
  log.info(
    { database: db.kind, ...halves },
    `alerts: on (${db.kind === 'embedded' ? 'embedded Postgres' : 'DATABASE_URL'})`,
  );
}
