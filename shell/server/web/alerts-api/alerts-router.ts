import {
  ALERT_LIMITS,
  ALERTS_API,
  type AlertErrorAnswer,
  type AlertErrorCode,
  type AlertView,
  type CreatedAlertAnswer,
  type VapidKeyAnswer,
} from '@snowday/shared-i18n/contract/alerts';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../core/database/database';
import { parseForecastQuery } from '../../core/forecast/forecast-query';
import type { ForecastSource } from '../../core/forecast/forecast-source';
import type { PlaceOutlook } from '../../section-runner';
import { isTimeZone } from '../../core/alerts/model/wall-clock';
import {
  changeSubscription,
  createSubscription,
  findSubscription,
  removeSubscription,
  type StoredSubscription,
} from '../../core/alerts/store/subscriptions';
import type { Place } from '../../core/alerts/store/places';
import { isPushServiceUrl } from '../../core/alerts/push/push-endpoints';
import { isDatabaseUnreachable } from '../../core/database/database-link';
import { idSchema, requestSchemas } from './request-schemas';

/** What the API needs of the database while it answers. */
export interface AlertsStore {
  db: Database;
  /** The VAPID public key devices subscribe with (`applicationServerKey`). */
  publicKey: string;
}

export interface AlertsApiOptions {
  /**
   * The database and its key while it answers; nothing while it does not, and then every route
   * answers `503 alerts-unavailable` (docs/product/alerts.md#database-down).
   */
  store: () => AlertsStore | undefined;
  /** Subscriptions the site keeps at most (`ALERTS_MAX_SUBSCRIPTIONS`); unless told, no cap. */
  maxSubscriptions?: number;
  forecasts: Pick<ForecastSource, 'load'>;
  /** The calculator's reading of a forecast: the place's name and time zone. */
  outlook: PlaceOutlook;
  /** New subscriptions per client IP: 20 per 15 minutes unless told. */
  rateLimit?: { windowMs: number; limit: number };
  /** Where the per-IP counts are kept (Redis with several instances); else this process. */
  rateLimitStore?: Store;
  /** Which push addresses are accepted: https host names unless told (tests use their own). */
  allowEndpoint?: (url: string) => boolean;
  /** Where an unexpected failure is reported (never with the request's body). */
  onError?: (error: unknown) => void;
}

/** An error, in the contract's words: a code the page translates (docs/product/alerts.md#the-api). */
function fail(res: Response, status: number, code: AlertErrorCode, issues?: z.core.$ZodIssue[]) {
  res.status(status).json({
    error: {
      code,
      ...(issues
        ? { issues: issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }
        : {}),
    },
  } satisfies AlertErrorAnswer);
}

/** How long a browser is told to wait before asking again while the database is away. */
const RETRY_AFTER_SECONDS = 30;

function unavailable(res: Response, code: 'alerts-unavailable' | 'alerts-full') {
  res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  fail(res, 503, code);
}

