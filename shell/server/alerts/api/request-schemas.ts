import { SCHOOL_TYPES } from '@snowday/shared-i18n/contract';
import { LANGUAGES } from '@snowday/shared-i18n/core';
import { z } from 'zod';
import { MAX_Q_LENGTH } from '../../forecast/forecast-query';
import { THRESHOLDS } from '../model/decide';
import { SLOT_NAMES } from '../model/slots';

/** URL-safe base64 that decodes to `bytes` bytes (and, for a public key, an uncompressed point). */
const key = (bytes: number, first?: number) =>
  z
    .string()
    .regex(/^[\w-]+={0,2}$/, 'not URL-safe base64')
    .refine(
      (text) => {
        const raw = Buffer.from(text, 'base64url');
        return raw.length === bytes && (first === undefined || raw[0] === first);
      },
      `not a ${String(bytes)}-byte key`,
    );

/** What `PushSubscription.toJSON()` gives the page; `expirationTime` is read and not kept. */
export const pushSubscriptionSchema = (allowEndpoint: (url: string) => boolean) =>
  z.object({
    endpoint: z.string().max(1000).refine(allowEndpoint, 'not a push service address'),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({ p256dh: key(65, 4), auth: key(16) }),
  });

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * docs/product/alerts.md#what-is-stored: the place as typed (trimmed), or coordinates rounded
 * to two decimals, about a kilometre (docs/product/units-and-places.md#coordinates).
 */
export function storedLocation(typed: string): string {
  const match = COORDINATES.exec(typed);
  if (!match) return typed.trim().replace(/\s+/g, ' ');
  const round = (value: string | undefined) => {
    const rounded = Math.round(Number(value) * 100) / 100;
    return (Object.is(rounded, -0) ? 0 : rounded).toFixed(2);
  };
  return `${round(match[1])},${round(match[2])}`;
}

const hours = z
  .array(z.enum(SLOT_NAMES as ['evening', 'morning']))
  .min(1)
  .max(2)
  .refine((list) => new Set(list).size === list.length, 'each hour once');

const settings = {
  snowDays: z.number().int().min(0).max(20),
  language: z.enum(LANGUAGES),
  units: z.enum(['metric', 'us']),
  threshold: z.enum(THRESHOLDS),
  hours,
};

/**
 * `POST /api/alerts/subscriptions`. Strict: a field the server does not keep (a name, say) is
 * refused rather than quietly dropped, so nothing else is ever stored.
 */
export const createRequestSchema = (allowEndpoint: (url: string) => boolean) =>
  z.strictObject({
    subscription: pushSubscriptionSchema(allowEndpoint),
    location: z
      .string()
      .trim()
      .min(1)
      .max(MAX_Q_LENGTH)
      .regex(/^[^\p{Cc}]*$/u, 'no control characters')
      .transform(storedLocation),
    schoolType: z.enum(SCHOOL_TYPES),
    ...settings,
  });
export type CreateRequest = z.infer<ReturnType<typeof createRequestSchema>>;

/** `PATCH /api/alerts/subscriptions/:id`: any of these; a renewed push subscription too. */
export const changeRequestSchema = (allowEndpoint: (url: string) => boolean) =>
  z
    .strictObject({
      subscription: pushSubscriptionSchema(allowEndpoint),
      snowDays: settings.snowDays,
      language: settings.language,
      units: settings.units,
      threshold: settings.threshold,
      hours,
    })
    .partial()
    .refine((change) => Object.keys(change).length > 0, 'nothing to change');

export const idSchema = z.uuid();
