import {
  MAX_OUTLOOK_ASKERS,
  type OutlookAnswer,
  type OutlookAsker,
  type OutlookRequest,
} from '@snowday/shared-i18n/contract';
import type { JobInsert, JobResult, JobWithMetadata, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../core/database/database';
import type { StoredResult } from '../../core/forecast/forecast-store';
import type { PlaceOutlook } from '../../section-runner';
import { decideAlert } from '../../core/alerts/model/decide';
import { CATCH_UP_MINUTES, dueSlots, type Slot } from '../../core/alerts/model/slots';
import { isTimeZone } from '../../core/alerts/model/wall-clock';
import { publishedBefore } from '../../core/accuracy/model/days';
import { publishedPlaceOf } from '../../core/accuracy/model/published-place';
import { recordPublished, type PublishedChance } from '../../core/accuracy/store/forecasts';
import {
  composeNotification,
  forSubscriber,
  type AlertTexts,
  type NotificationPayload,
} from '../push/notification';
import type { PushSender } from '../push/web-push-sender';
import {
  dueSubscribers,
  markSent,
  outgoing,
  pendingDeliveries,
  recordDeliveries,
  settleDeliveries,
  sweep,
  type NewDelivery,
  type Outgoing,
} from '../store/deliveries';
import { placeByKey, refreshPlace, type Place } from '../../core/alerts/store/places';
import { followedPlaces } from '../../core/alerts/store/subscriptions';
import { idFor, topicFor } from './job-ids';
import { QUEUES } from './queues';

/** What the alert jobs work with. */
export interface AlertWork {
  db: Database;
  boss: Pick<PgBoss, 'insert'>;
  /** A place's forecast through the server's cache (one upstream call per place per run). */
  forecasts: { load: (q: string) => Promise<StoredResult | null> };
  /** Each subscriber's chance, by the calculator's own server entry. */
  outlook: PlaceOutlook;
  push: PushSender;
  texts: AlertTexts;
  siteUrl: string;
  logger: Logger;
  /** Days a subscription may go without one notification delivered (`ALERTS_UNDELIVERED_DAYS`). */
  undeliveredDays?: number;
  /** The clock the published chances are dated by; tests set their own. */
  now?: () => number;
}

export interface PlaceJob {
  place: string;
  slot: Slot;
  day: string;
  /** The instant the slot came (ms). */
  at: number;
}

export interface SendJob {
  delivery: string;
}

/** How long a push service keeps a message for a device that is off: until it is stale. */
const TTL_SECONDS: Record<Slot, number> = { evening: 12 * 3600, morning: 4 * 3600 };
/** Messages in flight at once from one batch. */
const SEND_CONCURRENCY = 32;
/** Accepted notifications recorded together (docs/performance.md#alerts). */
const SENT_GROUP = 25;

/**
 * A tick: the slots that came due in the last hour, in every followed place's zone, each made a
 * `place` job. Job ids come from the place and the slot, so the next ticks' look back over the
 * same hour adds nothing, and a slot missed while nothing ran is still found.
 */
export async function runTick(work: AlertWork, at: number): Promise<number> {
  const zones = new Map<string, Place[]>();
  for (const place of await followedPlaces(work.db)) {
    zones.set(place.timeZone, [...(zones.get(place.timeZone) ?? []), place]);
  }
  const jobs: JobInsert<PlaceJob>[] = [];
  for (const [zone, places] of zones) {
    if (!isTimeZone(zone)) continue;
    for (const due of dueSlots(zone, at - CATCH_UP_MINUTES * 60_000, at)) {
      for (const place of places) {
        jobs.push({
          id: idFor('place', place.key, due.slot, due.at),
          data: { place: place.key, slot: due.slot, day: due.day, at: due.at },
        });
      }
    }
  }
  if (jobs.length > 0) await work.boss.insert(QUEUES.place, jobs);
  return jobs.length;
}

/**
 * The subscribers' settings as the calculator is asked them: each different one once (a place's
 * subscribers share a few school types and snow-day counts), and where each subscriber's is.
 */
function askersOf(subscribers: readonly OutlookAsker[]): {
  askers: OutlookAsker[];
  indexOf: (subscriber: OutlookAsker) => number;
} {
  const keyOf = ({ location, schoolType, snowDays }: OutlookAsker) =>
    JSON.stringify([location, schoolType, snowDays]);
  const index = new Map<string, number>();
  const askers: OutlookAsker[] = [];
  for (const { location, schoolType, snowDays } of subscribers) {
    const key = keyOf({ location, schoolType, snowDays });
    if (index.has(key)) continue;
    index.set(key, askers.length);
    askers.push({ location, schoolType, snowDays });
  }
  return { askers, indexOf: (subscriber) => index.get(keyOf(subscriber)) ?? -1 };
}

/**
 * The calculator's outlook for every asker, asked `MAX_OUTLOOK_ASKERS` at a time (a place's
 * subscribers rarely differ in more ways than that, but nothing stops them), put back together
 * in the askers' order. Undefined when the calculator cannot read the forecast.
 */
export async function outlookFor(
  outlook: PlaceOutlook,
  request: OutlookRequest,
): Promise<Extract<OutlookAnswer, { kind: 'place' }> | undefined> {
  const { askers } = request;
  let whole: Extract<OutlookAnswer, { kind: 'place' }> | undefined;
  for (let start = 0; start === 0 || start < askers.length; start += MAX_OUTLOOK_ASKERS) {
    const part = await outlook({
      ...request,
      askers: askers.slice(start, start + MAX_OUTLOOK_ASKERS),
    });
    if (part.kind === 'unreadable') return undefined;
    if (!whole) whole = part;
    else if (whole.day && part.day) whole.day.chances.push(...part.day.chances);
  }
  return whole;
}

/**
 * One place at one slot: its forecast, once; each subscriber's chance for the day by the
 * calculator's server entry; the notifications that decides, recorded; then one `send` job for
 * each notification still to go (those of an earlier, interrupted try included). A forecast the
 * calculator cannot read, or a calculator that does not answer, fails the job, which the engine
 * tries again.
 */
export async function runPlace(work: AlertWork, job: PlaceJob): Promise<number> {
  const place = await placeByKey(work.db, job.place);
  if (!place) return 0;
  const result = await work.forecasts.load(place.query);
  if (result === null || result.kind === 'refused') {
    // The weather service no longer knows the place: nothing to say, nothing to retry.
    work.logger.warn({ status: result?.status }, 'alerts: a followed place has no forecast');
    return 0;
  }
  if (result.kind !== 'ok') throw new Error(`weather service answered ${String(result.status)}`);
  const subscribers = await dueSubscribers(work.db, place.key, job.slot, job.day, job.at);
  const { askers, indexOf } = askersOf(subscribers);
  const outlook = await outlookFor(work.outlook, {
    forecast: { status: 200, body: result.body },
    day: job.day,
    askers,
  });
  if (!outlook) throw new Error('the forecast could not be read');
  await refreshPlace(work.db, {
    ...place,
    name: outlook.place.name || place.query,
    timeZone: outlook.place.timeZone ?? place.timeZone,
    ...(outlook.place.location ? { location: outlook.place.location } : {}),
  });

  const decided: NewDelivery[] = [];
  const sending: SentChance[] = [];
  const snowfall = outlook.day?.snowfallCm;
  for (const subscriber of subscribers) {
    const found = outlook.day?.chances[indexOf(subscriber)];
    const decision = found && decideAlert(subscriber.threshold, found.label, subscriber.sentRank);
    if (!found || !decision) continue;
    const { schoolType, snowDays } = subscriber;
    sending.push({ schoolType, snowDays, chance: found.chance });
    decided.push({
      id: idFor('delivery', subscriber.id, job.day, decision.rank),
      subscriptionId: subscriber.id,
      day: job.day,
      slot: job.slot,
      band: decision.band,
      rank: decision.rank,
      chance: found.chance,
      ...(snowfall === undefined ? {} : { snowfallCm: snowfall }),
    });
  }
  await recordDeliveries(work.db, decided);
  await recordSent(work, outlook, job.day, sending);
  const pending = await pendingDeliveries(work.db, place.key, job.day);
  if (pending.length > 0) {
    await work.boss.insert(
      QUEUES.send,
      pending.map((id): JobInsert<SendJob> => ({ id, data: { delivery: id } })),
    );
  }
  return decided.length;
}

type SentChance = Pick<PublishedChance, 'schoolType' | 'snowDays' | 'chance'>;

/**
 * The chances a run is sending, kept as published (docs/product/accuracy.md#what-is-compared),
 * as a rendered result keeps its own: by the place as the weather service names it, school type,
 * snow days and day, and only before the day's 06:00 there. Subscribers who typed the place
 * differently share one record. A failure costs only that record, never the notifications.
 */
async function recordSent(
  work: AlertWork,
  outlook: Extract<OutlookAnswer, { kind: 'place' }>,
  day: string,
  sent: readonly SentChance[],
): Promise<void> {
  const place = publishedPlaceOf(outlook);
  const now = (work.now ?? Date.now)();
  if (!place || sent.length === 0 || now >= publishedBefore(day, place.timeZone)) return;
  // One row per key: the database refuses to update the same row twice in one statement.
  const chances = new Map<string, PublishedChance>();
  for (const { schoolType, snowDays, chance } of sent) {
    chances.set(JSON.stringify([schoolType, snowDays]), {
      place,
      schoolType,
      snowDays,
      day,
      chance,
    });
  }
  try {
    await recordPublished(work.db, [...chances.values()]);
  } catch (error) {
    work.logger.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'accuracy: an alert’s published chance was not recorded',
    );
  }
}