/** One subscription's route, under `ALERTS_API.subscriptions`. */
const ONE = `${ALERTS_API.subscriptions}/:id`;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** `Authorization: Bearer <secret>`: in a header, so it never lands in a log line or a URL. */
function secretOf(req: Request): string | undefined {
  const match = /^Bearer ([\w-]{20,100})$/.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** What the page is told about a subscription: its settings, never its keys. */
function view(subscription: StoredSubscription): AlertView {
  return {
    id: subscription.id,
    location: subscription.location,
    schoolType: subscription.schoolType,
    snowDays: subscription.snowDays,
    language: subscription.language,
    units: subscription.units,
    threshold: subscription.threshold,
    hours: subscription.hours,
    place: subscription.place,
  };
}

type Resolved = { kind: 'place'; place: Place } | { kind: 'unknown' } | { kind: 'unavailable' };

/**
 * The place's forecast (through the cache the result page just filled), read by the calculator
 * as the result page reads it, names the place and its zone. A calculator that does not answer
 * is, for the visitor, the same as a weather service that does not: try again later.
 */
async function resolvePlace(options: AlertsApiOptions, location: string): Promise<Resolved> {
  const query = parseForecastQuery({ q: location, days: '3' });
  const result = query && (await options.forecasts.load(query.q));
  if (!query || !result || result.kind === 'refused') return { kind: 'unknown' };
  if (result.kind === 'failed') return { kind: 'unavailable' };
  let outlook: Awaited<ReturnType<PlaceOutlook>>;
  try {
    outlook = await options.outlook({ forecast: { status: 200, body: result.body }, askers: [] });
  } catch (error) {
    options.onError?.(error);
    return { kind: 'unavailable' };
  }
  const timeZone = outlook.kind === 'place' ? outlook.place.timeZone : undefined;
  if (outlook.kind !== 'place' || !timeZone || !isTimeZone(timeZone)) return { kind: 'unknown' };
  const { name, location: parts } = outlook.place;
  return {
    kind: 'place',
    place: {
      key: query.cacheKey,
      query: query.q,
      name: name || query.q,
      timeZone,
      ...(parts ? { location: parts } : {}),
    },
  };
}

/**
 * The alerts' HTTP API (docs/product/alerts.md#the-api), mounted at `ALERTS_API.base`: subscribe,
 * read, change and remove, each change or removal only with the subscription's own secret.
 */
export function createAlertsRouter(options: AlertsApiOptions): Router {
  const allow = options.allowEndpoint ?? isPushServiceUrl;
  const { create: createSchema, change: changeSchema } = requestSchemas(allow);
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Every route needs the database: while it is away, "try again later" at once, no waiting.
  router.use((_req, res, next) => {
    const store = options.store();
    if (!store) return unavailable(res, 'alerts-unavailable');
    res.locals.store = store;
    next();
  });
  router.use(express.json({ limit: ALERT_LIMITS.bodyBytes }));
  const storeOf = (res: Response) => res.locals.store as AlertsStore;

  router.get(ALERTS_API.vapidPublicKey, (_req, res) => {
    res.json({ publicKey: storeOf(res).publicKey } satisfies VapidKeyAnswer);
  });

  const { windowMs, limit } = options.rateLimit ?? { windowMs: 15 * 60_000, limit: 20 };
  const creationLimit = rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    handler: (_req, res) => fail(res, 429, 'too-many'),
  });

  router.post(ALERTS_API.subscriptions, creationLimit, async (req, res) => {
    const parsed = createSchema.safeParse(req.body);
    if (!parsed.success) return fail(res, 400, 'invalid-request', parsed.error.issues);
    const request = parsed.data;
    const resolved = await resolvePlace(options, request.location);
    if (resolved.kind === 'unknown') return fail(res, 422, 'unknown-place');
    if (resolved.kind === 'unavailable') return fail(res, 503, 'weather-unavailable');
    const { db } = storeOf(res);
    const secret = randomBytes(32).toString('base64url');
    const proof = secretOf(req);
    const created = await createSubscription(
      db,
      randomUUID(),
      hashOf(secret),
      { ...request, endpoint: request.subscription.endpoint, keys: request.subscription.keys },
      resolved.place,
      {
        ...(proof ? { proof: hashOf(proof) } : {}),
        ...(options.maxSubscriptions === undefined ? {} : { maxTotal: options.maxSubscriptions }),
      },
    );
    if (created.kind === 'full') return fail(res, 409, 'too-many-for-device');
    if (created.kind === 'taken') return fail(res, 409, 'endpoint-taken');
    if (created.kind === 'capped') return unavailable(res, 'alerts-full');
    const stored = await findSubscription(db, created.id, hashOf(secret));
    if (!stored) throw new Error('a subscription just stored is missing');
    const answer: CreatedAlertAnswer = { ...view(stored), secret };
    res.status(created.kind === 'created' ? 201 : 200).json(answer);
  });

  /** The subscription named in the path, when the request carries its secret. */
  const owned = (req: Request) => {
    const id = idSchema.safeParse(req.params.id);
    const secret = secretOf(req);
    return id.success && secret ? { id: id.data, hash: hashOf(secret) } : undefined;
  };

  router.get(ONE, async (req, res) => {
    const who = owned(req);
    const stored = who && (await findSubscription(storeOf(res).db, who.id, who.hash));
    if (!stored) return fail(res, 404, 'not-found');
    res.json(view(stored));
  });

  router.patch(ONE, async (req, res) => {
    const who = owned(req);
    if (!who) return fail(res, 404, 'not-found');
    const parsed = changeSchema.safeParse(req.body);
    if (!parsed.success) return fail(res, 400, 'invalid-request', parsed.error.issues);
    const { subscription, ...rest } = parsed.data;
    const { db } = storeOf(res);
    const changed = await changeSubscription(db, who.id, who.hash, {
      ...rest,
      ...(subscription
        ? { push: { endpoint: subscription.endpoint, keys: subscription.keys } }
        : {}),
    });
    if (changed === 'taken') return fail(res, 409, 'endpoint-taken');
    if (changed === 'full') return fail(res, 409, 'too-many-for-device');
    const stored = changed === 'changed' && (await findSubscription(db, who.id, who.hash));
    if (!stored) return fail(res, 404, 'not-found');
    res.json(view(stored));
  });

  router.delete(ONE, async (req, res) => {
    const who = owned(req);
    if (!who || !(await removeSubscription(storeOf(res).db, who.id, who.hash)))
      return fail(res, 404, 'not-found');
    res.status(204).end();
  });

  router.use((_req, res) => fail(res, 404, 'not-found'));
  // A body that is not JSON, or too long; anything else is ours, and said without details.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.parse.failed') return fail(res, 400, 'invalid-request');
    if (type === 'entity.too.large') return fail(res, 413, 'invalid-request');
    // The database went away under this request: the link has heard, and logs it once.
    if (isDatabaseUnreachable(error)) return unavailable(res, 'alerts-unavailable');
    options.onError?.(error);
    fail(res, 500, 'server-error');
  });
  return router;
}

/** Web instances without a database (several, and no DATABASE_URL): the API says so. */
export function alertsOffRouter(): Router {
  const router = Router();
  router.use((_req, res) => {
    res.set('Cache-Control', 'no-store');
    fail(res, 503, 'alerts-off');
  });
  return router;
}
