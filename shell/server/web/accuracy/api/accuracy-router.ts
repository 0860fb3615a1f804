import {
  ACCURACY_API,
  REPORT_LIMITS,
  deviceIdSchema,
  reportRequestSchema,
  type AccuracySummary,
  type AskAnswer,
  type ReportAnswerBody,
  type ReportErrorAnswer,
  type ReportErrorCode,
} from '@snowday/shared-i18n/contract/accuracy';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { createHash } from 'node:crypto';
import type { Database } from '../../../core/database/database';
import { parseForecastQuery } from '../../../core/forecast/forecast-query';
import type { ForecastSource } from '../../../core/forecast/forecast-source';
import type { PlaceOutlook } from '../../../section-runner';
import {
  askedDay,
  decidedFrom,
  reportableUntil,
  resultAsked,
} from '../../../core/accuracy/model/days';
import { publishedPlaceOf } from '../../../core/accuracy/model/published-place';
import { publishedChance } from '../../../core/accuracy/store/forecasts';
import { reportOf, saveReport } from '../../../core/accuracy/store/reports';
import { latestSummary } from '../../../core/accuracy/store/summary';
import { readToken, signToken } from './report-token';

export interface AccuracyApiOptions {
  db: Database;
  /** Signs and checks the per-page tokens. */
  secret: string;
  forecasts: Pick<ForecastSource, 'load'>;
  outlook: PlaceOutlook;
  now?: () => number;
  /** Per client IP (docs/product/accuracy.md#abuse); tests set their own. */
  limits?: { askPerWindow: number; reportsPerWindow: number; windowMs: number };
  /** Where the per-IP counts are kept (Redis with several instances); else this process. */
  rateLimitStore?: (prefix: string) => Store;
  onError?: (error: unknown) => void;
}

/** The header a page names its device in when it asks: never in a URL, so never in a log. */
export const DEVICE_HEADER = 'x-report-device';

const deviceHashOf = (device: string) => createHash('sha256').update(device).digest('hex');

/** The device an `ask` names in its header, as a report's `device` must be spelled. */
const askingDevice = (req: Request) => {
  const device = req.get(DEVICE_HEADER);
  return device !== undefined && deviceIdSchema.safeParse(device).success ? device : undefined;
};

function fail(res: Response, status: number, code: ReportErrorCode) {
  res.status(status).json({ error: { code } } satisfies ReportErrorAnswer);
}

/**
 * The day a question is about: the one that has passed there, or the day a page names (the day
 * its result's line asks about, docs/product/accuracy.md#the-question, or of an alert the device
 * showed, docs/product/accuracy.md#from-an-alert), only once that day is decided and while it may
 * still be reported on. Nothing for any other.
 */
function dayAsked(named: unknown, at: number, timeZone: string): string | undefined {
  if (named === undefined) return askedDay(at, timeZone);
  if (typeof named !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(named)) return undefined;
  if (Number.isNaN(Date.parse(`${named}T00:00:00Z`))) return undefined;
  return at >= decidedFrom(named, timeZone) && at < reportableUntil(named, timeZone)
    ? named
    : undefined;
}

/** How long a summary read from the database is served before it is read again. */
const SUMMARY_KEPT_MS = 60_000;

/**
 * The accuracy API (docs/product/accuracy.md#the-api), mounted at `ACCURACY_API.base`: the
 * question a result page asks, with its signed token; a device's report; the summary the job
 * computed last.
 */
export function createAccuracyRouter(options: AccuracyApiOptions): Router {
  const { db, secret } = options;
  const now = options.now ?? Date.now;
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(express.json({ limit: REPORT_LIMITS.bodyBytes }));
  const { askPerWindow = 120, reportsPerWindow = 30, windowMs = 3600_000 } = options.limits ?? {};
  const limiter = (limit: number, prefix: string) =>
    rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      ...(options.rateLimitStore ? { store: options.rateLimitStore(prefix) } : {}),
      handler: (_req, res) => fail(res, 429, 'too-many'),
    });

  router.get(ACCURACY_API.ask, limiter(askPerWindow, 'ask'), async (req, res) => {
    const none = () => res.json({ ask: null } satisfies AskAnswer);
    // A token is for one device: a page that names none is not asked.
    const device = askingDevice(req);
    const asked = resultAsked(req.query);
    const query = device && asked && parseForecastQuery({ q: asked.location, days: '3' });
    const result = query && (await options.forecasts.load(query.q));
    if (!device || !asked || !result || result.kind !== 'ok') return none();
    const place = publishedPlaceOf(
      await options.outlook({ forecast: { status: 200, body: result.body }, askers: [] }),
    );
    if (!place) return none();
    const issuedAt = now();
    const day = dayAsked(req.query.day, issuedAt, place.timeZone);
    if (!day) return none();
    // Only about a chance the site published for that place-day: nothing else can be scored.
    const { schoolType, snowDays } = asked;
    const chance = await publishedChance(db, { placeKey: place.key, schoolType, snowDays, day });
    if (chance === undefined) return none();
    const deviceHash = deviceHashOf(device);
    const token = signToken(secret, {
      device: deviceHash,
      place,
      schoolType: asked.schoolType,
      snowDays: asked.snowDays,
      day,
      chance,
      issuedAt,
    });
    const answer = await reportOf(db, deviceHash, place.key, asked.schoolType, day);
    res.json({
      ask: {
        day,
        place: { name: place.name, region: place.region, country: place.country },
        token,
        ...(answer ? { answer } : {}),
      },
    } satisfies AskAnswer);
  });

  router.put(ACCURACY_API.reports, limiter(reportsPerWindow, 'report'), async (req, res) => {
    const parsed = reportRequestSchema.safeParse(req.body);
    if (!parsed.success) return fail(res, 400, 'invalid-request');
    const { token, device, answer } = parsed.data;
    const at = now();
    const claims = readToken(secret, token, at);
    // Another device's token, however it was had, carries nothing of this one's.
    if (!claims || claims.device !== deviceHashOf(device)) return fail(res, 403, 'bad-token');
    if (at >= reportableUntil(claims.day, claims.place.timeZone)) return fail(res, 410, 'too-late');
    const saved = await saveReport(db, {
      deviceHash: deviceHashOf(device),
      place: claims.place,
      schoolType: claims.schoolType,
      snowDays: claims.snowDays,
      day: claims.day,
      answer,
    });
    if (saved.kind === 'too-many') return fail(res, 429, 'too-many');
    res.json({ answer, changed: saved.changed } satisfies ReportAnswerBody);
  });

  let kept: { at: number; summary: AccuracySummary | undefined } | undefined;
  router.get(ACCURACY_API.summary, async (_req, res) => {
    if (!kept || now() - kept.at > SUMMARY_KEPT_MS) {
      kept = { at: now(), summary: await latestSummary(db) };
    }
    res.set('Cache-Control', 'public, max-age=60');
    res.json({ summary: kept.summary ?? null });
  });

  router.use((_req, res) => fail(res, 404, 'invalid-request'));
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.parse.failed') return fail(res, 400, 'invalid-request');
    if (type === 'entity.too.large') return fail(res, 413, 'invalid-request');
    options.onError?.(error);
    fail(res, 500, 'server-error');
  });
  return router;
}

/** Instances without a database: the API says so, and the page shows its empty state. */
export function accuracyOffRouter(): Router {
  const router = Router();
  router.get(ACCURACY_API.summary, (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ summary: null });
  });
  router.use((_req, res) => {
    res.set('Cache-Control', 'no-store');
    fail(res, 503, 'accuracy-off');
  });
  return router;
}
