/**
 * The alerts' HTTP API as zod schemas (docs/product/alerts.md#the-api): what a page sends and
 * what the server answers. The shell's server checks every request with these, adding only what
 * a browser cannot check (that an address is a push service's, that a key decodes to its bytes,
 * how a place is kept: `shell/server/alerts/api/request-schemas.ts`); the browser's client types
 * its requests by them and reads the answers with them. Loaded only with the alerts' form, never
 * with a page's start-up code.
 */
import { z } from 'zod';
import { LANGUAGES } from '../language/languages';
import { UNIT_SYSTEMS } from '../format/amounts';
import { ALERT_ERROR_CODES, ALERT_HOURS, ALERT_LIMITS, ALERT_THRESHOLDS } from './alerts-api';
import { SCHOOL_TYPES } from './prediction-words';

export * from './alerts-api';

/** URL-safe base64, as `PushSubscription.toJSON()` writes a key. */
const base64url = z.string().regex(/^[\w-]+={0,2}$/, 'not URL-safe base64');

/** What `PushSubscription.toJSON()` gives the page; `expirationTime` is read and not kept. */
export const pushSubscriptionJsonSchema = z.object({
  endpoint: z.string().max(ALERT_LIMITS.endpointLength),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionJson = z.input<typeof pushSubscriptionJsonSchema>;

const hours = z
  .array(z.enum(ALERT_HOURS))
  .min(1)
  .max(ALERT_HOURS.length)
  .refine((list) => new Set(list).size === list.length, 'each hour once');

/** The settings a subscription keeps, which a change may name any of. */
const settings = {
  snowDays: z.number().int().min(ALERT_LIMITS.snowDays.min).max(ALERT_LIMITS.snowDays.max),
  language: z.enum(LANGUAGES),
  units: z.enum(UNIT_SYSTEMS),
  threshold: z.enum(ALERT_THRESHOLDS),
  hours,
};

/** The place as typed: trimmed, not empty, within the limit, no control characters. */
const typedLocation = z
  .string()
  .trim()
  .min(1)
  .max(ALERT_LIMITS.locationLength)
  .regex(/^[^\p{Cc}]*$/u, 'no control characters');

export interface AlertRequestChecks {
  /** The push subscription's schema: the server's checks the address and the keys besides. */
  subscription?: typeof pushSubscriptionJsonSchema;
  /** How the place is kept once read (the server's rounds coordinates); as typed otherwise. */
  storedLocation?: (typed: string) => string;
}

/**
 * The requests' schemas, with `checks` added where the server has more to check than a browser
 * can. `create`: `POST {subscriptions}`, strict: a field the server does not keep (a name, say)
 * is refused rather than quietly dropped, so nothing else is ever stored. `change`:
 * `PATCH {subscriptions}/{id}`, any of the settings, or a renewed push subscription.
 */
export function alertRequestSchemas(checks: AlertRequestChecks = {}) {
  const subscription = checks.subscription ?? pushSubscriptionJsonSchema;
  const keep = checks.storedLocation ?? ((typed: string) => typed);
  return {
    create: z.strictObject({
      subscription,
      location: typedLocation.transform(keep),
      schoolType: z.enum(SCHOOL_TYPES),
      ...settings,
    }),
    change: z
      .strictObject({ subscription, ...settings })
      .partial()
      .refine((change) => Object.keys(change).length > 0, 'nothing to change'),
  };
}

type RequestSchemas = ReturnType<typeof alertRequestSchemas>;
/** The body a page sends to subscribe. */
export type CreateAlertRequest = z.input<RequestSchemas['create']>;
/** The body a page sends to change a subscription. */
export type ChangeAlertRequest = z.input<RequestSchemas['change']>;

/** `GET {vapidPublicKey}`. */
export const vapidKeyAnswerSchema = z.object({ publicKey: z.string() });
export type VapidKeyAnswer = z.output<typeof vapidKeyAnswerSchema>;

/** A subscription as the API tells it: its settings and place, never its keys. */
export const alertViewSchema = z.object({
  id: z.string(),
  location: z.string(),
  schoolType: z.enum(SCHOOL_TYPES),
  snowDays: settings.snowDays,
  language: settings.language,
  units: settings.units,
  threshold: settings.threshold,
  hours: z.array(z.enum(ALERT_HOURS)),
  place: z.object({ name: z.string(), timeZone: z.string() }),
});
export type AlertView = z.output<typeof alertViewSchema>;

/** `POST {subscriptions}`: the subscription and the secret that alone may change or remove it. */
export const createdAlertAnswerSchema = alertViewSchema.extend({ secret: z.string() });
export type CreatedAlertAnswer = z.output<typeof createdAlertAnswerSchema>;

/** Any error: a code the page translates, and for `invalid-request` each wrong field. */
export const alertErrorAnswerSchema = z.object({
  error: z.object({
    code: z.enum(ALERT_ERROR_CODES),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type AlertErrorAnswer = z.output<typeof alertErrorAnswerSchema>;