async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await task(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * A batch's notifications mostly say the same thing (one place, one day, a few languages): each
 * text is composed once, then given its subscriber's tag.
 */
function payloads(work: AlertWork): (message: Outgoing) => string {
  const composed = new Map<string, NotificationPayload>();
  return (message) => {
    const { id: _id, subscriptionId, endpoint: _endpoint, keys: _keys, ...said } = message;
    const key = JSON.stringify(said);
    let payload = composed.get(key);
    if (!payload) {
      payload = composeNotification(work.texts, work.siteUrl, message);
      composed.set(key, payload);
    }
    return JSON.stringify(forSubscriber(payload, subscriptionId));
  };
}

/**
 * Accepted notifications, recorded `SENT_GROUP` at a time while the batch goes on, one write
 * after another; `done` records the rest and fails if any write failed (the engine then tries
 * the batch again, and what was recorded is not sent again).
 */
function sentRecorder(db: AlertWork['db']) {
  let waiting: string[] = [];
  let writing: Promise<void> = Promise.resolve();
  let failure: unknown;
  const flush = () => {
    const ids = waiting;
    waiting = [];
    writing = writing
      .then(() => markSent(db, ids))
      .catch((error: unknown) => {
        failure ??= error;
      });
  };
  return {
    add(id: string) {
      waiting.push(id);
      if (waiting.length >= SENT_GROUP) flush();
    },
    async done() {
      flush();
      await writing;
      if (failure !== undefined) throw failure;
    },
  };
}

/**
 * A batch of notifications to send. 404/410 removes the subscription; any other failure is
 * retried by the engine with growing delays, and after the last try the notification is marked
 * failed. Logs name the delivery and the reason, never the endpoint.
 */
export async function runSend(
  work: AlertWork,
  jobs: JobWithMetadata<SendJob>[],
): Promise<JobResult[]> {
  const messages = new Map(
    (
      await outgoing(
        work.db,
        jobs.map((job) => job.data.delivery),
      )
    ).map((m) => [m.id, m]),
  );
  const outcome = {
    gone: [] as string[],
    failing: [] as string[],
    failed: [] as string[],
  };
  const payloadOf = payloads(work);
  const sent = sentRecorder(work.db);
  const results: JobResult[] = [];
  await eachLimited(jobs, SEND_CONCURRENCY, async (job) => {
    const message = messages.get(job.data.delivery);
    // Sent already, or its subscriber has gone: nothing to do.
    if (!message) return void results.push({ id: job.id, status: 'completed' });
    const answer = await work.push.send(message, payloadOf(message), {
      ttlSeconds: TTL_SECONDS[message.slot],
      topic: topicFor(message.subscriptionId, message.day),
    });
    if (answer.kind === 'sent') sent.add(message.id);
    if (answer.kind === 'gone') outcome.gone.push(message.id);
    if (answer.kind !== 'failed') return void results.push({ id: job.id, status: 'completed' });
    const last = job.retryCount >= job.retryLimit;
    (last ? outcome.failed : outcome.failing).push(message.id);
    work.logger.warn(
      { delivery: message.id, reason: answer.reason, attempt: job.retryCount + 1, last },
      'alerts: a push service refused a notification',
    );
    results.push({ id: job.id, status: 'failed', output: { reason: answer.reason } });
  });
  await sent.done();
  await settleDeliveries(work.db, outcome, (id) => messages.get(id)?.subscriptionId);
  return results;
}

/** The daily sweep (docs/product/alerts.md#how-long). */
export async function runSweep(work: AlertWork, now: number): Promise<void> {
  const swept = await sweep(
    work.db,
    now,
    work.undeliveredDays === undefined ? {} : { undeliveredDays: work.undeliveredDays },
  );
  if (swept.failing > 0 || swept.undelivered > 0) {
    work.logger.info(
      swept,
      'alerts: removed subscriptions failing for 30 days, or never delivered to',
    );
  }
}
