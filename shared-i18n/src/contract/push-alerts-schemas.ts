/**
 * The alerts' HTTP API as zod schemas (docs/product/alerts.md#the-api): what a page sends and
 * what the server answers. The shell's server checks every request with these, adding only what
 * a browser cannot check (that an address is a push service's, that a key decodes to its bytes,
 * how a place is kept: `shell/server/web/alerts-api/request-schemas.ts`); the browser's client types
 * its requests by them and reads the answers with them (`alerts-answers.ts`, the parts it reads,
 * apart so that its bundle holds only those). zod/mini, as the calculator's other schemas, and
 * loaded only with the alerts' form, never with a page's start-up code.
 */
import { z } from 'zod/mini';
import { UNIT_SYSTEMS } from '../format/unit-systems';
import { LANGUAGES } from '../language/languages';
import { ALERT_HOURS, ALERT_LIMITS, ALERT_THRESHOLDS } from './push-alerts-api';
import { keptAlertAnswerSchema } from './push-alerts-answers';
import { SCHOOL_TYPES } from './prediction-words';

export * from './push-alerts-api';
export * from './push-alerts-answers';

/** URL-safe base64, as `PushSubscription.toJSON()` writes a key. */
const base64url = z.string().check(z.regex(/^[\w-]+={0,2}$/, 'not URL-safe base64'));

/** What `PushSubscription.toJSON()` gives the page; `expirationTime` is read and not kept. */
export const pushSubscriptionJsonSchema = z.object({
  endpoint: z.string().check(z.maxLength(ALERT_LIMITS.endpointLength)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionJson = z.input<typeof pushSubscriptionJsonSchema>;

const hours = () =>
  z.array(z.enum(ALERT_HOURS)).check(
    z.minLength(1),
    z.maxLength(ALERT_HOURS.length),
    z.refine((list) => new Set(list).size === list.length, 'each hour once'),
  );

/** The settings a subscription keeps, which a change may name any of. */
const settings = () => ({
  snowDays: z
    .number()
    .check(z.int(), z.gte(ALERT_LIMITS.snowDays.min), z.lte(ALERT_LIMITS.snowDays.max)),
  language: z.enum(LANGUAGES),
  units: z.enum(UNIT_SYSTEMS),
  threshold: z.enum(ALERT_THRESHOLDS),
  hours: hours(),
});

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
  // The place as typed: trimmed, not empty, within the limit, no control characters.
  const location = z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(ALERT_LIMITS.locationLength),
        z.regex(/^[^\p{Cc}]*$/u, 'no control characters'),
      ),
    z.transform(keep),
  );
  return {
    create: z.strictObject({
      subscription,
      location,
      schoolType: z.enum(SCHOOL_TYPES),
      ...settings(),
    }),
    change: z
      .partial(z.strictObject({ subscription, ...settings() }))
      .check(z.refine((change) => Object.keys(change).length > 0, 'nothing to change')),
  };
}

type RequestSchemas = ReturnType<typeof alertRequestSchemas>;
/** The body a page sends to subscribe. */
export type CreateAlertRequest = z.input<RequestSchemas['create']>;
/** The body a page sends to change a subscription. */
export type ChangeAlertRequest = z.input<RequestSchemas['change']>;

/**
 * A subscription as the API tells it: its settings and place, never its keys. Its names are the
 * requests' (the server answers with what it stored from one); no check a request has, which a
 * page reading the answer has no use for.
 */
export const alertViewSchema = z.object({
  id: z.string(),
  location: z.string(),
  schoolType: z.enum(SCHOOL_TYPES),
  snowDays: z.number(),
  language: z.enum(LANGUAGES),
  units: z.enum(UNIT_SYSTEMS),
  threshold: z.enum(ALERT_THRESHOLDS),
  hours: z.array(z.enum(ALERT_HOURS)),
  place: z.object({ name: z.string(), timeZone: z.string() }),
});
export type AlertView = z.output<typeof alertViewSchema>;

/** `POST {subscriptions}`: the subscription, and what the device keeps of it. */
export const createdAlertAnswerSchema = z.extend(alertViewSchema, keptAlertAnswerSchema.shape);
export type CreatedAlertAnswer = z.output<typeof createdAlertAnswerSchema>;
