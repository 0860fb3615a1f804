import type { PgBoss, Queue, ScheduleOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../core/database/database';
import { sweepAccuracy } from '../../core/accuracy/store/reports';
import { aggregate } from '../../core/accuracy/store/summary';

/** The accuracy's queues on the alerts' job engine (docs/decisions/009-postgres-and-pg-boss.md). */
export const ACCURACY_QUEUES = {
  /** Every 10 minutes: the summary the page reads, from every report (never per request). */
  aggregate: 'accuracy-aggregate',
  /** Once a day: reports and forecasts past their keeping (docs/product/accuracy.md#what-is-kept-and-how-long). */
  sweep: 'accuracy-sweep',
} as const;

const QUEUE_OPTIONS: Record<string, Omit<Queue, 'name'>> = {
  // One run at a time is enough: a run reads everything, so a queued second one adds nothing.
  [ACCURACY_QUEUES.aggregate]: {
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 600,
  },
  [ACCURACY_QUEUES.sweep]: { retryLimit: 3, retryDelay: 60, expireInSeconds: 600 },
};

const SCHEDULES: { queue: string; cron: string; options: ScheduleOptions }[] = [
  { queue: ACCURACY_QUEUES.aggregate, cron: '*/10 * * * *', options: { missed: 'once' } },
  { queue: ACCURACY_QUEUES.sweep, cron: '50 3 * * *', options: { missed: 'once' } },
];

/**
 * Runs the accuracy's jobs on `boss`, the engine the alerts already run on this database: the
 * schedules are sent once across instances, and each run is taken by one worker. A run is also
 * asked for at start, so a fresh server's page has its summary within seconds.
 */
export async function startAccuracyJobs(boss: PgBoss, db: Database, logger: Logger) {
  for (const [name, options] of Object.entries(QUEUE_OPTIONS)) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
    else {
      // pg-boss fixes a queue's policy when it is made; the rest follows today's settings.
      const { policy: _policy, ...changeable } = options;
      await boss.updateQueue(name, changeable);
    }
  }
  for (const { queue, cron, options } of SCHEDULES) await boss.schedule(queue, cron, null, options);
  await boss.work(ACCURACY_QUEUES.aggregate, async () => {
    const started = performance.now();
    const summary = await aggregate(db, new Date());
    logger.info(
      {
        placeDays: summary.site.placeDays,
        reports: summary.reports.scored,
        ms: Math.round(performance.now() - started),
      },
      'accuracy: summary computed',
    );
  });
  await boss.work(ACCURACY_QUEUES.sweep, async () => {
    const removed = await sweepAccuracy(db, new Date().toISOString().slice(0, 10));
    if (removed > 0) logger.info({ removed }, 'accuracy: old reports and forecasts removed');
  });
  await boss.send(ACCURACY_QUEUES.aggregate, null);
}
