import webpush from 'web-push';
import type { Queryable } from '../../database/database';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` address push services may contact. */
  subject: string;
}

export interface VapidSettings {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  CONTACT_EMAIL?: string;
  SITE_URL?: string;
}

/**
 * Who push services may contact about our messages: `VAPID_SUBJECT`, else the contact address,
 * else the site's https address, else a placeholder that only suits development.
 */
export function vapidSubject(env: VapidSettings): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.CONTACT_EMAIL) return `mailto:${env.CONTACT_EMAIL}`;
  if (env.SITE_URL?.startsWith('https:')) return env.SITE_URL;
  return 'mailto:alerts@example.invalid';
}

/**
 * docs/product/alerts.md#keys: the VAPID keys from the environment; without them, a pair made
 * once and kept in the database, so every instance that shares the database signs with the
 * same one and `npm start` works with no setting.
 */
export async function loadVapidKeys(
  db: Queryable,
  env: VapidSettings,
): Promise<VapidKeys & { source: 'environment' | 'database' }> {
  const subject = vapidSubject(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject,
      source: 'environment',
    };
  }
  const made = webpush.generateVAPIDKeys();
  // Whoever comes first stores theirs; everyone reads the stored pair.
  await db.query(
    `INSERT INTO alert_vapid_key (id, public_key, private_key) VALUES (1, $1, $2)
     ON CONFLICT (id) DO NOTHING`,
    [made.publicKey, made.privateKey],
  );
  const [stored] = await db.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM alert_vapid_key WHERE id = 1',
  );
  if (!stored) throw new Error('the VAPID key pair was not stored');
  return {
    publicKey: stored.public_key,
    privateKey: stored.private_key,
    subject,
    source: 'database',
  };
}
