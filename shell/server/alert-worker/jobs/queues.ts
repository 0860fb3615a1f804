import type { Queue, ScheduleOptions } from 'pg-boss';
import { TICK_MINUTES } from '../../core/alerts/model/slots';

/** The alerts' queues on the job engine (docs/decisions/009-postgres-and-pg-boss.md). */
export const QUEUES = {
  /** Every 15 minutes: which places have a slot due, one `place` job each. */
  tick: 'alerts-tick',
  /** One place and slot: one forecast, every subscriber's decision, one `send` job each. */
  place: 'alerts-place',
  /** One notification to one device. */
  send: 'alerts-send',
  /** Once a day: what is kept no longer (docs/product/alerts.md#how-long). */
  sweep: 'alerts-sweep',
} as const;
type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const DAY = 24 * 3600;

/**
 * How each queue retries and when a job counts as abandoned. Jobs that do the work send
 * heartbeats: an instance that dies mid-run stops sending them, and within about 20 seconds its
 * jobs go back to the queue for another instance.
 */
export const QUEUE_OPTIONS: Record<QueueName, Omit<Queue, 'name'>> = {
  [QUEUES.tick]: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  [QUEUES.place]: {
    // Wakes the workers as soon as a tick inserts its places, rather than at their next poll.
    notify: true,
    retryLimit: 4,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 300,
    heartbeatSeconds: 10,
    expireInSeconds: 600,
    // Kept past the catch-up window, so a later run that finds the same slot adds nothing.
    deleteAfterSeconds: 2 * DAY,
  },
  [QUEUES.send]: {
    // Wakes the workers as soon as a place has recorded its notifications.
    notify: true,
    // About half an hour of tries, further and further apart, then the notification is failed.
    retryLimit: 6,
    retryDelay: 20,
    retryBackoff: true,
    retryDelayMax: 600,
    heartbeatSeconds: 10,
    expireInSeconds: 300,
    deleteAfterSeconds: 2 * DAY,
  },
  [QUEUES.sweep]: { retryLimit: 3, retryDelay: 60, expireInSeconds: 600 },
};

/** Every schedule of the alerts, in one place. The engine sends each once, whatever runs it. */
export const SCHEDULES: { queue: QueueName; cron: string; options: ScheduleOptions }[] = [
  // A tick missed while nothing ran is run once on the way back (its slots are caught up).
  { queue: QUEUES.tick, cron: `*/${String(TICK_MINUTES)} * * * *`, options: { missed: 'once' } },
  { queue: QUEUES.sweep, cron: '40 3 * * *', options: { missed: 'once' } },
];
