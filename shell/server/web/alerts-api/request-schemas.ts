import {
  ALERT_LIMITS,
  alertRequestSchemas,
  pushSubscriptionJsonSchema,
} from '@snowday/shared-i18n/contract/alerts';
// The contract's schemas are zod/mini (the browser's bundle carries them); classic zod, which
// the id's schema is, also sets the English messages the answers' `issues` are written in.
import { coordinatesLocation, parseCoordinates } from '@snowday/shared-i18n/format';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { canonicalEndpoint } from '../../core/alerts/push/push-endpoints';

/**
 * The alerts API's requests (docs/product/alerts.md#the-api) are the contract's schemas
 * (`@snowday/shared-i18n/contract/alerts`), which the page's client is typed by; the server adds
 * here only what a browser cannot check, and how a place is kept.
 */

const { endpoint, keys } = pushSubscriptionJsonSchema.shape;

/** A key that decodes to `bytes` bytes (and, for a public key, starts as an uncompressed point). */
const key = (schema: typeof keys.shape.auth, bytes: number, first?: number) =>
  schema.check(
    mini.refine(
      (text) => {
        const raw = Buffer.from(text, 'base64url');
        return raw.length === bytes && (first === undefined || raw[0] === first);
      },
      `not a ${String(bytes)}-byte key`,
    ),
  );

/**
 * What `PushSubscription.toJSON()` gives the page, at a push service's address, real keys; the
 * address in its one spelling (docs/product/alerts.md#one-address-one-spelling), which is what
 * is stored and compared.
 */
export const pushSubscriptionSchema = (allowEndpoint: (url: string) => boolean) =>
  mini.extend(pushSubscriptionJsonSchema, {
    endpoint: endpoint.check(
      mini.refine(allowEndpoint, 'not a push service address'),
      mini.overwrite((text) => canonicalEndpoint(text) ?? text),
    ),
    keys: mini.strictObject({
      p256dh: key(keys.shape.p256dh, ALERT_LIMITS.keyBytes.p256dh, 4),
      auth: key(keys.shape.auth, ALERT_LIMITS.keyBytes.auth),
    }),
  });

/**
 * docs/product/alerts.md#what-is-stored: the place as typed (trimmed), or coordinates rounded
 * to two decimals, about a kilometre (docs/product/units-and-places.md#coordinates).
 */
export function storedLocation(typed: string): string {
  const position = parseCoordinates(typed);
  return position ? coordinatesLocation(position) : typed.trim().replace(/\s+/g, ' ');
}

/**
 * The contract's requests (`create`: `POST /subscriptions`, `change`: `PATCH /subscriptions/:id`)
 * with the server's checks of the push subscription, and the place kept as `storedLocation` says.
 */
export const requestSchemas = (allowEndpoint: (url: string) => boolean) =>
  alertRequestSchemas({ subscription: pushSubscriptionSchema(allowEndpoint), storedLocation });

export const idSchema = z.uuid();
