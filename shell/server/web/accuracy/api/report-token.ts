/**
 * The signed per-page token (docs/product/accuracy.md#abuse): what a report is about, chosen by
 * the server when the question is asked, so a report names no place, day or chance of its own;
 * and the device it was asked for, so it is good for that device's answer alone.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../../core/database/database';
import type { PublishedPlace } from '../../../core/accuracy/store/forecasts';

export interface TokenClaims {
  /** The SHA-256 of the id of the device that asked: the only one whose report it carries. */
  device: string;
  place: PublishedPlace;
  schoolType: string;
  snowDays: number;
  day: string;
  /** The chance the site published for that place-day, which the report will be scored with. */
  chance: number;
  /** When it was made, ms since the epoch. */
  issuedAt: number;
}

/** How long a page's token is good for. */
export const TOKEN_LIFETIME_MS = 24 * 3600_000;

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

export function signToken(secret: string, claims: TokenClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The claims of a token this server signed within its lifetime; undefined otherwise. */
export function readToken(secret: string, token: string, now: number): TokenClaims | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.issuedAt !== 'number' || typeof claims.device !== 'string') return undefined;
    if (claims.issuedAt > now + 60_000 || now - claims.issuedAt > TOKEN_LIFETIME_MS)
      return undefined;
    return claims;
  } catch {
    return undefined;
  }
}

/** `ACCURACY_SECRET`, else one made once and kept in the database for every instance. */
export async function loadTokenSecret(db: Queryable, configured?: string): Promise<string> {
  if (configured) return configured;
  await db.query(
    `INSERT INTO accuracy_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ secret: string }>(
    'SELECT secret FROM accuracy_secret WHERE id = 1',
  );
  if (!row) throw new Error('the accuracy token secret was not stored');
  return row.secret;
}
