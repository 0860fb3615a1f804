import {
  PgBoss,
  type ConstructorOptions,
  type Job,
  type JobResult,
  type JobWithMetadata,
} from 'pg-boss';
import { tickOf } from '../../core/alerts/model/slots';
import {
  runPlace,
  runSend,
  runSweep,
  runTick,
  type AlertWork,
  type PlaceJob,
  type SendJob,
} from './handlers';
import { QUEUE_OPTIONS, QUEUES, SCHEDULES } from './queues';

export interface AlertWorker {
  boss: PgBoss;
  /** Stops taking jobs and waits (10 s at most) for those in hand. */
  stop: () => Promise<void>;
}

/**
 * Places one queue consumer (a pg-boss worker) takes at a time: each is one forecast and a few
 * hundred decisions.
 */
const PLACE_BATCH = 4;
/** Notifications one queue consumer takes at a time (sent `SEND_CONCURRENCY` at once). */
const SEND_BATCH = 200;

/** A tick's own instant, when an operator or a test asks for one; else the schedule's. */
interface TickJob {
  at?: number;
}

/**
 * Runs the alerts on the job engine (pg-boss) in this process: the schedules, and workers for
 * each queue. Any number of processes may run it against one database: each scheduled run is
 * sent once, each job is taken by one worker, and a worker that dies has its jobs taken over.
 */
export async function startAlertWorker(
  deps: Omit<AlertWork, 'boss'>,
  engineOptions: Partial<ConstructorOptions> = {},
): Promise<AlertWorker> {
  const boss = new PgBoss({
    ...deps.db.jobEngine(),
    schema: 'pgboss',
    application_name: 'snowday-alerts',
    // How soon jobs of a dead instance (no heartbeat) go back to the queue: within 20 s or so.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    // One connection listens, so the place and send queues (`notify`) wake their workers at once.
    useListenNotify: true,
    ...engineOptions,
  });
  boss.on('error', (error: unknown) =>
    deps.logger.error(
      { reason: error instanceof Error ? error.message : String(error) },
      'alerts: job engine error',
    ),
  );
  await boss.start();
  const work: AlertWork = { ...deps, boss };
  for (const [name, options] of Object.entries(QUEUE_OPTIONS)) {
    if (!(await boss.getQueue(name))) {
      await boss.createQueue(name, options);
    } else {
      // A queue made by an earlier version takes today's settings (those it lets change).
      const { retryDelayMax: _max, heartbeatSeconds: _heartbeat, ...changeable } = options;
      await boss.updateQueue(name, changeable);
    }
  }
  for (const { queue, cron, options } of SCHEDULES) await boss.schedule(queue, cron, null, options);

  await boss.work(
    QUEUES.tick,
    { includeMetadata: true },
    async ([job]: JobWithMetadata<TickJob>[]) => {
      if (job) await runTick(work, tickOf(job.data?.at ?? job.createdOn.getTime()));
    },
  );
  // A tick inserts its places at once, with one notification: workers take them a few at a time
  // and fetch again at once while fetches come back full (docs/performance.md#alerts).
  await boss.work(
    QUEUES.place,
    { batchSize: PLACE_BATCH, localConcurrency: 2, burstWhenBatchFull: true, perJobResults: true },
    async (jobs: Job<PlaceJob>[]): Promise<JobResult[]> => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        try {
          await runPlace(work, job.data);
          results.push({ id: job.id, status: 'completed' });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          deps.logger.warn({ reason }, 'alerts: a place job failed');
          results.push({ id: job.id, status: 'failed', output: { reason } });
        }
      }
      return results;
    },
  );
  await boss.work(
    QUEUES.send,
    {
      includeMetadata: true,
      perJobResults: true,
      batchSize: SEND_BATCH,
      localConcurrency: 2,
      burstWhenBatchFull: true,
    },
    (jobs: JobWithMetadata<SendJob>[]) => runSend(work, jobs),
  );
  await boss.work(QUEUES.sweep, async () => runSweep(work, Date.now()));

  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
      deps.push.close();
    },
  };
}
